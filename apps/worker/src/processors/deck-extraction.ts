import type { Database } from '@pitchfit/db/client';
import { and, eq } from '@pitchfit/db/orm';
import { deckExtractions, deckFiles } from '@pitchfit/db/schema';
import { type ReadDeckOptions, readDeck } from '@pitchfit/scoring/deck/read';
import type { DeckExtractionBase, DeckScoringEngine } from './deck-engine';

export interface StoredExtraction {
  extraction: DeckExtractionBase;
  /** False when it came from the cache: the PDF was not read again. */
  fresh: boolean;
}

/**
 * The deck's thesis-independent extraction, computed once per content hash and engine version:
 * every later rescore (a thesis change, a recalculation, the same file sent to another investor)
 * reuses it instead of reading the PDF and paying for an AI extraction again.
 */
export async function extractOnce(
  db: Database,
  engine: DeckScoringEngine,
  contentHash: string,
  readOptions: ReadDeckOptions,
): Promise<StoredExtraction> {
  const key = and(
    eq(deckExtractions.contentHash, contentHash),
    eq(deckExtractions.engine, engine.name),
    eq(deckExtractions.engineVersion, engine.version),
  );
  const [cached] = await db.select({ stored: deckExtractions.extraction }).from(deckExtractions).where(key);
  // Rows are keyed by engine name and version, so a cached row is this engine's own output.
  if (cached) return { extraction: cached.stored as DeckExtractionBase, fresh: false };

  const [file] = await db
    .select({ bytes: deckFiles.bytes })
    .from(deckFiles)
    .where(eq(deckFiles.contentHash, contentHash));
  if (!file) throw new Error(`The file of deck content ${contentHash} is missing`);
  const bytes = new Uint8Array(file.bytes);
  const document = await readDeck(bytes, readOptions);
  const extraction = await engine.extract({ bytes, document, contentHash });
  // Two decks with the same content may be extracted at once; the first row wins and both are equal.
  await db
    .insert(deckExtractions)
    .values({ contentHash, engine: engine.name, engineVersion: engine.version, extraction })
    .onConflictDoNothing();
  return { extraction, fresh: true };
}
