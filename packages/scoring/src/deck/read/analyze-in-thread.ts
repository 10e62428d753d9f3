import { boundDocument } from '../analyze/profile/prepare';
import type { DeckExtraction } from '../analyze/types';
import { Deadline } from './deadline';
import { DeckReadError } from './deck-read-error';
import { acquireParserThread, ParserThreadError, releaseParserThread } from './parser-thread';
import type { DeckDocument, ReadDeckOptions } from './types';

/**
 * The built-in engine's extraction of a deck already read, run in a reading thread (reader-thread.ts)
 * rather than on the caller's event loop, which serves the worker's other jobs. The text is bounded
 * before analysis (prepare.ts), and the analysis by `budgetMs`, what is left of the deck's deadline:
 * past it the thread is terminated and the deck fails with the reader's timeout sentence, which
 * names the whole limit (`options.timeoutMs`).
 */
export async function extractInThread(
  document: DeckDocument,
  contentHash: string,
  options: ReadDeckOptions,
  budgetMs: number,
): Promise<DeckExtraction> {
  const deadline = new Deadline(Math.max(0, Math.floor(budgetMs)), options.signal);
  const thread = acquireParserThread();
  let healthy = false;
  try {
    // Bounded here, so a hostile text is neither copied to the thread nor searched whole by the quote check.
    const bounded = boundDocument(document);
    const extraction = await deadline.race(
      thread.request('analyze', { document: bounded, contentHash }),
      thread.died,
    );
    healthy = true;
    return extraction;
  } catch (error) {
    if (deadline.timedOut) throw new DeckReadError('timeout', options, { cause: error });
    // The analysis threw and the thread answered: it is fit for the next deck.
    healthy = error instanceof ParserThreadError && thread.alive && !deadline.signal.aborted;
    throw error;
  } finally {
    await releaseParserThread(thread, healthy);
  }
}
