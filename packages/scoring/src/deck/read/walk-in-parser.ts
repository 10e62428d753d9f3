import type { PDFPageProxy, OPS as PdfjsOps } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextContent } from 'pdfjs-dist/types/src/display/api';
import { startDocumentBudget, throwIfOverBudget } from './read-budget';
import { createTextRunWalk, type TextRun } from './text-runs';

/**
 * A page is parsed once: the text-run walk rides on pdfjs's text-content pass, so one request answers with
 * the page's text items and its runs. Before, the runs came from a second parse of the page
 * (getOperatorList), which cost about as much as the text itself.
 *
 * pdfjs exports no hook for this; `patches/pdfjs-dist@5.6.205.patch` adds one. Its `PitchfitWalkFeed`
 * hands each operator of the text pass to the walk registered for the pass's stream in
 * `globalThis.pitchfitTextWalks`, shaped as getOperatorList would have emitted it for a document opened
 * to be read (colours as RGB hex, paths folded with their bounds, text as glyphs, forms bracketed, images
 * past the size limit dropped), which is what the walk (text-runs.ts) reads. The walk is registered here,
 * by a port given to pdfjs's per-document parser (`WorkerMessageHandler.createDocumentHandler`, a static
 * method of the one class its parser module exports; both halves of pdfjs run in the reading thread) for
 * documents opened to be read (`disableFontFace: false`: never drawn, see inert-fonts.ts): a
 * `GetTextContent` request registers a walk for its stream, and when the stream closes its runs follow
 * the last text chunk as one extra item. Documents opened to be drawn keep pdfjs's own port. The message
 * shapes are pdfjs-dist 5.6's (pinned in the catalog); `readTextAndRuns` fails loudly if the runs are
 * missing, and the corpus tests read through it.
 */

const STREAM_ENQUEUE = 4;
const STREAM_CLOSE = 3;
const STREAM_ERROR = 5;

/** What the patched text pass calls; see PitchfitWalkFeed in the pdfjs patch. */
interface FedWalk {
  op(fn: number, args: unknown): void;
  fontMatrix(loadedName: string, matrix: unknown): void;
  runs(): TextRun[];
}

/** The walks of the text passes under way in this thread, by stream: the patched pdfjs looks them up. */
const textWalks = new Map<number, FedWalk>();

interface Port {
  postMessage(message: unknown, transfer?: unknown): void;
  addEventListener(type: string, listener: (event: { data: unknown }) => void, options?: unknown): void;
  removeEventListener(type: string, listener: (event: { data: unknown }) => void): void;
}

interface DocumentHandlerFactory {
  createDocumentHandler(docParams: unknown, port: Port): unknown;
}

/** The extra text item that carries a page's runs to the caller. */
interface RunsItem {
  pitchfitRuns: TextRun[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isRunsItem = (value: unknown): value is RunsItem =>
  isRecord(value) && Array.isArray(value.pitchfitRuns);

/** Opened to be read, not drawn: the reading thread's text pass (open-pdf.ts, reader-thread.ts). */
function isReadOnlyDocument(docParams: unknown): boolean {
  return isRecord(docParams) && isRecord(docParams.evaluatorOptions)
    ? docParams.evaluatorOptions.disableFontFace === false
    : false;
}

function createFedWalk(ops: typeof PdfjsOps): FedWalk {
  const fontMatrices = new Map<string, unknown>();
  const { op, runs } = createTextRunWalk(ops, (name) => fontMatrices.get(name));
  return { op, runs, fontMatrix: (name, matrix) => fontMatrices.set(name, matrix) };
}

function walkingPort(port: Port, docId: unknown, ops: typeof PdfjsOps): Port {
  const parserName = `${String(docId)}_worker`;
  const mine = new Set<number>();
  // pdfjs removes its listeners by aborting a signal it passes; a listener is wrapped once.
  const wrapped = new WeakMap<(event: { data: unknown }) => void, (event: { data: unknown }) => void>();
  return {
    postMessage(message, transfer) {
      if (isRecord(message) && typeof message.streamId === 'number' && mine.has(message.streamId)) {
        const { streamId } = message;
        const walk = textWalks.get(streamId);
        if (message.stream === STREAM_CLOSE && walk) {
          const runsItem: RunsItem = { pitchfitRuns: walk.runs() };
          port.postMessage({
            sourceName: message.sourceName,
            targetName: message.targetName,
            stream: STREAM_ENQUEUE,
            streamId,
            chunk: { items: [runsItem], styles: {}, lang: null },
          });
        }
        if (message.stream === STREAM_CLOSE || message.stream === STREAM_ERROR) {
          textWalks.delete(streamId);
          mine.delete(streamId);
        }
      }
      return port.postMessage(message, transfer);
    },
    addEventListener(type, listener, options) {
      const watching = (event: { data: unknown }) => {
        const { data } = event;
        if (
          isRecord(data) &&
          data.action === 'GetTextContent' &&
          data.targetName === parserName &&
          typeof data.streamId === 'number'
        ) {
          textWalks.set(data.streamId, createFedWalk(ops));
          mine.add(data.streamId);
        }
        listener(event);
      };
      wrapped.set(listener, watching);
      port.addEventListener(type, watching, options);
    },
    removeEventListener(type, listener) {
      port.removeEventListener(type, wrapped.get(listener) ?? listener);
    },
  };
}

let installed = false;

/**
 * Makes every document opened to be read (not drawn) walk its text pass's operators, and gives every
 * document opened in this thread its read budgets (read-budget.ts). Call once pdfjs is loaded in this
 * thread (`globalThis.pdfjsWorker` holds its parser module), before opening.
 */
export function installParserWalk(ops: typeof PdfjsOps): void {
  if (installed) return;
  const parser: unknown = Reflect.get(globalThis, 'pdfjsWorker');
  const factory = isRecord(parser) ? parser.WorkerMessageHandler : undefined;
  if (!isRecord(factory) && typeof factory !== 'function') {
    throw new Error("pdfjs's parser is not loaded in this thread");
  }
  const handlers = factory as unknown as DocumentHandlerFactory;
  const original = handlers.createDocumentHandler;
  if (typeof original !== 'function') throw new Error("pdfjs's parser has no createDocumentHandler");
  Reflect.set(globalThis, 'pitchfitTextWalks', textWalks);
  handlers.createDocumentHandler = function (this: unknown, docParams: unknown, port: Port) {
    startDocumentBudget();
    const docId = isRecord(docParams) ? docParams.docId : undefined;
    const chosen = isReadOnlyDocument(docParams) ? walkingPort(port, docId, ops) : port;
    return original.call(this, docParams, chosen);
  };
  installed = true;
}

/**
 * The page's text content and its text runs, from one parse (installParserWalk). Throws ReadBudgetError
 * when the document went over a read budget, even where pdfjs carried on past the refusal.
 */
export async function readTextAndRuns(
  page: PDFPageProxy,
): Promise<{ content: TextContent; runs: TextRun[] }> {
  const content = await page.getTextContent().finally(throwIfOverBudget);
  const last = content.items.at(-1);
  if (!isRunsItem(last)) throw new Error('The text pass was not walked in the parser');
  content.items.pop();
  return { content, runs: last.pitchfitRuns };
}
