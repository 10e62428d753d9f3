import type { DeckProfile, DeckProfileCorrections } from '@pitchfit/contracts/deck-profile';
import type { Database } from '@pitchfit/db/client';
import { and, eq, sql } from '@pitchfit/db/orm';
import { deckExtractions, deckProfileCorrections, decks } from '@pitchfit/db/schema';
import { deckNotFound, isDeckId } from '../decks/get-deck';
import { profileView } from './profile-view';

/**
 * One of the investor's decks with its latest extraction (the one its score came from first, else
 * the newest) and the investor's own corrections of it; NOT_FOUND for another investor's deck.
 */
export async function getDeckProfile(db: Database, investorId: string, deckId: string): Promise<DeckProfile> {
  if (!isDeckId(deckId)) throw deckNotFound();
  const extraction = sql<unknown>`(
    select ${deckExtractions.extraction} from ${deckExtractions}
    where ${deckExtractions.contentHash} = ${decks.contentHash}
    order by (${deckExtractions.engine} = ${decks.engine} and ${deckExtractions.engineVersion} = ${decks.engineVersion}) desc nulls last,
      ${deckExtractions.createdAt} desc
    limit 1
  )`;
  const [row] = await db
    .select({ extraction, corrections: deckProfileCorrections.corrections })
    .from(decks)
    .leftJoin(
      deckProfileCorrections,
      and(eq(deckProfileCorrections.deckId, decks.id), eq(deckProfileCorrections.investorId, investorId)),
    )
    .where(and(eq(decks.id, deckId), eq(decks.investorId, investorId)));
  if (!row) throw deckNotFound();
  return profileView(deckId, row.extraction, row.corrections ?? ({} satisfies DeckProfileCorrections));
}
