import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { Deadline } from './deadline';
import { DeckReadError } from './deck-read-error';
import { hasPdfHeader, looksTruncated, openPdf } from './open-pdf';
import { textFromContent } from './page-text';
import { acquireParserThread, closeInThread, type ParserThread, releaseParserThread } from './parser-thread';
import type { DeckDocument, DeckPage, ReadDeckOptions } from './types';

// Pages requested ahead of the one being finished: keeps the parser thread busy while this thread assembles text.
const PAGES_IN_FLIGHT = 4;

interface TextLayerPage {
  number: number;
  text: string;
  failed: boolean;
}

async function readTextLayer(
  doc: PDFDocumentProxy,
  thread: ParserThread,
  deadline: Deadline,
): Promise<TextLayerPage[]> {
  const readPage = async (number: number): Promise<TextLayerPage> => {
    try {
      const page = await doc.getPage(number);
      const content = await page.getTextContent();
      page.cleanup();
      return { number, text: textFromContent(content), failed: false };
    } catch {
      return { number, text: '', failed: true };
    }
  };
  const pages: TextLayerPage[] = [];
  const inFlight = new Map<number, Promise<TextLayerPage>>();
  for (let number = 1; number <= doc.numPages; number++) {
    inFlight.set(number, readPage(number));
    const ahead = number - PAGES_IN_FLIGHT + 1;
    const due = inFlight.get(ahead);
    if (due) {
      pages.push(await deadline.race(due, thread.died));
      inFlight.delete(ahead);
    }
  }
  for (const due of inFlight.values()) pages.push(await deadline.race(due, thread.died));
  return pages;
}

/** Reads the text of every page of an untrusted PDF within the given limits. */
export async function readDeck(bytes: Uint8Array, options: ReadDeckOptions): Promise<DeckDocument> {
  if (bytes.byteLength > options.maxBytes) throw new DeckReadError('too_large', options);
  if (!hasPdfHeader(bytes)) throw new DeckReadError('not_pdf', options);
  const deadline = new Deadline(options.timeoutMs, options.signal);
  const thread = await acquireParserThread();
  let closedCleanly = false;
  try {
    const doc = await openPdf(bytes, thread, deadline, options, { maxImagePixels: 1 });
    try {
      if (doc.numPages > options.maxPages) throw new DeckReadError('too_many_pages', options);
      const truncated = looksTruncated(bytes);
      const textPages = await readTextLayer(doc, thread, deadline);
      const failedPages = textPages.filter((page) => page.failed).map((page) => page.number);
      if (failedPages.length === textPages.length || (truncated && failedPages.length > 0)) {
        throw new DeckReadError('corrupt', options);
      }
      const warnings: string[] = [];
      if (failedPages.length > 0) warnings.push(`${listPages(failedPages)} could not be read`);
      if (truncated)
        warnings.push('The file seems cut off at the end; the pages that could be read are kept');
      const pages: DeckPage[] = textPages.map((page) => ({
        number: page.number,
        text: page.text,
        source: page.text === '' ? 'none' : 'text-layer',
        hiddenText: [],
      }));
      if (pages.every((page) => page.text === '')) throw new DeckReadError('no_readable_text', options);
      return { pageCount: doc.numPages, pages, warnings, ocrPages: 0 };
    } finally {
      // A thread still parsing after the deadline is terminated below instead of waited for.
      if (!deadline.signal.aborted) closedCleanly = await closeInThread(doc, thread);
    }
  } catch (error) {
    if (error instanceof DeckReadError) throw error;
    if (deadline.timedOut) throw new DeckReadError('timeout', options, { cause: error });
    if (deadline.signal.aborted) throw error;
    throw new DeckReadError('corrupt', options, { cause: error });
  } finally {
    await releaseParserThread(thread, closedCleanly);
  }
}

export function listPages(numbers: number[]): string {
  return `${numbers.length === 1 ? 'Page' : 'Pages'} ${numbers.join(', ')}`;
}
