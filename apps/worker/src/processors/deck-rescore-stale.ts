import type { Database } from '@pitchfit/db/client';
import { decksAwaitingScore } from '@pitchfit/db/decks/queries';
import { awaitsScoreSql } from '@pitchfit/db/decks/staleness';
import { and, eq, inArray, sql } from '@pitchfit/db/orm';
import { deckExtractions, deckProfileCorrections, decks, investors } from '@pitchfit/db/schema';
import { type DeckScoreWrite, finishScoring, scoreOneByOne } from '@pitchfit/decks/scoring';
import { loadCurrentThesis } from '@pitchfit/decks/scoring-context';
import { type DeckEngine, type DeckExtraction, runWithFallback, toDeckFields } from '@pitchfit/scoring/deck';
import { withProfileCorrections } from '../deck-scoring/profile-corrections';
import type { Processor } from './types';

/**
 * Decks per chunk: one read, one bulk write and one published message each. Matching 250 stored
 * extractions takes the built-in engine 15-70 ms (3,800-19,000 decks/s), so lock renewals and other
 * jobs' events barely wait behind it.
 */
export const RESCORE_CHUNK = 250;
/**
 * Chunks read ahead of the one being matched, and chunk writes left running behind it: on two shared
 * cores every statement waits to be scheduled as well as to run, so the next chunk's read and the
 * last one's write are sent before matching starts rather than one after the other.
 */
const READS_AHEAD = 2;
const WRITES_IN_FLIGHT = 2;

/** `promise` itself, marked handled: a chunk read or written ahead may fail before it is awaited. */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

type ChunkRow = Awaited<ReturnType<typeof chunkWithExtractions>>[number];

/**
 * The chunk's decks that still await a score at the investor's current thesis version, each with
 * that version (read in the same statement: a job whose version is no longer current stops there),
 * `engine`'s stored extraction if any, and the deck owner's profile corrections (as `deck.score`
 * lays them over it). Only these columns: each extraction crosses the wire and is parsed once.
 */
function chunkWithExtractions(db: Database, ids: string[], engine: DeckEngine) {
  return db
    .select({
      id: decks.id,
      currentVersion: investors.thesisVersion,
      // As text, parsed only as its deck is matched: parsed a chunk ahead, the extractions would
      // outlive the young generation while the chunk waits its turn, and be copied by the collector.
      extraction: sql<string | null>`${deckExtractions.extraction}::text`,
      profileCorrections: deckProfileCorrections.corrections,
    })
    .from(decks)
    .innerJoin(investors, eq(investors.id, decks.investorId))
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
    .where(and(inArray(decks.id, ids), awaitsScoreSql(investors.thesisVersion)));
}

/**
 * Rescores the investor's decks after a thesis change, one job per thesis version. Decks whose
 * extraction is stored (every deck scored before) are matched here in chunks: each chunk is read
 * in one statement, written in one (the version guard of `finishScoring`: a result for an older
 * version never overwrites a newer one, nor marks a deck scored once its version is not current)
 * and announced in one message, and the database reads the next chunk and writes the last while
 * this one is matched. The rest (no stored extraction: the PDF must be read) get their own
 * `deck.score` job at background priority, as do all decks when Claude matches (a network call per
 * deck, which per-deck jobs run in parallel). The thesis is read once, with its version; each chunk
 * reads the version again, and once a newer one exists this job stops, since that change queued
 * its own. Running it twice (a retry, a redelivery) writes nothing twice.
 */
export const rescoreStaleProcessor: Processor<'deck.rescoreStale'> = async (
  { investorId, thesisVersion },
  _job,
  deps,
) => {
  const thesis = await loadCurrentThesis(deps.db, investorId);
  if (!thesis) return { investorId, skipped: 'investor-deleted' };
  if (thesisVersion < thesis.version) return { investorId, skipped: 'outdated-job' };
  const pending = await decksAwaitingScore(deps.db, investorId, thesis.version);
  const { primary, fallback } = deps.decks;
  const matchHere = primary.name === 'builtin';
  const chunks: string[][] = [];
  for (let start = 0; start < pending.length; start += RESCORE_CHUNK)
    chunks.push(pending.slice(start, start + RESCORE_CHUNK).map(({ id }) => id));
  let written = 0;
  let queued = 0;
  const save = async (scores: DeckScoreWrite[], unread: string[]) => {
    const changed = await finishScoring(deps, investorId, scores);
    await scoreOneByOne(deps, unread, thesis.version);
    written += changed.length;
    queued += unread.length;
  };
  const reading: Promise<ChunkRow[]>[] = [];
  const saving = new Set<Promise<void>>();
  let nextChunk = 0;
  const readAhead = () => {
    for (; nextChunk < chunks.length && reading.length < READS_AHEAD; nextChunk++)
      reading.push(handled(chunkWithExtractions(deps.db, chunks[nextChunk] ?? [], primary)));
  };
  try {
    readAhead();
    for (let chunkRead = reading.shift(); chunkRead; chunkRead = reading.shift()) {
      const chunk = await chunkRead;
      // Every row carries the version as it was read; a deck-less chunk (all scored meanwhile) has none.
      if (chunk.some(({ currentVersion }) => currentVersion > thesis.version))
        return { investorId, skipped: 'outdated-job', written, queued };
      readAhead();

      const scores: DeckScoreWrite[] = [];
      const unread: string[] = [];
      for (const deck of chunk) {
        if (!matchHere || !deck.extraction) {
          unread.push(deck.id);
          continue;
        }
        const stored = JSON.parse(deck.extraction) as DeckExtraction;
        const extraction = withProfileCorrections(stored, deck.profileCorrections);
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
      if (saving.size >= WRITES_IN_FLIGHT) await Promise.race(saving);
      const write = handled(save(scores, unread));
      saving.add(write);
      void write.then(
        () => saving.delete(write),
        () => {},
      );
    }
    await Promise.all(saving);
  } finally {
    // Chunks read ahead of a return are not wanted; those still being written must finish first.
    await Promise.allSettled([...saving, ...reading]);
  }
  return { investorId, thesisVersion, written, queued };
};
