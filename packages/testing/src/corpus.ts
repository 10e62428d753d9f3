import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where the corpus should be: CORPUS_DIR, else `shared/corpus` beside the checkout (CI's layout). */
export function corpusPath(): string {
  return process.env.CORPUS_DIR ?? fileURLToPath(new URL('../../../../shared/corpus', import.meta.url));
}

export function corpusAvailable(): boolean {
  return existsSync(corpusPath());
}

/** The shared corpus (decks, theses, applications); throws, naming CORPUS_DIR, when it is not there. */
export function corpusDir(): string {
  const dir = corpusPath();
  if (!existsSync(dir)) {
    throw new Error(
      `The shared corpus is not at ${dir}. Set CORPUS_DIR to the corpus directory (the one holding decks/ and theses/), or put shared/ beside the clone.`,
    );
  }
  return dir;
}

let explained = false;

/**
 * Whether tests that read the corpus skip here; every such test uses this, so all behave alike.
 * In CI (CI=true) they never skip: shared/ is always beside the clone there, so a missing corpus
 * fails them with corpusDir()'s message naming CORPUS_DIR. Elsewhere, without the corpus, they
 * skip, and one line says why and how to run them.
 */
export function skipWithoutCorpus(): boolean {
  if (process.env.CI === 'true' || corpusAvailable()) return false;
  if (!explained) {
    explained = true;
    console.warn(`[corpus] not found at ${corpusPath()}: corpus tests skipped; set CORPUS_DIR to run them.`);
  }
  return true;
}
