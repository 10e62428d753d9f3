import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createBuiltinDeckEngine } from '../src/deck/index';
import { loadCorpus } from './eval/corpus';
import { readCached } from './eval/read-cache';

const dir = '/work/shared/corpus';
const [thesisId, ...deckIds] = process.argv.slice(2);
const corpus = await loadCorpus(dir);
const engine = createBuiltinDeckEngine();
const thesis = process.env.THESIS ? { id: 'custom', excerpt: process.env.THESIS, focus: '' } : corpus.theses.find((t) => t.id === thesisId);
if (!thesis) throw new Error('no thesis ' + corpus.theses.map((t) => t.id));
const rows: string[] = [];
for (const truth of corpus.decks) {
  const id = truth.file.replace(/\.pdf$/, '');
  if (deckIds.length && !deckIds.includes(id)) continue;
  const bytes = new Uint8Array(await readFile(join(dir, 'decks', truth.file)));
  const contentHash = createHash('sha256').update(bytes).digest('hex');
  const { document } = await readCached(bytes, contentHash, { useCache: true, ocr: {} as never });
  const extraction = await engine.extract({ bytes, document, contentHash });
  const match = await engine.match({ extraction, thesis: { text: thesis.excerpt, version: 1, answers: [] } });
  rows.push(`${match.matchScore.toFixed(3)} g${corpus.relevance[thesisId]?.[id]} ${id}`);
  if (deckIds.length) {
    console.log(`\n=== ${id}`);
    for (const p of match.parts) console.log(`  [${p.part}] ${p.score} w${p.weight}: ${p.reasoning}`);
    console.log('  sectors', JSON.stringify(extraction.profile.sectors), JSON.stringify(extraction.profile.primarySector));
  }
}
console.log(rows.sort().reverse().join('\n'));
