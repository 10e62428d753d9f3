import type { PDFPageProxy, OPS as PdfjsOps } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createTextRunWalk, type TextRun, type TextRunWalk } from './text-runs';

/**
 * The text-run walk runs inside pdfjs's parser, on each chunk of operators as the parser sends it, and only
 * the runs travel to the page. Before, the whole operator list (every glyph of every showText, every path)
 * was copied by pdfjs's in-thread port (`structuredClone` in LoopbackPort) and appended again to the
 * page's list, only for the walk to read it once and drop it.
 *
 * pdfjs exports no hook for this. Its parser half talks to its display half through a port (both halves
 * run in the reading thread: pdfjs's "fake worker"), and `WorkerMessageHandler.createDocumentHandler`, a
 * static method of the one class the parser module exports, is given that port for each document. For
 * documents opened to be read (`disableFontFace: false`: never drawn, see inert-fonts.ts) it gets a port
 * that watches the messages: a `GetOperatorList` request starts a walk for its stream, each chunk the
 * parser enqueues on that stream is walked and replaced by an empty one, and the last carries the runs as
 * the list's single operator. Fonts (`commonobj` messages) are noted for their matrices. Documents opened
 * to be drawn keep pdfjs's own port, untouched. The message shapes are pdfjs-dist 5.6's (pinned in the
 * catalog); `readTextRuns` fails loudly if the answer is not the walk's, and the corpus tests read through it.
 */

/** Stands in the operator list for "the walk's runs": no pdfjs operator is negative. */
const TEXT_RUNS_OP = -1;
const STREAM_ENQUEUE = 4;
const STREAM_CLOSE = 3;
const STREAM_ERROR = 5;

interface Port {
  postMessage(message: unknown, transfer?: unknown): void;
  addEventListener(type: string, listener: (event: { data: unknown }) => void, options?: unknown): void;
  removeEventListener(type: string, listener: (event: { data: unknown }) => void): void;
}

interface DocumentHandlerFactory {
  createDocumentHandler(docParams: unknown, port: Port): unknown;
}

interface OperatorChunk {
  fnArray: ArrayLike<number>;
  argsArray: ArrayLike<unknown>;
  lastChunk: boolean;
  separateAnnots: unknown;
  length: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isOperatorChunk(value: unknown): value is OperatorChunk {
  return (
    isRecord(value) &&
    isRecord(value.fnArray) &&
    isRecord(value.argsArray) &&
    typeof value.length === 'number' &&
    typeof value.lastChunk === 'boolean'
  );
}

/** Opened to be read, not drawn: the reading thread's text pass (open-pdf.ts, reader-thread.ts). */
function isReadOnlyDocument(docParams: unknown): boolean {
  return isRecord(docParams) && isRecord(docParams.evaluatorOptions)
    ? docParams.evaluatorOptions.disableFontFace === false
    : false;
}

function walkingPort(port: Port, docId: unknown, ops: typeof PdfjsOps): Port {
  const parserName = `${String(docId)}_worker`;
  const fontMatrices = new Map<string, unknown>();
  const walks = new Map<number, TextRunWalk>();
  const fontMatrixOf = (name: string) => fontMatrices.get(name);
  // pdfjs removes its listeners by aborting a signal it passes; a listener is wrapped once.
  const wrapped = new WeakMap<(event: { data: unknown }) => void, (event: { data: unknown }) => void>();
  return {
    postMessage(message, transfer) {
      if (!isRecord(message)) return port.postMessage(message, transfer);
      const { streamId } = message;
      const walk = typeof streamId === 'number' ? walks.get(streamId) : undefined;
      if (walk && typeof streamId === 'number') {
        if (message.stream === STREAM_ENQUEUE && isOperatorChunk(message.chunk)) {
          const chunk = message.chunk;
          walk.step(chunk.fnArray, chunk.argsArray, chunk.length);
          const last = chunk.lastChunk;
          if (last) walks.delete(streamId);
          // Nothing is transferred: the parser has let go of the chunk's buffers once it is enqueued.
          return port.postMessage({
            ...message,
            chunk: {
              fnArray: last ? [TEXT_RUNS_OP] : [],
              argsArray: last ? [[walk.runs()]] : [],
              lastChunk: last,
              separateAnnots: chunk.separateAnnots,
              length: last ? 1 : 0,
            },
          });
        }
        if (message.stream === STREAM_CLOSE || message.stream === STREAM_ERROR) walks.delete(streamId);
      }
      if (message.action === 'commonobj' && Array.isArray(message.data) && message.data[1] === 'Font') {
        const [name, , font] = message.data;
        if (typeof name === 'string') fontMatrices.set(name, isRecord(font) ? font.fontMatrix : undefined);
      }
      return port.postMessage(message, transfer);
    },
    addEventListener(type, listener, options) {
      const watching = (event: { data: unknown }) => {
        const { data } = event;
        if (
          isRecord(data) &&
          data.action === 'GetOperatorList' &&
          data.targetName === parserName &&
          typeof data.streamId === 'number'
        ) {
          walks.set(data.streamId, createTextRunWalk(ops, fontMatrixOf));
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
 * Makes every document opened to be read (not drawn) walk its operator lists inside the parser. Call
 * once pdfjs is loaded in this thread (`globalThis.pdfjsWorker` holds its parser module), before opening.
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
  handlers.createDocumentHandler = function (this: unknown, docParams: unknown, port: Port) {
    const docId = isRecord(docParams) ? docParams.docId : undefined;
    const chosen = isReadOnlyDocument(docParams) ? walkingPort(port, docId, ops) : port;
    return original.call(this, docParams, chosen);
  };
  installed = true;
}

/** The page's text runs, walked in the parser (installParserWalk): the one thing its operator list holds. */
export async function readTextRuns(page: PDFPageProxy, annotationModeDisable: number): Promise<TextRun[]> {
  const { fnArray, argsArray } = await page.getOperatorList({ annotationMode: annotationModeDisable });
  const runs: unknown = fnArray.length === 1 && fnArray[0] === TEXT_RUNS_OP ? argsArray[0]?.[0] : undefined;
  if (!Array.isArray(runs)) throw new Error('The operator list was not walked in the parser');
  return runs as TextRun[];
}
