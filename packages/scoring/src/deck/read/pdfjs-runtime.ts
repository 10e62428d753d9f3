import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

type PdfjsModule = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('pdfjs-dist/package.json'));

/** Fonts, CMaps, colour profiles and decoders shipped inside pdfjs-dist: nothing is fetched from a network. */
export const PDFJS_ASSETS = {
  // pdfjs in Node reads these with fs and wants directory paths ending in a separator.
  standardFontDataUrl: `${join(packageDir, 'standard_fonts')}/`,
  cMapUrl: `${join(packageDir, 'cmaps')}/`,
  iccUrl: `${join(packageDir, 'iccs')}/`,
  wasmUrl: `${join(packageDir, 'wasm')}/`,
} as const;

/** pdfjs's two halves: resolving them loads nothing, so a thread that never reads may know them. */
export const PDFJS_URLS = {
  display: pathToFileURL(join(packageDir, 'legacy/build/pdf.mjs')).href,
  parser: pathToFileURL(join(packageDir, 'legacy/build/pdf.worker.mjs')).href,
} as const;

let pdfjsModule: Promise<PdfjsModule> | undefined;

/**
 * Loads pdfjs, both halves, into the calling thread, once (~100 ms). Its legacy build replaces
 * `JSON.stringify` and `Array.prototype.push` with core-js versions for the whole thread, so only the
 * reading thread (reader-thread.ts) and tests call this: never a thread that serves or queues work.
 */
export function loadPdfjs(): Promise<PdfjsModule> {
  pdfjsModule ??= (async () => {
    // With the parser half on `globalThis.pdfjsWorker`, pdfjs runs it in this thread instead of starting its own.
    const parser: unknown = await import(PDFJS_URLS.parser);
    Object.assign(globalThis, { pdfjsWorker: parser });
    return (await import(PDFJS_URLS.display)) as PdfjsModule;
  })();
  return pdfjsModule;
}
