import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { INERT_FONT_DOCUMENT } from './inert-fonts';
import type { OpenPdfSettings } from './thread-protocol';

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

// V8's own, taken before pdfjs loads: the reading thread imports this module first (from TypeScript
// sources its bootstrap in parser-thread.ts loads pdfjs earlier, and puts these back itself).
const BUILTINS = {
  push: Array.prototype.push,
  stringify: JSON.stringify,
  parse: JSON.parse,
  toString: Function.prototype.toString,
};

let pdfjsModule: Promise<PdfjsModule> | undefined;

/**
 * Loads pdfjs, both halves, into the calling thread, once (~100 ms). Its legacy build bundles core-js,
 * which on Node 20 replaces `Array.prototype.push`, `JSON.stringify`, `JSON.parse` and
 * `Function.prototype.toString` with JavaScript versions for the whole thread; pdfjs needs none of them
 * (they add what Node 20 lacks of later proposals), and its parser pushes every operator and glyph: the
 * replaced push alone cost about a third of a text pass. So the thread gets V8's own back. Only the reading
 * thread (reader-thread.ts) and tests call this: never a thread that serves or queues work.
 */
export function loadPdfjs(): Promise<PdfjsModule> {
  pdfjsModule ??= (async () => {
    // Without DecompressionStream pdfjs inflates in JavaScript, in this thread: about 15% less CPU on the
    // corpus than Node's zlib behind web streams, whose per-stream set-up outweighs its speed on content
    // streams of a few kilobytes; and the inflated bytes count against the reading thread's heap limit.
    Reflect.deleteProperty(globalThis, 'DecompressionStream');
    // With the parser half on `globalThis.pdfjsWorker`, pdfjs runs it in this thread instead of starting its own.
    const parser: unknown = await import(PDFJS_URLS.parser);
    Object.assign(globalThis, { pdfjsWorker: parser });
    const display = (await import(PDFJS_URLS.display)) as PdfjsModule;
    Array.prototype.push = BUILTINS.push;
    JSON.stringify = BUILTINS.stringify;
    JSON.parse = BUILTINS.parse;
    Function.prototype.toString = BUILTINS.toString;
    return display;
  })();
  return pdfjsModule;
}

/**
 * How a document is opened here, by the reading thread and by the scripts that measure it: from bytes, no
 * scripts, no XFA forms, no system fonts, only pdfjs's errors logged. Drawn glyphs are filled from outlines
 * pdfjs builds (disableFontFace); read ones need no outline (inert-fonts.ts).
 */
export function documentParameters(
  pdfjs: PdfjsModule,
  data: Uint8Array,
  { maxImagePixels, drawsPages }: OpenPdfSettings,
) {
  return {
    data,
    ...PDFJS_ASSETS,
    maxImageSize: maxImagePixels,
    isEvalSupported: false,
    enableXfa: false,
    ...(drawsPages
      ? { disableFontFace: true }
      : { disableFontFace: false, ownerDocument: INERT_FONT_DOCUMENT }),
    useSystemFonts: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  };
}
