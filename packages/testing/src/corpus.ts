import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The shared corpus lives beside the checkout (`../shared/corpus`); CORPUS_DIR overrides it. */
export function corpusDir(): string {
  const dir = process.env.CORPUS_DIR ?? fileURLToPath(new URL('../../../../shared/corpus', import.meta.url));
  if (!existsSync(dir)) throw new Error(`Corpus not found at ${dir}; set CORPUS_DIR.`);
  return dir;
}
