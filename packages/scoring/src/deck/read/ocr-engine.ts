import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, PSM } from 'tesseract.js';
import type { OcrEngine } from './types';

const require = createRequire(import.meta.url);
// The LSTM-only English model shipped in npm (2.9 MB): tesseract.js would otherwise fetch it from a CDN.
const ENGLISH_MODEL_DIR = join(
  dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

const MIN_DPI = 70;

/**
 * Starts one tesseract worker thread with the English model loaded (about a second); reuse it across decks
 * and close it when done. Pages are read one at a time, in the order asked, each at its own resolution.
 */
export async function createOcrEngine(): Promise<OcrEngine> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: ENGLISH_MODEL_DIR,
    gzip: true,
    // Read the model from the package every time; never write a cache file into the working directory.
    cacheMethod: 'none',
  });
  // Slides scatter text blocks across the page: automatic segmentation finds them best.
  // debug_file: tesseract's notes ("Estimating resolution as ...") go nowhere instead of the process's stdout.
  await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, debug_file: '/dev/null' });
  // The resolution is a setting of the worker: two decks sharing it must not set theirs between the
  // other's setting and reading, so each page waits for the one before.
  let previous: Promise<unknown> = Promise.resolve();
  return {
    recognize(png, dpi) {
      const page = previous.then(async () => {
        // Tesseract refuses resolutions under 70 dpi; huge page boxes (1920 pt wide slides) render below it.
        await worker.setParameters({ user_defined_dpi: String(Math.max(MIN_DPI, dpi)) });
        const result = await worker.recognize(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
        return result.data.text;
      });
      previous = page.catch(() => undefined);
      return page;
    },
    async close() {
      await worker.terminate();
    },
  };
}

/** A hold on the process's shared engine; the engine closes when its last holder releases it. */
export interface OcrEngineLease {
  readonly engine: Promise<OcrEngine>;
  release(): Promise<void>;
}

let shared: { engine: Promise<OcrEngine>; holders: number } | undefined;

/**
 * The engine for readers that asked for OCR without bringing one: a single tesseract worker for all the
 * decks being read at once (each holds about 100-200 MB), started on first use, closed when none is left.
 */
export function leaseSharedOcrEngine(): OcrEngineLease {
  shared ??= { engine: createOcrEngine(), holders: 0 };
  const current = shared;
  current.holders += 1;
  let released = false;
  return {
    engine: current.engine,
    async release() {
      if (released) return;
      released = true;
      current.holders -= 1;
      if (current.holders > 0) return;
      if (shared === current) shared = undefined;
      await (await current.engine.catch(() => null))?.close();
    },
  };
}
