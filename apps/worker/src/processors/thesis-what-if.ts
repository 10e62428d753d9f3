import { and, eq, isNotNull } from '@pitchfit/db/orm';
import { deckExtractions, deckProfileCorrections, decks, whatIfRequests } from '@pitchfit/db/schema';
import { BUILTIN_ENGINE_VERSION, type DeckExtraction, whatIf } from '@pitchfit/scoring/deck';
import { UnrecoverableError } from 'bullmq';
import { withProfileCorrections } from '../deck-scoring/profile-corrections';
import type { Processor } from './types';

/**
 * Matches a thesis being edited against the investor's decks from their stored built-in
 * extractions and answers the moves (the API waits for them); it writes nothing. A deck without a
 * built-in extraction of this engine version (not read yet, or read by an older version) is left
 * out of the comparison.
 */
export const whatIfProcessor: Processor<'thesis.whatIf'> = async ({ requestId }, _job, deps) => {
  const [row] = await deps.db.select().from(whatIfRequests).where(eq(whatIfRequests.id, requestId));
  // The API removed the request: it stopped waiting, so there is nobody to answer.
  if (!row) throw new UnrecoverableError(`what-if request ${requestId} is gone`);
  const rows = await deps.db
    .select({
      id: decks.id,
      fileName: decks.fileName,
      parsedData: decks.parsedData,
      score: decks.matchScore,
      extraction: deckExtractions.extraction,
      profileCorrections: deckProfileCorrections.corrections,
    })
    .from(decks)
    .innerJoin(
      deckExtractions,
      and(
        eq(deckExtractions.contentHash, decks.contentHash),
        eq(deckExtractions.engine, 'builtin'),
        eq(deckExtractions.engineVersion, BUILTIN_ENGINE_VERSION),
      ),
    )
    // The investor's own profile corrections, as their scoring uses them.
    .leftJoin(
      deckProfileCorrections,
      and(
        eq(deckProfileCorrections.deckId, decks.id),
        eq(deckProfileCorrections.investorId, decks.investorId),
      ),
    )
    .where(and(eq(decks.investorId, row.investorId), isNotNull(decks.contentHash)));
  const { thesis, answers = [], reading = null } = row.request;
  return whatIf(
    rows.map((deck) => {
      const reasoning = deck.parsedData?.match_reasoning;
      return {
        id: deck.id,
        name: deck.parsedData?.title ?? deck.fileName,
        extraction: withProfileCorrections(deck.extraction as DeckExtraction, deck.profileCorrections),
        score: deck.score,
        reasoning: typeof reasoning === 'object' && reasoning !== null ? reasoning : {},
      };
    }),
    { text: thesis, version: 0, answers, corrections: reading },
  );
};
