import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  ENGINE_VERSION_COMMAND,
  engineSourceFiles,
  engineSourceHash,
  GENERATED_FILE,
  generatedModule,
} from '../../../scripts/engine-source';
import { ENGINE_SOURCE_HASH } from './engine-source-hash';
import { BUILTIN_ENGINE_VERSION } from './engine-version';

describe('built-in engine version', () => {
  it('is the hash of the engine source as it is now', async () => {
    const current = await engineSourceHash();
    expect(
      ENGINE_SOURCE_HASH,
      `The built-in engine's source changed: run \`${ENGINE_VERSION_COMMAND}\` and commit src/deck/analyze/engine-source-hash.ts.`,
    ).toBe(current);
    // The generated module is exactly what the command writes (no hand edit).
    expect(await readFile(GENERATED_FILE, 'utf8')).toBe(generatedModule(current));
  });

  it('keeps the builtin- prefix that stored rows are read by', () => {
    expect(BUILTIN_ENGINE_VERSION).toMatch(/^builtin-[0-9a-f]{16}$/);
    expect(BUILTIN_ENGINE_VERSION.slice('builtin-'.length)).toBe(ENGINE_SOURCE_HASH.slice(0, 16));
  });

  it('covers the reader, the analysis, lexicons and tuning, the language layer and the deck catalog, but no test', async () => {
    const files = await engineSourceFiles();
    for (const file of [
      'packages/scoring/src/deck/analyze/match/match.ts',
      'packages/scoring/src/deck/analyze/tuning.ts',
      'packages/scoring/src/deck/analyze/thesis/thesis-reader.ts',
      'packages/scoring/src/language/negation.ts',
      'packages/scoring/src/deck/analyze/lexicon/regions.ts',
      'packages/scoring/src/deck/read/read-deck.ts',
      'packages/contracts/src/deck.ts',
    ])
      expect(files).toContain(file);
    expect(files.filter((file) => file.endsWith('.test.ts'))).toEqual([]);
    expect(files).not.toContain('packages/scoring/src/deck/analyze/engine-source-hash.ts');
  });
});
