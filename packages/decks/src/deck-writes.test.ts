import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const MODULE = 'packages/decks/src/';

/**
 * Shipped source files under `dir`: tests and the seeders of test and bench databases
 * (packages/testing, tooling/bench) excluded.
 */
function shipped(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'testing', 'test', 'e2e', 'dist'].includes(entry.name) ? [] : shipped(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const sources = ['apps', 'packages', 'tooling/stack'].flatMap((root) =>
  shipped(join(REPO, root)).map((file) => ({ file: relative(REPO, file), text: readFileSync(file, 'utf8') })),
);

/** What only the deck module may do, each with a file of the module that does it. */
const WRITES = {
  /** A deck's row and status: a drizzle insert or update of `decks`, or the same in raw SQL. */
  'deck status': {
    pattern: /\.(?:insert|update)\(\s*decks\s*\)|\b(?:update|insert\s+into)\s+decks\b/i,
    own: 'scoring.ts',
  },
  /** A deck's file: `deck_files` written or deleted, in drizzle or raw SQL. */
  'deck bytes': {
    pattern:
      /\.(?:insert|update|delete)\(\s*deckFiles\s*\)|\b(?:update|insert\s+into|delete\s+from)\s+deck_files\b/i,
    own: 'bytes/deck-bytes.ts',
  },
  /** The thesis version going up, which makes every score of the investor stale. */
  'thesis version bump': {
    pattern: /thesisVersion\}?\s*\+\s*1\b|thesis_version\s*\+\s*1\b/,
    own: 'thesis-changed.ts',
  },
  /** A deck's scoring job queued. */
  'deck job': {
    pattern:
      /\b(?:enqueue|enqueueBulk|add|addBulk)\(\s*(?:[\w.]+,\s*)?['"]deck\.(?:score|scoreCostly|rescoreStale)['"]/,
    own: 'requeue.ts',
  },
};

describe("a deck's life", () => {
  for (const [what, { pattern, own }] of Object.entries(WRITES)) {
    it(`has its ${what} written by the deck module only`, () => {
      const writers = sources.filter(({ text }) => pattern.test(text)).map(({ file }) => file);
      expect(writers.filter((file) => !file.startsWith(MODULE))).toEqual([]);
      // The pattern does find writes: the module's own.
      expect(writers).toContain(`${MODULE}${own}`);
    });
  }
});
