import { parsedDataSchema } from '@pitchfit/contracts/deck';
import type { Transaction } from '@pitchfit/db/client';
import { and, desc, eq, ne, sql } from '@pitchfit/db/orm';
import { decks } from '@pitchfit/db/schema';
import { companyKey } from '@pitchfit/scoring/deck';

/**
 * A founder who sends a new deck through the pitch page instead of their status link: once the deck
 * is read, it becomes the next version of the fund's latest earlier deck that gives one of the same
 * contact addresses (`parsed_data.contact_emails`, lower-case) and names the same company
 * (`companyKey`), if that deck is not withdrawn and not followed by a version already. Only pitch-page
 * decks take part (an investor's test upload is not a founder's), only a deck that is not a version
 * yet and has none after it is linked, and another fund's decks are never looked at.
 *
 * Race-safe: it runs in the transaction that writes the deck's first score, so no other deck sees its
 * addresses before its own link is decided. The deck and then the earlier one are locked (`FOR
 * UPDATE`, newer first), and whether a version follows the earlier one is read after its lock, so two
 * copies read at once cannot both follow it; `decks_previous_deck_idx` stands behind that. The copy
 * that lost looks again, and follows the winner when the winner was sent before it; otherwise it stays
 * on its own. A deck that a version already follows (sent through its status link before it was read)
 * is not linked: its chain would need renumbering.
 */

/** A deck whose link was decided: the fund to tell, and the deck it now follows. */
export interface FounderVersionLink {
  investorId: string;
  deckId: string;
  previousDeckId: string;
}

/** Looks again at most this often when a concurrent copy took the earlier deck meanwhile. */
const MAX_LOOKS = 3;

interface FounderIdentity {
  emails: string[];
  company: string;
}

function identityOf(parsedData: unknown): FounderIdentity | null {
  const parsed = parsedDataSchema.safeParse(parsedData);
  if (!parsed.success) return null;
  const company = parsed.data.title === null ? null : companyKey(parsed.data.title);
  const emails = parsed.data.contact_emails;
  return company === null || emails.length === 0 ? null : { emails, company };
}

const followedBy = async (tx: Transaction, deckId: string) =>
  (await tx.select({ id: decks.id }).from(decks).where(eq(decks.previousDeckId, deckId)).limit(1)).length > 0;

/** The deck, locked, if it may become a version: a pitch-page deck, in no chain yet, read, with an identity. */
async function lockLoneDeck(tx: Transaction, deckId: string) {
  const [deck] = await tx
    .select({
      id: decks.id,
      investorId: decks.investorId,
      parsedData: decks.parsedData,
    })
    .from(decks)
    .where(
      and(
        eq(decks.id, deckId),
        eq(decks.source, 'pitch'),
        ne(decks.status, 'withdrawn'),
        sql`${decks.previousDeckId} is null`,
      ),
    )
    .for('update');
  if (!deck || (await followedBy(tx, deck.id))) return null;
  const identity = identityOf(deck.parsedData);
  return identity ? { ...deck, identity } : null;
}

/** The fund's latest deck sent before `deck` with one of its addresses and its company, if any. */
async function latestMatch(
  tx: Transaction,
  deck: { id: string; investorId: string; identity: FounderIdentity },
) {
  const candidates = await tx
    .select({ id: decks.id, version: decks.version, parsedData: decks.parsedData })
    .from(decks)
    .where(
      and(
        eq(decks.investorId, deck.investorId),
        eq(decks.source, 'pitch'),
        ne(decks.status, 'withdrawn'),
        // Sent before it (the id breaks a tie), compared in SQL at the column's microseconds.
        sql`(${decks.uploadedAt}, ${decks.id}) < (select d.uploaded_at, d.id from ${decks} d where d.id = ${deck.id})`,
        sql`${decks.parsedData} -> 'contact_emails' ?| array[${sql.join(
          deck.identity.emails.map((email) => sql`${email}`),
          sql`, `,
        )}]::text[]`,
      ),
    )
    .orderBy(desc(decks.uploadedAt), desc(decks.id));
  return candidates.find((candidate) => identityOf(candidate.parsedData)?.company === deck.identity.company);
}

/**
 * Links `deckId` as the next version of its founder's earlier deck (see above), in a savepoint of the
 * caller's transaction (the one that wrote its first score); answers the link made, or null when the
 * deck stays on its own.
 */
export async function linkToEarlierVersion(
  outer: Transaction,
  deckId: string,
): Promise<FounderVersionLink | null> {
  return outer.transaction(async (tx) => {
    const deck = await lockLoneDeck(tx, deckId);
    if (!deck) return null;
    let taken: string | undefined;
    for (let look = 0; look < MAX_LOOKS; look += 1) {
      const match = await latestMatch(tx, deck);
      // The latest match is followed by another version (now, or since the last look): no link.
      if (!match || match.id === taken) return null;
      const [locked] = await tx
        .select({ id: decks.id, version: decks.version })
        .from(decks)
        .where(and(eq(decks.id, match.id), ne(decks.status, 'withdrawn')))
        .for('update');
      if (!locked) return null;
      if (await followedBy(tx, locked.id)) {
        taken = locked.id;
        continue;
      }
      await tx
        .update(decks)
        .set({ previousDeckId: locked.id, version: locked.version + 1 })
        .where(eq(decks.id, deck.id));
      return { investorId: deck.investorId, deckId: deck.id, previousDeckId: locked.id };
    }
    return null;
  });
}
