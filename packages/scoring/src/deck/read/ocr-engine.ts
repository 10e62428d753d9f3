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
 * and close it when done. Calls are queued by tesseract, one page at a time.
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
  return {
    async recognize(png, dpi) {
      // Tesseract refuses resolutions under 70 dpi; huge page boxes (1920 pt wide slides) render below it.
      await worker.setParameters({ user_defined_dpi: String(Math.max(MIN_DPI, dpi)) });
      const result = await worker.recognize(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
      return result.data.text;
    },
    async close() {
      await worker.terminate();
    },
  };
}
