import type { CitedFact } from '@pitchfit/contracts/deck';
import type { DeckVersions } from '@pitchfit/contracts/deck-versions';
import type { Database } from '@pitchfit/db/client';
import { deckChainIds, latestVersionId } from '@pitchfit/db/decks/versions';
import { and, desc, eq, inArray } from '@pitchfit/db/orm';
import { deckExtractions, decks } from '@pitchfit/db/schema';
import { z } from 'zod';
import { deckNotFound, isDeckId } from './get-deck';
import { diffVersions, type VersionReading } from './version-diff';

/**
 * Where the deck says it is based, from its stored extraction (`profile.headquarters`): the deck's
 * cited facts do not carry it. Read leniently, since extractions of older engine versions lack it.
 */
const headquartersSchema = z.object({
  profile: z.object({
    headquarters: z
      .object({
        value: z.object({ place: z.string() }),
        page: z.number().int().positive(),
        quote: z.string(),
      })
      .nullish(),
  }),
});

async function headquartersFact(db: Database, contentHash: string | null): Promise<CitedFact[]> {
  if (contentHash === null) return [];
  const [stored] = await db
    .select({ extraction: deckExtractions.extraction })
    .from(deckExtractions)
    .where(eq(deckExtractions.contentHash, contentHash))
    .orderBy(desc(deckExtractions.createdAt))
    .limit(1);
  const hq = headquartersSchema.safeParse(stored?.extraction).data?.profile.headquarters;
  return hq ? [{ field: 'headquarters', value: hq.value.place, page: hq.page, quote: hq.quote }] : [];
}

/**
 * Every version of one of the fund's decks, oldest first, and what changed at each step: facts (each
 * cited to its page in both versions) and the match, part by part. NOT_FOUND for another fund's deck.
 */
export async function getDeckVersions(
  db: Database,
  investorId: string,
  deckId: string,
): Promise<DeckVersions> {
  if (!isDeckId(deckId)) throw deckNotFound();
  const [owned] = await db
    .select({ id: decks.id })
    .from(decks)
    .where(and(eq(decks.id, deckId), eq(decks.investorId, investorId)));
  if (!owned) throw deckNotFound();
  const chain = (await deckChainIds(db, await latestVersionId(db, deckId))).reverse();
  const rows = await db
    .select({
      id: decks.id,
      version: decks.version,
      fileName: decks.fileName,
      status: decks.status,
      matchScore: decks.matchScore,
      uploadedAt: decks.uploadedAt,
      parsedData: decks.parsedData,
      contentHash: decks.contentHash,
    })
    .from(decks)
    .where(and(inArray(decks.id, chain), eq(decks.investorId, investorId)))
    .orderBy(decks.version);
  const readings: VersionReading[] = await Promise.all(
    rows.map(async (row) => ({
      version: row.version,
      facts: [...(row.parsedData?.facts ?? []), ...(await headquartersFact(db, row.contentHash))],
      matchScore: row.matchScore,
      matchReasoning: row.parsedData?.match_reasoning ?? null,
    })),
  );
  return {
    versions: rows.map((row) => ({
      id: row.id,
      version: row.version,
      file_name: row.fileName,
      status: row.status,
      match_score: row.matchScore,
      uploaded_at: row.uploadedAt.toISOString(),
    })),
    diffs: readings.slice(1).flatMap((to, i) => {
      const from = readings[i];
      return from ? [diffVersions(from, to)] : [];
    }),
  };
}
