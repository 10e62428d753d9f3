import type { DeckStatus, InvestmentReasoning, ParsedData } from '@pitchfit/contracts/deck';
import type { DeckStage, PassReason } from '@pitchfit/contracts/fund';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { deckFiles } from './deck-files';
import { investors } from './investors';
import { createdAt, updatedAt } from './timestamps';

export const decks = pgTable(
  'decks',
  {
    id: uuid().primaryKey().defaultRandom(),
    investorId: uuid()
      .notNull()
      .references(() => investors.id, { onDelete: 'cascade' }),
    /** Null only on a withdrawn deck's tombstone, whose file is gone. */
    contentHash: text().references(() => deckFiles.contentHash),
    fileName: text().notNull(),
    /** Who sent it: a founder through the public page, or the investor's own test upload. */
    source: text().$type<'pitch' | 'test'>().notNull(),
    /**
     * Its sender's key for fairness between senders (`senderKeyOf`: a digest, never the client
     * address), so the reconciler queues a deck that lost its job at its sender's place too. Kept only
     * until the deck is first scored or fails.
     */
    senderKey: text(),
    status: text().$type<DeckStatus>().notNull().default('queued'),
    failureReason: text(),
    attempts: integer().notNull().default(0),
    pageCount: integer(),
    matchScore: doublePrecision(),
    /**
     * The investor's thesis version the current score was computed against. The score is stale while
     * this is below `investors.thesis_version`; derived on read so it can never disagree with the versions.
     */
    scoredThesisVersion: integer(),
    parsedData: jsonb().$type<ParsedData>(),
    investmentDetails: jsonb().$type<InvestmentReasoning>(),
    estimatedInvestmentAmount: doublePrecision(),
    estimatedValuation: doublePrecision(),
    engine: text(),
    engineVersion: text(),
    scoredAt: timestamp({ withTimezone: true }),
    /** The fund's pipeline (issue 29): where the deck stands, and why it was passed. */
    stage: text().$type<DeckStage>().notNull().default('new'),
    passReason: text().$type<PassReason>(),
    /** A short reason the fund chose to share with the founder on a pass; the founder never sees more. */
    founderMessage: text(),
    /**
     * A founder's new version of a deck points at the one it replaces; `version` counts from 1. Only
     * the latest version is listed; a version is never a duplicate of another (its file differs).
     */
    previousDeckId: uuid().references((): AnyPgColumn => decks.id, { onDelete: 'set null' }),
    version: integer().notNull().default(1),
    uploadedAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('decks_investor_content_idx').on(t.investorId, t.contentHash),
    // The deck list's order (best match first, unscored last, newest first, id to break ties), per
    // investor: PostgreSQL reads a page off this index instead of sorting every deck of the investor.
    // Its leading columns also serve the match bands (investor + score range) and per-investor scans.
    index('decks_investor_rank_idx').on(
      t.investorId,
      t.matchScore.desc().nullsLast(),
      // PostgreSQL's default for DESC, as the list's ORDER BY says it: an index scan must match it.
      t.uploadedAt.desc().nullsFirst(),
      t.id,
    ),
    index('decks_status_idx').on(t.status),
    // One next version per deck, so two uploads at once cannot fork the chain; also finds the next.
    uniqueIndex('decks_previous_deck_idx').on(t.previousDeckId),
    // The fund's decks that are versions, so the deck list counts the decks they follow without
    // checking every deck of the fund (decks/deck-list.ts).
    index('decks_investor_versions_idx').on(t.investorId).where(sql`${t.previousDeckId} is not null`),
  ],
);
