import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusDir } from '@pitchfit/testing/corpus';

export interface CorpusDeck {
  file: string;
  bytes: Buffer;
}

interface GroundTruthEntry {
  file: string;
  text_chars: number;
}

/**
 * Corpus decks the built-in engine can read without OCR: a text layer of at least 1,000 characters
 * (image-only decks need OCR, whose cost would swamp what this bench measures).
 */
export function textLayerDecks(): CorpusDeck[] {
  const dir = join(corpusDir(), 'decks');
  const truth = JSON.parse(readFileSync(join(dir, 'ground_truth.json'), 'utf8')) as GroundTruthEntry[];
  return truth
    .filter((entry) => entry.text_chars >= 1000)
    .map((entry) => ({ file: entry.file, bytes: readFileSync(join(dir, entry.file)) }));
}

/**
 * The same deck with different bytes (a PDF comment after the end marker), so it is a new deck with
 * its own content hash: nothing is deduplicated or served from the extraction store.
 */
export function salted(bytes: Buffer, salt: string): Buffer {
  return Buffer.concat([bytes, Buffer.from(`\n% pitchfit-bench ${salt}\n`, 'latin1')]);
}

export function corpusThesis(file: string): string {
  const text = readFileSync(join(corpusDir(), 'theses', file), 'utf8');
  const marker = text.indexOf('--- Thesis');
  return (marker >= 0 ? text.slice(text.indexOf('\n', marker) + 1) : text).trim();
}
