import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * The two speed-only hunks of patches/pdfjs-dist@5.6.205.patch change no value pdfjs computes, so no
 * reading test can tell them missing; this pins them in the installed bundle, so a re-made patch (a
 * pdfjs update) that drops them fails here rather than only slowing `bench:scoring` (patches/README.md).
 */
const bundle = readFileSync(
  createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.worker.mjs'),
  'utf8',
);

describe("pdfjs's speed patch", () => {
  it('copies saved text and graphics states flat instead of chaining prototypes', () => {
    expect(bundle).toContain('const clone = Object.assign(Object.create(TextState.prototype), this);');
    expect(bundle).toContain('pitchfit patch: a flat copy, as TextState.clone above');
  });

  it("keeps the operator loops' last closures across documents", () => {
    expect(bundle.match(/pitchfit patch: see hotLoopClosures\./g)).toHaveLength(2);
    expect(bundle).toMatch(
      /pitchfit patch: the last promiseBody closure of getOperatorList's and getTextContent's/,
    );
  });
});
