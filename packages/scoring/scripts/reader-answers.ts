/**
 * `tsx scripts/reader-answers.ts <out.json> [<before.json>]`: what the reader answers for every corpus deck
 * (OCR off), as JSON: readDeck's document (page texts, hidden text, warnings) or its error code, and each
 * page's raw text-pass answer from the reading thread (layer text, drawn text, every hidden run and suspect
 * with its box and colours). Given a second file, compares the two byte for byte and exits 1 on a
 * difference: a change to the reader that is meant to keep its behaviour must leave this output unchanged.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusPath } from '@pitchfit/testing/corpus';
import { Deadline } from '../src/deck/read/deadline';
import { DECK_READ_LIMITS, readDeck } from '../src/deck/read/index';
import { openPdf } from '../src/deck/read/open-pdf';
import { acquireParserThread, closeInThread, releaseParserThread } from '../src/deck/read/parser-thread';

const [outPath, beforePath] = process.argv.slice(2);
if (!outPath) throw new Error('usage: reader-answers.ts <out.json> [<before.json>]');

const decksDir = join(corpusPath(), 'decks');
const decks = readdirSync(decksDir)
  .filter((file) => file.endsWith('.pdf'))
  .sort();

async function rawLayers(bytes: Uint8Array): Promise<unknown[]> {
  const thread = acquireParserThread();
  const deadline = new Deadline(DECK_READ_LIMITS.timeoutMs);
  let healthy = false;
  try {
    const numPages = await openPdf(bytes, thread, deadline, DECK_READ_LIMITS, {
      maxImagePixels: 1,
      drawsPages: false,
    });
    const layers: unknown[] = [];
    for (let page = 1; page <= numPages; page++) {
      layers.push(
        await thread.request('layer', { page }).catch((error: Error) => ({ error: error.message })),
      );
    }
    healthy = await closeInThread(thread);
    return layers;
  } finally {
    await releaseParserThread(thread, healthy);
  }
}

const answers: Record<string, unknown> = {};
for (const deck of decks) {
  const bytes = new Uint8Array(readFileSync(join(decksDir, deck)));
  const document = await readDeck(bytes, { ...DECK_READ_LIMITS, ocr: false }).catch((error: Error) => ({
    error: `${error.name}: ${error.message}`,
  }));
  answers[deck] = { document, layers: await rawLayers(bytes) };
}
const json = `${JSON.stringify(answers, null, 1)}\n`;
writeFileSync(outPath, json);
console.log(`${decks.length} decks written to ${outPath}`);
if (beforePath) {
  const before = JSON.parse(readFileSync(beforePath, 'utf8')) as Record<string, unknown>;
  const differing = decks.filter((deck) => JSON.stringify(before[deck]) !== JSON.stringify(answers[deck]));
  if (differing.length > 0 || readFileSync(beforePath, 'utf8') !== json) {
    console.log(`DIFFERENT: ${differing.join(', ') || '(file order or format)'}`);
    process.exit(1);
  }
  console.log('identical to', beforePath);
}
process.exit(0);
