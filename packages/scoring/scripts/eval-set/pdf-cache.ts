/** Generated PDFs of the eval set live in a git-ignored cache, keyed by half and deck id. */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDeckPdf } from './generate';
import type { EvalHalf } from './load';
import type { DeckSpec } from './schema';

export const pdfCacheDir = (): string => fileURLToPath(new URL('../../.cache/eval-set', import.meta.url));

/** The deck's PDF: generated from its spec (deterministic), and written to the cache for people to open. */
export async function deckPdf(half: EvalHalf, spec: DeckSpec): Promise<Uint8Array> {
  const bytes = await generateDeckPdf(spec);
  const dir = join(pdfCacheDir(), half);
  const file = join(dir, `${spec.id}.pdf`);
  const cached = await readFile(file).catch(() => null);
  if (!cached || !Buffer.from(bytes).equals(cached)) {
    await mkdir(dir, { recursive: true });
    await writeFile(file, bytes);
  }
  return bytes;
}
