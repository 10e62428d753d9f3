import { QUEUES } from '@pitchfit/contracts/jobs';
import { DECK_MESSAGES } from '@pitchfit/contracts/messages';
import { extractOnce } from '@pitchfit/decks/extraction';
import {
  fail,
  finishScoring,
  handToCostlyLane,
  retryLater,
  scoreAgain,
  startScoring,
} from '@pitchfit/decks/scoring';
import {
  type DeckScoringContext,
  loadProfileCorrections,
  loadScoringContext,
  scoringDecision,
} from '@pitchfit/decks/scoring-context';
import { runWithFallback, toDeckFields } from '@pitchfit/scoring/deck';
import { DeckReadError } from '@pitchfit/scoring/deck/read';
import { type Job, UnrecoverableError } from 'bullmq';
import { belongsToCostlyLane, fastLaneOcr } from '../deck-scoring/deck-lanes';
import { withProfileCorrections } from '../deck-scoring/profile-corrections';
import type { WorkerDeps } from '../deps';
import type { Processor } from './types';

/** True while running the job's final attempt: a failure now is the deck's final answer. */
function isLastAttempt(job: Pick<Job, 'attemptsMade' | 'opts'>): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}

/**
 * The decks' two lanes. `fast` (`deck.score`, every deck first) reads the text layer within
 * DECK_FAST_READ_MS and hands a deck that needs OCR or more time to `costly` (`deck.scoreCostly`, a
 * queue of its own), which reads it with OCR and the whole deck deadline. A deck's cost thus holds up
 * only decks that cost as much: text decks never wait behind OCR or a file built to be slow.
 */
type Lane = 'fast' | 'costly';

/**
 * Scores one deck against its investor's current thesis: the cached extraction (or a fresh read of
 * the PDF), then matching, then a write that an older thesis version can never win. Idempotent: a
 * redelivered job finds the deck scored and does nothing.
 */
/** The deck's extraction within its lane's limits; the fast lane gives each deck its own OCR page budget. */
async function extractInLane(deps: WorkerDeps, lane: Lane, contentHash: string) {
  const pipeline = deps.decks;
  if (lane === 'costly')
    return extractOnce(deps.db, deps.deckBytes, pipeline, contentHash, pipeline.readOptions);
  const ocr = pipeline.fastReadOptions.ocr ? fastLaneOcr() : false;
  try {
    return await extractOnce(deps.db, deps.deckBytes, pipeline, contentHash, {
      ...pipeline.fastReadOptions,
      ocr,
    });
  } finally {
    if (ocr) await ocr.close();
  }
}

function scoreDeckIn(lane: Lane): Processor<'deck.score' | 'deck.scoreCostly'> {
  return async function score({ deckId, thesisVersion }, job, deps): Promise<unknown> {
    const startedAt = performance.now();
    const context = await loadScoringContext(deps.db, deckId);
    // The investor (and with it the deck) was deleted after the job was queued.
    if (!context) return { deckId, skipped: 'deck-deleted' };
    const deck = { id: deckId, investorId: context.deck.investorId };
    const decision = scoringDecision(context, thesisVersion);
    // Scored already, perhaps by this job's first run, whose worker died between the write and its
    // publish: announce it again, or open screens would keep showing the deck as processing.
    if (decision === 'up-to-date') await deps.deckChanges.publish({ investorId: deck.investorId, deckId });
    if (decision !== 'score') return { deckId, skipped: decision };

    await startScoring(deps, deck, job.attemptsMade + 1);
    try {
      const pipeline = deps.decks;
      const extractAt = performance.now();
      const extracted = await extractInLane(deps, lane, context.deck.contentHash);
      const extraction = withProfileCorrections(extracted.extraction, context.profileCorrections);
      const matchAt = performance.now();
      const matched = await runWithFallback(pipeline.primary, pipeline.fallback, (engine) =>
        engine.match({ extraction, thesis: context.thesis }),
      );
      const writeAt = performance.now();
      const fallbackReason = extracted.fallbackReason ?? matched.fallbackReason;
      if (fallbackReason) {
        deps.logger.warn(
          { deckId, reason: fallbackReason },
          'Claude deck engine failed; used the built-in engine',
        );
      }
      const written = await finishScoring(deps, deck.investorId, [
        {
          deckId,
          engine: matched.engine,
          engineVersion: matched.engineVersion,
          thesisVersion: context.thesis.version,
          pageCount: extraction.pageCount,
          fields: toDeckFields(extraction, matched.result),
        },
      ]);
      if (written.length > 0 && (await correctedMeanwhile(deps, context))) {
        // The investor corrected the deck's profile while this job was scoring it: the recalculation
        // their correction asked for found this job running and queued nothing, so score it again
        // now, with the correction (its extraction is cached: only matching runs again).
        await scoreAgain(deps, deck);
        return score({ deckId, thesisVersion }, job, deps);
      }
      return {
        deckId,
        thesisVersion: context.thesis.version,
        written: written.length > 0,
        extractedNow: extracted.fresh,
        // Where the job's time went, in ms: kept with the job for operators and bench:pipeline.
        timings: {
          start: extractAt - startedAt,
          extract: matchAt - extractAt,
          ...extracted.timings,
          match: writeAt - matchAt,
          write: performance.now() - writeAt,
        },
      };
    } catch (error) {
      if (lane === 'fast' && belongsToCostlyLane(error)) {
        await handToCostlyLane(
          deps,
          deck,
          { deckId, thesisVersion: context.thesis.version },
          job.opts.priority,
        );
        return { deckId, thesisVersion: context.thesis.version, movedTo: QUEUES.decksCostly };
      }
      if (error instanceof DeckReadError) {
        // The file itself cannot be read: retrying would fail the same way.
        await fail(deps, deck, error.message);
        throw new UnrecoverableError(error.message);
      }
      if (isLastAttempt(job)) await fail(deps, deck, DECK_MESSAGES.scoringFailed);
      else await retryLater(deps, deck);
      throw error;
    }
  };
}

/**
 * Whether the deck's profile corrections stored now differ from those the job scored with. jsonb
 * comes back in one canonical key order, so equal corrections serialize alike.
 */
async function correctedMeanwhile(deps: WorkerDeps, context: DeckScoringContext): Promise<boolean> {
  const now = await loadProfileCorrections(deps.db, context.deck);
  return JSON.stringify(now) !== JSON.stringify(context.profileCorrections);
}

export const scoreDeckProcessor: Processor<'deck.score'> = scoreDeckIn('fast');
export const scoreCostlyDeckProcessor: Processor<'deck.scoreCostly'> = scoreDeckIn('costly');
