import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const MODULE = 'packages/db/src/decks/';
/** A drizzle insert or update of the decks table, or the same in raw SQL. */
const DECK_WRITE = /\.(?:insert|update)\(\s*decks\s*\)|\b(?:update|insert\s+into)\s+decks\b/i;

/** Shipped source files (tests and packages/testing's fixtures excluded) under `dir`. */
function shipped(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'testing', 'test', 'e2e'].includes(entry.name) ? [] : shipped(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("a deck's status", () => {
  it('is written by the deck lifecycle module only', () => {
    const writers = ['apps', 'packages']
      .flatMap((root) => shipped(join(REPO, root)))
      .filter((file) => DECK_WRITE.test(readFileSync(file, 'utf8')))
      .map((file) => relative(REPO, file));
    expect(writers.filter((file) => !file.startsWith(MODULE))).toEqual([]);
    // The pattern does find writes: the module's own.
    expect(writers).toContain(`${MODULE}transitions.ts`);
  });
});
