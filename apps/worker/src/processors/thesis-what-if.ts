import type { ParsedData } from '@pitchfit/contracts/deck';
import type { DeckProfileCorrections } from '@pitchfit/contracts/deck-profile';
import type { Database } from '@pitchfit/db/client';
import { and, eq, inArray, isNotNull, sql } from '@pitchfit/db/orm';
import { deckExtractions, deckProfileCorrections, decks, whatIfRequests } from '@pitchfit/db/schema';
import {
  BUILTIN_ENGINE_VERSION,
  type DeckExtraction,
  type WhatIfDeckDetails,
  whatIf,
} from '@pitchfit/scoring/deck';
import { UnrecoverableError } from 'bullmq';
import { withProfileCorrections } from '../deck-scoring/profile-corrections';
import type { Processor } from './types';

/**
 * Built-in extractions this worker has read, by content hash (at this process's engine version). A
 * stored extraction never changes, so a what-if reads from the database only those it has not read
 * yet: reading and parsing 1,000 of them (about 5 KB of JSON each) cost more than matching them.
 * At most EXTRACTIONS_KEPT, the least recently used dropped first.
 */
const extractions = new Map<string, DeckExtraction>();
const EXTRACTIONS_KEPT = 2_000;

async function builtinExtractions(db: Database, hashes: string[]): Promise<Map<string, DeckExtraction>> {
  const found = new Map<string, DeckExtraction>();
  const missing: string[] = [];
  for (const hash of hashes) {
    const kept = extractions.get(hash);
    if (!kept) missing.push(hash);
    else {
      // Used again: moved to the end, the last to be dropped.
      extractions.delete(hash);
      extractions.set(hash, kept);
      found.set(hash, kept);
    }
  }
  if (missing.length > 0) {
    const rows = await db
      .select({ contentHash: deckExtractions.contentHash, extraction: deckExtractions.extraction })
      .from(deckExtractions)
      .where(
        and(
          inArray(deckExtractions.contentHash, missing),
          eq(deckExtractions.engine, 'builtin'),
          eq(deckExtractions.engineVersion, BUILTIN_ENGINE_VERSION),
        ),
      );
    for (const row of rows) {
      const extraction = row.extraction as DeckExtraction;
      found.set(row.contentHash, extraction);
      extractions.set(row.contentHash, extraction);
    }
    for (const hash of extractions.keys()) {
      if (extractions.size <= EXTRACTIONS_KEPT) break;
      extractions.delete(hash);
    }
  }
  return found;
}

/**
 * Matches a thesis being edited against the investor's decks from their stored built-in
 * extractions and answers the moves (the API waits for them); it writes nothing. A deck without a
 * built-in extraction of this engine version (not read yet, or read by an older version) is left
 * out of the comparison. Each deck's name and the reasoning shown now are read only for the few
 * decks that move: reading them out of every deck's stored reading cost more than the matching.
 */
export const whatIfProcessor: Processor<'thesis.whatIf'> = async ({ requestId }, _job, deps) => {
  const [row] = await deps.db.select().from(whatIfRequests).where(eq(whatIfRequests.id, requestId));
  // The API removed the request: it stopped waiting, so there is nobody to answer.
  if (!row) throw new UnrecoverableError(`what-if request ${requestId} is gone`);
  const { investorId } = row;
  const rows = await deps.db
    .select({
      id: decks.id,
      contentHash: decks.contentHash,
      score: decks.matchScore,
      // The investor's own profile corrections, as their scoring uses them.
      profileCorrections: sql<DeckProfileCorrections | null>`(
        select ${deckProfileCorrections.corrections} from ${deckProfileCorrections}
        where ${deckProfileCorrections.deckId} = ${decks.id} and ${deckProfileCorrections.investorId} = ${decks.investorId}
      )`,
    })
    .from(decks)
    .where(and(eq(decks.investorId, investorId), isNotNull(decks.contentHash)));
  const stored = await builtinExtractions(
    deps.db,
    rows.flatMap((deck) => (deck.contentHash ? [deck.contentHash] : [])),
  );
  const { thesis, answers = [], reading = null } = row.request;
  return whatIf(
    rows.flatMap((deck) => {
      const extraction = deck.contentHash ? stored.get(deck.contentHash) : undefined;
      if (!extraction) return [];
      return [
        {
          id: deck.id,
          extraction: withProfileCorrections(extraction, deck.profileCorrections),
          score: deck.score,
        },
      ];
    }),
    { text: thesis, version: 0, answers, corrections: reading },
    (ids) => shownDetails(deps.db, investorId, ids),
  );
};

/** What the answer shows of the moving decks' current score: the name and reasoning, not the whole stored reading. */
async function shownDetails(
  db: Database,
  investorId: string,
  ids: readonly string[],
): Promise<Map<string, WhatIfDeckDetails>> {
  const rows = await db
    .select({
      id: decks.id,
      fileName: decks.fileName,
      title: sql<string | null>`${decks.parsedData}->>'title'`,
      reasoning: sql<ParsedData['match_reasoning']>`${decks.parsedData}->'match_reasoning'`,
    })
    .from(decks)
    .where(and(eq(decks.investorId, investorId), inArray(decks.id, [...ids])));
  return new Map(
    rows.map((deck) => [
      deck.id,
      {
        name: deck.title ?? deck.fileName,
        reasoning: typeof deck.reasoning === 'object' && deck.reasoning !== null ? deck.reasoning : {},
      },
    ]),
  );
}
