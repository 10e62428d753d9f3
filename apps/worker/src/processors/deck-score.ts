import { DECK_MESSAGES } from '@pitchfit/contracts/messages';
import { markFailed, markProcessing, markWaitingForRetry } from '@pitchfit/db/decks/transitions';
import { writeScore } from '@pitchfit/db/decks/write-score';
import { runWithFallback, toDeckFields } from '@pitchfit/scoring/deck';
import { DeckReadError } from '@pitchfit/scoring/deck/read';
import { type Job, UnrecoverableError } from 'bullmq';
import { extractOnce } from '../deck-scoring/deck-extraction';
import { loadScoringContext, scoringDecision } from '../deck-scoring/deck-scoring-context';
import type { Processor } from './types';

/** True while running the job's final attempt: a failure now is the deck's final answer. */
function isLastAttempt(job: Pick<Job, 'attemptsMade' | 'opts'>): boolean {
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

  // Every state written below is pushed to the investor's open screens right after it commits.
  const changed = () => deps.deckChanges.publish({ investorId: context.deck.investorId, deckId });
  await markProcessing(deps.db, deckId, job.attemptsMade + 1);
  await changed();
  try {
    const pipeline = deps.decks;
    const extracted = await extractOnce(deps.db, deps.deckBytes, pipeline, context.deck.contentHash);
    const matched = await runWithFallback(pipeline.primary, pipeline.fallback, (engine) =>
      engine.match({ extraction: extracted.extraction, thesis: context.thesis }),
    );
    const fallbackReason = extracted.fallbackReason ?? matched.fallbackReason;
    if (fallbackReason) {
      deps.logger.warn(
        { deckId, reason: fallbackReason },
        'Claude deck engine failed; used the built-in engine',
      );
    }
    const written = await writeScore(deps.db, deckId, {
      engine: matched.engine,
      engineVersion: matched.engineVersion,
      thesisVersion: context.thesis.version,
      pageCount: extracted.extraction.pageCount,
      fields: toDeckFields(extracted.extraction, matched.result),
    });
    if (written) await changed();
    return { deckId, thesisVersion: context.thesis.version, written, extractedNow: extracted.fresh };
  } catch (error) {
    if (error instanceof DeckReadError) {
      // The file itself cannot be read: retrying would fail the same way.
      await markFailed(deps.db, deckId, error.message);
      await changed();
      throw new UnrecoverableError(error.message);
    }
    if (isLastAttempt(job)) await markFailed(deps.db, deckId, DECK_MESSAGES.scoringFailed);
    else await markWaitingForRetry(deps.db, deckId);
    await changed();
    throw error;
  }
};
