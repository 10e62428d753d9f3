import type { Database } from '@pitchfit/db/client';
import { and, eq } from '@pitchfit/db/orm';
import { deckExtractions } from '@pitchfit/db/schema';
import { type DeckEngine, type DeckExtraction, runWithFallback } from '@pitchfit/scoring/deck';
import { boundDocument } from '@pitchfit/scoring/deck/bounds';
import { extractInThread, type ReadDeckOptions, readDeck } from '@pitchfit/scoring/deck/read';
import type { DeckBytes } from './bytes/deck-bytes';

/** The engines a deck is read with, in order of preference, and the reader's limits. */
export interface ExtractionEngines {
  /** Claude when configured, else the built-in engine. */
  primary: DeckEngine;
  /** Takes over when the primary fails; the built-in engine, which needs no network. */
  fallback: DeckEngine;
  readOptions: ReadDeckOptions;
}

export interface StoredExtraction {
  extraction: DeckExtraction;
  /** False when it came from the store: the PDF was not read again. */
  fresh: boolean;
  /** Why the primary engine was not used, when the fallback produced it. */
  fallbackReason: string | null;
  /** Where a fresh extraction's time went, in ms; null when it came from the store. */
  timings: ExtractionTimings | null;
}

export interface ExtractionTimings {
  /** The file from the bytes store. */
  bytesMs: number;
  /** readDeck: pdfjs, pixel checks and OCR, in a reading thread. */
  readMs: number;
  /** The engine's extraction: the built-in analysis in a reading thread, or Claude's call. */
  analysisMs: number;
}

async function storedExtraction(db: Database, engine: DeckEngine, contentHash: string) {
  const [row] = await db
    .select({ extraction: deckExtractions.extraction })
    .from(deckExtractions)
    .where(
      and(
        eq(deckExtractions.contentHash, contentHash),
        eq(deckExtractions.engine, engine.name),
        eq(deckExtractions.engineVersion, engine.version),
      ),
    );
  // Rows are keyed by engine name and version, so a stored row is that engine's own output.
  return row ? (row.extraction as DeckExtraction) : null;
}

/**
 * The deck's thesis-independent extraction, computed once per content hash and engine version:
 * every later rescore (a thesis change, a recalculation, the same file sent to another investor)
 * reuses it instead of reading the PDF and paying for an AI extraction again. The PDF is read once
 * even when the primary engine fails and the fallback extracts instead.
 */
export async function extractOnce(
  db: Database,
  deckBytes: DeckBytes,
  pipeline: ExtractionEngines,
  contentHash: string,
  readOptions: ReadDeckOptions = pipeline.readOptions,
): Promise<StoredExtraction> {
  const stored = await storedExtraction(db, pipeline.primary, contentHash);
  if (stored) return { extraction: stored, fresh: false, fallbackReason: null, timings: null };

  // Used as read, not copied: the reader copies what it hands its thread, and every extra copy of a
  // multi-MB file is garbage that makes the collector interrupt the extraction (see docs/benchmarks.md).
  const bytesAt = performance.now();
  const bytes = await deckBytes.read(contentHash);
  if (!bytes) throw new Error(`The file of deck content ${contentHash} is missing`);
  // One deadline for the deck: what reading leaves of it is the analysis's budget.
  const startedAt = performance.now();
  const document = await readDeck(bytes, readOptions);
  const readAt = performance.now();
  const outcome = await runWithFallback(pipeline.primary, pipeline.fallback, (engine) =>
    // The built-in analysis runs in a reading thread: off this event loop, and stopped at the deadline.
    engine.name === 'builtin'
      ? extractInThread(
          document,
          contentHash,
          readOptions,
          readOptions.timeoutMs - (performance.now() - startedAt),
        )
      : // Claude's facts are checked against the page texts here, on this event loop: within the
        // analysis's bounds that costs under a second, where a 4 MB page took 138 s (issue 27).
        engine.extract({ bytes, document: boundDocument(document), contentHash }),
  );
  const timings = {
    bytesMs: startedAt - bytesAt,
    readMs: readAt - startedAt,
    analysisMs: performance.now() - readAt,
  };
  // Two decks with the same content may be extracted at once; the first row wins and both are equal.
  await db
    .insert(deckExtractions)
    .values({
      contentHash,
      engine: outcome.engine,
      engineVersion: outcome.engineVersion,
      extraction: outcome.result,
    })
    .onConflictDoNothing();
  return { extraction: outcome.result, fresh: true, fallbackReason: outcome.fallbackReason, timings };
}
