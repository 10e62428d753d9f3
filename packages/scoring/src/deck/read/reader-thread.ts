/**
 * The reading thread: the only place pdfjs is loaded. It parses the untrusted bytes, walks each page's
 * drawing operators where they are (only a page's texts and its hidden-text runs cross to the caller),
 * renders pages that need pixels, and analyses the text read (the built-in engine's extraction). The
 * caller (parser-thread.ts) can terminate it mid-parse or mid-analysis and caps its heap.
 */
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { extractDeckBuiltin } from '../analyze/profile/extract';
import { confirmHidden, scanHiddenText } from './hidden-text';
import { installInertFontFace } from './inert-fonts';
import { textFromContent } from './page-text';
import { documentParameters, loadPdfjs } from './pdfjs-runtime';
import { renderPage } from './render-page';
import type { RequestKind, ThreadReply, ThreadRequest, ThreadRequests } from './thread-protocol';
import { installParserWalk, readTextAndRuns } from './walk-in-parser';

type Handlers = {
  [K in RequestKind]: (args: ThreadRequests[K]['args']) => Promise<ThreadRequests[K]['result']>;
};

installInertFontFace();

let loading: PDFDocumentLoadingTask | undefined;
let openDoc: { doc: PDFDocumentProxy; drawsPages: boolean } | undefined;

function currentDoc(): PDFDocumentProxy {
  if (!openDoc) throw new Error('No document is open in the reading thread');
  return openDoc.doc;
}

/** Opened for its text, a document has fonts nobody can draw with: its pages would render as blanks. */
function drawableDoc(): PDFDocumentProxy {
  if (!openDoc?.drawsPages) throw new Error('The open document was not opened to be drawn');
  return openDoc.doc;
}

async function closeDoc(): Promise<void> {
  const task = loading;
  loading = undefined;
  openDoc = undefined;
  await task?.destroy();
}

const handlers: Handlers = {
  async open({ bytes, maxImagePixels, drawsPages }) {
    await closeDoc();
    const pdfjs = await loadPdfjs();
    installParserWalk(pdfjs.OPS);
    loading = pdfjs.getDocument(documentParameters(pdfjs, bytes, { maxImagePixels, drawsPages }));
    try {
      openDoc = { doc: await loading.promise, drawsPages };
    } catch (error) {
      await closeDoc();
      throw error;
    }
    return { numPages: openDoc.doc.numPages };
  },

  async layer({ page: number }) {
    const page = await currentDoc().getPage(number);
    try {
      const { content, runs: drawn } = await readTextAndRuns(page);
      const layerText = textFromContent(content);
      // A page without a text layer has nothing for its runs to hide or space out.
      const runs = layerText === '' ? [] : drawn;
      const drawnText = runs.map((run) => run.text).join(' ');
      return { layerText, drawnText, ...scanHiddenText(runs, page.view) };
    } finally {
      page.cleanup();
    }
  },

  async confirm({ page: number, longSidePx, suspects }) {
    const page = await drawableDoc().getPage(number);
    try {
      const rendered = await renderPage(page, longSidePx);
      const confirmed = new Set(confirmHidden(suspects, rendered));
      return { confirmed: suspects.flatMap((suspect, index) => (confirmed.has(suspect) ? [index] : [])) };
    } finally {
      page.cleanup();
    }
  },

  async render({ page: number, longSidePx }) {
    const page = await drawableDoc().getPage(number);
    try {
      const rendered = await renderPage(page, longSidePx);
      return { png: await rendered.canvas.encode('png'), scale: rendered.scale };
    } finally {
      page.cleanup();
    }
  },

  async close() {
    await closeDoc();
    return {};
  },

  async load() {
    await loadPdfjs();
    return {};
  },

  async analyze({ document, contentHash }) {
    return extractDeckBuiltin(document, contentHash);
  },
};

function handle(request: ThreadRequest): Promise<unknown> {
  // Each handler takes the arguments of its own kind; TypeScript cannot pair them through the union.
  const handler = handlers[request.kind] as (args: ThreadRequest['args']) => Promise<unknown>;
  return handler(request.args);
}

/** The heap V8 has committed for this thread: it keeps it, used or not, while the thread lives. */
function heapBytes(): number {
  return getHeapStatistics().total_heap_size;
}

const port = parentPort;
if (!port) throw new Error('reader-thread.ts runs as a worker thread');
port.on('message', (request: ThreadRequest) => {
  handle(request).then(
    (result) =>
      port.postMessage({ id: request.id, ok: true, result, heapBytes: heapBytes() } satisfies ThreadReply),
    (error: unknown) => {
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      port.postMessage({
        id: request.id,
        ok: false,
        error: { name, message },
        heapBytes: heapBytes(),
      } satisfies ThreadReply);
    },
  );
});
