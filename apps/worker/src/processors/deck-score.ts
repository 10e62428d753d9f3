import { DECK_MESSAGES } from '@pitchfit/contracts/messages';
import { DeckReadError } from '@pitchfit/scoring/deck/read';
import { type Job, UnrecoverableError } from 'bullmq';
import { extractOnce } from './deck-extraction';
import { markFailed, markProcessing, markWaitingForRetry, writeScore } from './deck-score-writes';
import { loadScoringContext, scoringDecision } from './deck-scoring-context';
import type { Processor } from './types';

/** True while running the job's final attempt: a failure now is the deck's final answer. */
export function isLastAttempt(job: Pick<Job, 'attemptsMade' | 'opts'>): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}

/**
 * Scores one deck against its investor's current thesis: the cached extraction (or a fresh read of
 * the PDF), then matching, then a write that an older thesis version can never win. Idempotent: a
 * redelivered job finds the deck scored and does nothing.
 */
export const scoreDeckProcessor: Processor<'deck.score'> = async ({ deckId, thesisVersion }, job, deps) => {
  const context = await loadScoringContext(deps.db, deckId);
  // The investor (and with it the deck) was deleted after the job was queued.
  if (!context) return { deckId, skipped: 'deck-deleted' };
  const decision = scoringDecision(context, thesisVersion);
  if (decision !== 'score') return { deckId, skipped: decision };

  const { engine, readOptions } = deps.decks;
  await markProcessing(deps.db, deckId, job.attemptsMade + 1);
  try {
    const { extraction, fresh } = await extractOnce(deps.db, engine, context.deck.contentHash, readOptions);
    const match = await engine.match({ extraction, thesis: context.thesis });
    const written = await writeScore(deps.db, deckId, {
      engine: engine.name,
      engineVersion: engine.version,
      thesisVersion: context.thesis.version,
      pageCount: extraction.pageCount,
      fields: engine.toDeckFields(extraction, match),
    });
    return { deckId, thesisVersion: context.thesis.version, written, extractedNow: fresh };
  } catch (error) {
    if (error instanceof DeckReadError) {
      // The file itself cannot be read: retrying would fail the same way.
      await markFailed(deps.db, deckId, error.message);
      throw new UnrecoverableError(error.message);
    }
    if (isLastAttempt(job)) await markFailed(deps.db, deckId, DECK_MESSAGES.scoringFailed);
    else await markWaitingForRetry(deps.db, deckId);
    throw error;
  }
};
