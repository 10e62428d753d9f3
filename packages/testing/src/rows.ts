import { createHash, randomBytes } from 'node:crypto';
import type { ParsedData } from '@pitchfit/contracts/deck';
import type { Database } from '@pitchfit/db/client';
import { deckFiles, decks, investors } from '@pitchfit/db/schema';

type InvestorRow = typeof investors.$inferSelect;
type DeckRow = typeof decks.$inferSelect;

/** An investor row with unique random identity; for tests that work below the sign-in flow. */
export async function insertInvestor(
  db: Database,
  overrides: Partial<typeof investors.$inferInsert> = {},
): Promise<InvestorRow> {
  const suffix = randomBytes(4).toString('hex');
  const [row] = await db
    .insert(investors)
    .values({
      googleSubject: suffix,
      email: `${suffix}@example.test`,
      username: `vc_${suffix}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('investor insert returned nothing');
  return row;
}

/** A deck of `investorId` over `bytes`, by default a tiny unique file (stored first, as intake does). */
export async function insertDeck(
  db: Database,
  investorId: string,
  overrides: Partial<typeof decks.$inferInsert> = {},
  bytes: Uint8Array = Buffer.from(`%PDF-1.4 ${randomBytes(8).toString('hex')}`),
): Promise<DeckRow> {
  const contentHash = createHash('sha256').update(bytes).digest('hex');
  await db.insert(deckFiles).values({ contentHash, bytes: Buffer.from(bytes), byteSize: bytes.length });
  const [row] = await db
    .insert(decks)
    .values({ investorId, contentHash, fileName: 'd.pdf', source: 'pitch', ...overrides })
    .returning();
  if (!row) throw new Error('deck insert returned nothing');
  return row;
}

/** A deck's parsed data with every field empty; override what a test is about. */
export function parsedData(overrides: Partial<ParsedData> = {}): ParsedData {
  return {
    title: null,
    description: null,
    investment_amount: null,
    valuation: null,
    founders: null,
    industry: null,
    founder_market_fit: null,
    product_market_fit: null,
    traction: null,
    tech_overview: null,
    match_reasoning: null,
    investment_reasoning: null,
    facts: [],
    flags: [],
    contact_emails: [],
    ...overrides,
  };
}
