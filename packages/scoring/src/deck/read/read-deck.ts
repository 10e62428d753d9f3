import { hasPdfHeader } from '@pitchfit/contracts/pdf';
import { Deadline } from './deadline';
import { DeckReadError } from './deck-read-error';
import type { HiddenRun } from './hidden-text';
import { leaseSharedOcrEngine, type OcrEngineLease } from './ocr-engine';
import { looksTruncated, openPdf } from './open-pdf';
import { type OcrReason, planPage, preferOcr, removeHidden } from './page-plan';
import { normalizePageText } from './page-text';
import {
  acquireParserThread,
  closeInThread,
  type ParserThread,
  ParserThreadError,
  releaseParserThread,
} from './parser-thread';
import { READ_BUDGET_ERROR } from './read-budget';
import { MAX_DRAWN_IMAGE_PIXELS } from './text-runs';
import type { DeckDocument, DeckPage, OcrEngine, ReadDeckOptions } from './types';

// Pages requested ahead of the one being finished: keeps the parser thread busy while this thread assembles text.
const PAGES_IN_FLIGHT = 4;
// 1600 px on the long side puts a slide's 10 pt footnote near 20 px tall, enough for tesseract;
// more pixels slow OCR without reading more (measured on the corpus: see docs/benchmarks.md).
const OCR_LONG_SIDE_PX = 1600;
// Checking hidden-text suspects needs only the colours under them.
const CHECK_LONG_SIDE_PX = 800;
// Rendering decodes images; one larger than this (about 200 MB of RGBA) is dropped rather than decoded.
const RENDER_MAX_IMAGE_PIXELS = MAX_DRAWN_IMAGE_PIXELS;

/** The reading thread refused the document over one of its read budgets (read-budget.ts). */
export function isOverReadBudget(error: unknown): boolean {
  return error instanceof ParserThreadError && error.name === READ_BUDGET_ERROR;
}

interface LayerPage {
  number: number;
  failed: boolean;
  text: string;
  ocrReason: OcrReason | null;
  hidden: HiddenRun[];
  suspects: HiddenRun[];
}

async function readLayerPage(thread: ParserThread, number: number): Promise<LayerPage> {
  try {
    const { layerText, drawnText, hidden, suspects } = await thread.request('layer', { page: number });
    const plan = planPage(layerText, drawnText, hidden);
    return { number, failed: false, text: plan.text, ocrReason: plan.ocrReason, hidden, suspects };
  } catch (error) {
    // A budget refuses the whole document, not a page.
    if (isOverReadBudget(error)) throw error;
    return { number, failed: true, text: '', ocrReason: null, hidden: [], suspects: [] };
  }
}

async function readTextLayer(
  numPages: number,
  thread: ParserThread,
  deadline: Deadline,
): Promise<LayerPage[]> {
  const pages: LayerPage[] = [];
  const inFlight = new Map<number, Promise<LayerPage>>();
  for (let number = 1; number <= numPages; number++) {
    inFlight.set(number, readLayerPage(thread, number));
    const due = inFlight.get(number - PAGES_IN_FLIGHT + 1);
    if (due) {
      pages.push(await deadline.race(due, thread.died));
      inFlight.delete(number - PAGES_IN_FLIGHT + 1);
    }
  }
  for (const due of inFlight.values()) pages.push(await deadline.race(due, thread.died));
  return pages;
}

interface Outcome {
  page: DeckPage;
  ocrReason: OcrReason | null;
  ocrUsed: boolean;
}

/** Second pass over the pages that need pixels: hidden-text suspects and OCR. Images are decoded here only. */
async function readPixels(
  bytes: Uint8Array,
  layer: LayerPage[],
  thread: ParserThread,
  deadline: Deadline,
  options: ReadDeckOptions,
  getEngine: () => Promise<OcrEngine | null>,
): Promise<{ outcomes: Outcome[]; closedCleanly: boolean }> {
  const outcomes: Outcome[] = layer.map((page) => ({
    page: {
      number: page.number,
      text: page.text,
      source: page.text === '' ? 'none' : 'text-layer',
      hiddenText: page.hidden.map(({ run }) => run.text.trim()),
    },
    ocrReason: page.ocrReason,
    ocrUsed: false,
  }));
  const wantsOcr = options.ocr !== false;
  const needsPixels = layer.filter(
    (page) => page.suspects.length > 0 || (wantsOcr && page.ocrReason !== null),
  );
  if (needsPixels.length === 0) return { outcomes, closedCleanly: true };

  await openPdf(bytes, thread, deadline, options, {
    maxImagePixels: RENDER_MAX_IMAGE_PIXELS,
    drawsPages: true,
  });
  let pendingOcr: Promise<void> = Promise.resolve();
  let closedCleanly = false;
  try {
    for (const layerPage of needsPixels) {
      const outcome = outcomes[layerPage.number - 1];
      if (!outcome) continue;
      const { number, suspects } = layerPage;
      if (suspects.length > 0) {
        const check = thread.request('confirm', { page: number, longSidePx: CHECK_LONG_SIDE_PX, suspects });
        const confirmed = (await deadline.race(check, thread.died)).confirmed.flatMap((index) => {
          const suspect = suspects[index];
          return suspect ? [suspect] : [];
        });
        outcome.page.hiddenText.push(...confirmed.map(({ run }) => run.text.trim()));
        outcome.page.text = removeHidden(outcome.page.text, confirmed);
      }
      const reason = layerPage.ocrReason;
      const engine =
        wantsOcr && reason !== null
          ? await deadline.race(
              getEngine().catch((cause: unknown) => {
                throw new OcrFailedError('The OCR engine could not start', { cause });
              }),
            )
          : null;
      if (engine && reason) {
        const render = thread.request('render', { page: number, longSidePx: OCR_LONG_SIDE_PX });
        const { png, scale } = await deadline.race(render, thread.died);
        const dpi = Math.round(scale * 72);
        // Render the next page while tesseract reads this one: its thread and this one share the two cores.
        await deadline.race(pendingOcr);
        pendingOcr = recognizeWith(engine, png, dpi).then((raw) => {
          const ocrText = normalizePageText(raw);
          if (!preferOcr(reason, outcome.page.text, ocrText)) return;
          outcome.page.text = ocrText;
          outcome.page.source = 'ocr';
          outcome.ocrUsed = true;
        });
        // It is awaited after the next page's render: an engine that fails sooner must not be an
        // unhandled rejection meanwhile, which ends a Node process.
        pendingOcr.catch(() => undefined);
      }
    }
    await deadline.race(pendingOcr);
  } finally {
    pendingOcr.catch(() => undefined);
    if (!deadline.signal.aborted) closedCleanly = await closeInThread(thread);
  }
  return { outcomes, closedCleanly };
}

/** The OCR engine broke (not the PDF): the caller should retry the deck later rather than call it corrupt. */
export class OcrFailedError extends Error {
  override readonly name = 'OcrFailedError';
}

async function recognizeWith(engine: OcrEngine, png: Uint8Array, dpi: number): Promise<string> {
  try {
    return await engine.recognize(png, dpi);
  } catch (cause) {
    throw new OcrFailedError('The OCR engine failed to read a page', { cause });
  }
}

const REASON_WORDING: Record<OcrReason, string> = {
  'no-text': 'had no text layer',
  garbled: 'had a garbled text layer (broken font encoding)',
  'letter-spaced': 'had letter-spaced text',
  sparse: 'had almost no text in the text layer',
};

function describe(
  outcomes: Outcome[],
  options: ReadDeckOptions,
  failedPages: number[],
  truncated: boolean,
): string[] {
  const warnings: string[] = [];
  if (failedPages.length > 0) warnings.push(`${listPages(failedPages)} could not be read`);
  if (truncated) warnings.push('The file seems cut off at the end; the pages that could be read are kept');
  for (const reason of Object.keys(REASON_WORDING) as OcrReason[]) {
    const withReason = outcomes.filter((outcome) => outcome.ocrReason === reason);
    const read = withReason.filter((outcome) => outcome.ocrUsed).map((outcome) => outcome.page.number);
    const unread = withReason.filter((outcome) => !outcome.ocrUsed).map((outcome) => outcome.page.number);
    if (read.length > 0) {
      warnings.push(
        `${listPages(read)} ${REASON_WORDING[reason]} and ${read.length === 1 ? 'was' : 'were'} read by OCR`,
      );
    }
    if (unread.length === 0 || reason === 'sparse') continue;
    const why = options.ocr === false ? 'OCR is turned off' : 'OCR found no more text';
    warnings.push(`${listPages(unread)} ${REASON_WORDING[reason]}; ${why}`);
  }
  const hiddenOn = outcomes.filter((outcome) => outcome.page.hiddenText.length > 0).map((o) => o.page.number);
  if (hiddenOn.length > 0) warnings.push(`Hidden text found on ${listPages(hiddenOn).toLowerCase()}`);
  return warnings;
}

/**
 * Reads the text of every page of an untrusted PDF within the given limits: the text layer where it is
 * usable, OCR where it is missing, garbled or letter-spaced, and apart from both the text a reader cannot see.
 */
export async function readDeck(bytes: Uint8Array, options: ReadDeckOptions): Promise<DeckDocument> {
  if (bytes.byteLength > options.maxBytes) throw new DeckReadError('too_large', options);
  if (!hasPdfHeader(bytes)) throw new DeckReadError('not_pdf', options);
  const deadline = new Deadline(options.timeoutMs, options.signal);
  const thread = acquireParserThread();
  let lease: OcrEngineLease | undefined;
  const getEngine = async (): Promise<OcrEngine | null> => {
    if (options.ocr === false) return null;
    if (options.ocr !== true) return options.ocr;
    lease ??= leaseSharedOcrEngine();
    return lease.engine;
  };
  let closedCleanly = false;
  try {
    const numPages = await openPdf(bytes, thread, deadline, options, {
      maxImagePixels: 1,
      drawsPages: false,
    });
    let layer: LayerPage[];
    try {
      if (numPages > options.maxPages) throw new DeckReadError('too_many_pages', options);
      layer = await readTextLayer(numPages, thread, deadline);
    } finally {
      // A thread still parsing after the deadline is terminated below instead of waited for.
      if (!deadline.signal.aborted) closedCleanly = await closeInThread(thread);
    }
    const truncated = looksTruncated(bytes);
    const failedPages = layer.filter((page) => page.failed).map((page) => page.number);
    if (failedPages.length === layer.length || (truncated && failedPages.length > 0)) {
      throw new DeckReadError('corrupt', options);
    }
    const pixels = await readPixels(bytes, layer, thread, deadline, options, getEngine);
    closedCleanly &&= pixels.closedCleanly;
    const outcomes = pixels.outcomes;
    const pages = outcomes.map((outcome) => outcome.page);
    if (pages.every((page) => page.text === '')) throw new DeckReadError('no_readable_text', options);
    return {
      pageCount: pages.length,
      pages,
      warnings: describe(outcomes, options, failedPages, truncated),
      ocrPages: pages.filter((page) => page.source === 'ocr').length,
    };
  } catch (error) {
    // A thread that refused the file (its document already closed) and still answers is kept for the next
    // deck: under tsx a new one takes half a second to start. One past the deadline is terminated.
    closedCleanly =
      thread.alive && !deadline.signal.aborted && (closedCleanly || (await closeInThread(thread)));
    if (error instanceof DeckReadError || error instanceof OcrFailedError) throw error;
    if (isOverReadBudget(error)) throw new DeckReadError('too_complex', options, { cause: error });
    if (deadline.timedOut) throw new DeckReadError('timeout', options, { cause: error });
    if (deadline.signal.aborted) throw error;
    throw new DeckReadError('corrupt', options, { cause: error });
  } finally {
    await releaseParserThread(thread, closedCleanly);
    await lease?.release();
  }
}

export function listPages(numbers: number[]): string {
  return `${numbers.length === 1 ? 'Page' : 'Pages'} ${numbers.join(', ')}`;
}
