import { assertNativeBuiltins, isNative } from '@pitchfit/testing/native-builtins';
import { describe, expect, it } from 'vitest';
import { loadPdfjs } from './pdfjs-runtime';

// A file of its own: loading pdfjs here must not hide a leak from pdfjs-confinement.test.ts's checks.
describe('loadPdfjs', () => {
  it("gives the thread V8's own built-ins back after pdfjs's legacy build replaced them", async () => {
    const { getDocument } = await loadPdfjs();
    expect(typeof getDocument).toBe('function');
    assertNativeBuiltins('after loadPdfjs');
    expect(isNative(JSON.parse)).toBe(true);
  });
});
