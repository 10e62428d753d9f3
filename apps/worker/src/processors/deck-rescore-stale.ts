import type { Database } from '@pitchfit/db/client';
import { decksAwaitingScore } from '@pitchfit/db/decks/queries';
import { awaitsScoreSql } from '@pitchfit/db/decks/staleness';
import { and, eq, inArray } from '@pitchfit/db/orm';
import { deckExtractions, deckProfileCorrections, decks } from '@pitchfit/db/schema';
import { type DeckScoreWrite, finishScoring, scoreOneByOne } from '@pitchfit/decks/scoring';
import { loadCurrentThesis } from '@pitchfit/decks/scoring-context';
import { type DeckEngine, type DeckExtraction, runWithFallback, toDeckFields } from '@pitchfit/scoring/deck';
import { withProfileCorrections } from '../deck-scoring/profile-corrections';
import type { Processor } from './types';

/**
 * Decks per chunk: one read, one bulk write and one published message each. Matching 250 stored
 * extractions takes the built-in engine 15-70 ms (3,800-19,000 decks/s), so lock renewals and other
 * jobs' events barely wait behind it, and there are chunks enough for the database's reading and
 * writing of one to overlap the matching of the next.
 */
const RESCORE_CHUNK = 250;

/**
 * The chunk's decks that still await a score at `thesisVersion`, each with `engine`'s stored
 * extraction if any and the deck owner's profile corrections (as `deck.score` lays them over it).
 */
function chunkWithExtractions(db: Database, ids: string[], thesisVersion: number, engine: DeckEngine) {
  return db
    .select({
      id: decks.id,
      extraction: deckExtractions.extraction,
      profileCorrections: deckProfileCorrections.corrections,
    })
    .from(decks)
    .leftJoin(
      deckExtractions,
      and(
        eq(deckExtractions.contentHash, decks.contentHash),
        eq(deckExtractions.engine, engine.name),
        eq(deckExtractions.engineVersion, engine.version),
      ),
    )
    .leftJoin(
      deckProfileCorrections,
      and(
        eq(deckProfileCorrections.deckId, decks.id),
        eq(deckProfileCorrections.investorId, decks.investorId),
      ),
    )
    .where(and(inArray(decks.id, ids), awaitsScoreSql(thesisVersion)));
}

/** The investor's thesis as it is now, and the chunk's decks that still await a score for it. */
async function readChunk(db: Database, investorId: string, ids: string[], engine: DeckEngine) {
  const thesis = await loadCurrentThesis(db, investorId);
  return { thesis, decks: thesis ? await chunkWithExtractions(db, ids, thesis.version, engine) : [] };
}

/**
 * Rescores the investor's decks after a thesis change, one job per thesis version. Decks whose
 * extraction is stored (every deck scored before) are matched here in chunks: each chunk is read
 * in one statement, written in one (the version guard of `writeScores`: a result for an older
 * version never overwrites a newer one) and announced in one message, and the database reads the
 * next chunk and writes the last while this one is matched. The rest (no stored extraction: the PDF
 * must be read) get their own `deck.score` job at background priority, as do all decks when Claude
 * matches (a network call per deck, which per-deck jobs run in parallel). The thesis is read afresh
 * with each chunk: once a newer version exists this job stops, since that change queued its own.
 * Running it twice (a retry, a redelivery) writes nothing twice.
 */
export const rescoreStaleProcessor: Processor<'deck.rescoreStale'> = async (
  { investorId, thesisVersion },
  _job,
  deps,
) => {
  const current = await loadCurrentThesis(deps.db, investorId);
  if (!current) return { investorId, skipped: 'investor-deleted' };
  if (thesisVersion < current.version) return { investorId, skipped: 'outdated-job' };
  const pending = await decksAwaitingScore(deps.db, investorId, current.version);
  const { primary, fallback } = deps.decks;
  const matchHere = primary.name === 'builtin';
  const chunks: string[][] = [];
  for (let start = 0; start < pending.length; start += RESCORE_CHUNK)
    chunks.push(pending.slice(start, start + RESCORE_CHUNK).map(({ id }) => id));
  const read = (ids: string[] | undefined) => (ids ? readChunk(deps.db, investorId, ids, primary) : null);

  let written = 0;
  let queued = 0;
  const save = async (scores: DeckScoreWrite[], unread: string[], version: number) => {
    const changed = await finishScoring(deps, investorId, scores);
    await scoreOneByOne(deps, unread, version);
    written += changed.length;
    queued += unread.length;
  };
  let saving: Promise<void> = Promise.resolve();
  let reading = read(chunks[0]);
  try {
    for (let i = 0; reading; i++) {
      const { thesis, decks: chunk } = await reading;
      if (!thesis) return { investorId, skipped: 'investor-deleted', written, queued };
      if (thesisVersion < thesis.version) return { investorId, skipped: 'outdated-job', written, queued };
      reading = read(chunks[i + 1]);

      const scores: DeckScoreWrite[] = [];
      const unread: string[] = [];
      for (const deck of chunk) {
        if (!matchHere || !deck.extraction) {
          unread.push(deck.id);
          continue;
        }
        const extraction = withProfileCorrections(deck.extraction as DeckExtraction, deck.profileCorrections);
        const matched = await runWithFallback(primary, fallback, (engine) =>
          engine.match({ extraction, thesis }),
        );
        scores.push({
          deckId: deck.id,
          engine: matched.engine,
          engineVersion: matched.engineVersion,
          thesisVersion: thesis.version,
          pageCount: extraction.pageCount,
          fields: toDeckFields(extraction, matched.result),
        });
      }
      await saving;
      saving = save(scores, unread, thesis.version);
    }
    await saving;
  } finally {
    // A chunk read ahead of a return is not wanted; one still being written must finish first.
    await Promise.allSettled([saving, reading]);
  }
  return { investorId, thesisVersion, written, queued };
};
