import {
  GlobalWorkerOptions,
  getDocument,
  type PageViewport,
  type PDFDocumentProxy,
  type PDFPageProxy,
  Util,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { useEffect, useRef, useState } from 'react';
import { fetchDeckPdf } from './deck-file';
import { quotePieces } from './quote-highlight';

// The worker ships from this origin as a hashed asset, which the app's CSP (script-src 'self') allows.
GlobalWorkerOptions.workerSrc = workerUrl;

interface PdfPagePreviewProps {
  deckId: string;
  fileName: string;
  page: number;
  quote: string;
}

/** A highlight box in percent of the page, so it follows the canvas as the layout resizes. */
interface Highlight {
  left: number;
  top: number;
  width: number;
  height: number;
}

type Load = { state: 'loading' } | { state: 'ready'; document: PDFDocumentProxy } | { state: 'failed' };

function isTextItem(item: object): item is TextItem {
  return 'str' in item && 'transform' in item;
}

async function quoteHighlights(
  page: PDFPageProxy,
  viewport: PageViewport,
  quote: string,
): Promise<Highlight[]> {
  const items = (await page.getTextContent()).items.filter(isTextItem);
  return quotePieces(
    items.map((item) => item.str),
    quote,
  ).flatMap((index) => {
    const item = items[index];
    if (!item) return [];
    const [, , c = 0, d = 0, x = 0, y = 0] = Util.transform(viewport.transform, item.transform);
    const height = Math.hypot(c, d);
    return [
      {
        left: (x / viewport.width) * 100,
        top: ((y - height) / viewport.height) * 100,
        width: ((item.width * viewport.scale) / viewport.width) * 100,
        height: (height / viewport.height) * 100,
      },
    ];
  });
}

/** The one deck whose PDF is loaded (or loading): the modal's open deck. */
let openDeck: { deckId: string; document: Promise<PDFDocumentProxy> } | null = null;

/**
 * Fetches and parses a deck's PDF once, for every page the investor opens. The modal starts it as
 * it opens, so the first cited page draws without waiting for the file; one deck is kept, and
 * opening another lets the last one go.
 */
export function loadDeckDocument(deckId: string): Promise<PDFDocumentProxy> {
  if (openDeck?.deckId === deckId) return openDeck.document;
  const previous = openDeck;
  const document = fetchDeckPdf(deckId, new AbortController().signal)
    // No eval (the app's CSP forbids it) and no WebAssembly decoders: a rare JPEG 2000 image then
    // stays blank, which a preview can afford.
    .then((data) => getDocument({ data, isEvalSupported: false, useWasm: false }).promise);
  const entry = { deckId, document };
  openDeck = entry;
  // A failed load is asked for again next time rather than remembered.
  document.catch(() => {
    if (openDeck === entry) openDeck = null;
  });
  previous?.document.then(
    (old) => old.destroy(),
    () => {},
  );
  return document;
}

/** One page of a deck drawn by pdf.js in the browser, with the cited quote highlighted. */
export function PdfPagePreview({ deckId, fileName, page, quote }: PdfPagePreviewProps) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [rendering, setRendering] = useState(true);
  const [renderFailed, setRenderFailed] = useState(false);
  const [highlights, setHighlights] = useState<Highlight[]>([]);
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    loadDeckDocument(deckId).then(
      (document) => {
        if (current) setLoad({ state: 'ready', document });
      },
      () => {
        if (current) setLoad({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [deckId]);

  const document = load.state === 'ready' ? load.document : null;
  useEffect(() => {
    if (!document || !canvas.current || !frame.current) return;
    const target = canvas.current;
    const cssWidth = frame.current.clientWidth;
    let cancelled = false;
    let cancelRender = () => {};
    setRendering(true);
    setRenderFailed(false);
    setHighlights([]);
    (async () => {
      const pdfPage = await document.getPage(Math.min(page, document.numPages));
      if (cancelled) return;
      const viewport = pdfPage.getViewport({ scale: cssWidth / pdfPage.getViewport({ scale: 1 }).width });
      const ratio = window.devicePixelRatio || 1;
      target.width = Math.floor(viewport.width * ratio);
      target.height = Math.floor(viewport.height * ratio);
      const task = pdfPage.render({
        canvas: target,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      cancelRender = () => task.cancel();
      await task.promise;
      if (cancelled) return;
      setRendering(false);
      setHighlights(await quoteHighlights(pdfPage, viewport, quote));
    })().catch(() => {
      if (!cancelled) {
        setRendering(false);
        setRenderFailed(true);
      }
    });
    return () => {
      cancelled = true;
      cancelRender();
    };
  }, [document, page, quote]);

  const failed = load.state === 'failed' || renderFailed;
  const busy = !failed && (load.state === 'loading' || rendering);
  const pageCount = document?.numPages;
  return (
    <figure className="pdf-preview" aria-busy={busy}>
      <figcaption className="pdf-preview__caption">
        Page {page}
        {pageCount ? ` of ${pageCount}` : ''} · {fileName}
      </figcaption>
      {failed ? (
        <p className="pdf-preview__message">
          The page preview could not be shown; the quote above is from this page.
        </p>
      ) : (
        <div className="pdf-preview__frame" ref={frame}>
          <canvas
            ref={canvas}
            className="pdf-preview__canvas"
            role="img"
            aria-label={`Page ${page} of ${fileName}${highlights.length > 0 ? ', with the quoted text highlighted' : ''}`}
          />
          {highlights.map((box) => (
            <span
              key={`${box.left}:${box.top}`}
              className="pdf-preview__highlight"
              style={{
                left: `${box.left}%`,
                top: `${box.top}%`,
                width: `${box.width}%`,
                height: `${box.height}%`,
              }}
            />
          ))}
          {busy && (
            <p className="pdf-preview__loading">
              <span className="spinner" aria-hidden="true" /> Loading page {page}…
            </p>
          )}
        </div>
      )}
    </figure>
  );
}
