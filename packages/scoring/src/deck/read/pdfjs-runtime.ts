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

/** The parser half of pdfjs, loaded by the parser threads. */
export const PDFJS_WORKER_URL = pathToFileURL(join(packageDir, 'legacy/build/pdf.worker.mjs')).href;

let pdfjsModule: Promise<PdfjsModule> | undefined;

/** pdfjs takes ~100 ms to load: load it once per process, on first use. */
export function loadPdfjs(): Promise<PdfjsModule> {
  pdfjsModule ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjsModule;
}
