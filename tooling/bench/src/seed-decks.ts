import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DECK_LIMITS } from '@pitchfit/contracts/constants';
import { sql } from '@pitchfit/db/orm';
import { deckExtractions, deckFiles, decks, investors } from '@pitchfit/db/schema';
import {
  createBuiltinDeckEngine,
  type DeckExtraction,
  type ThesisInput,
  toDeckFields,
} from '@pitchfit/scoring/deck';
import { readDeck } from '@pitchfit/scoring/deck/read';
import type { BenchStack } from './bench-stack';
import { type CorpusDeck, salted } from './corpus-decks';

const SEED_BATCH = 25;

export const benchEngine = createBuiltinDeckEngine();

const readOptions = {
  maxBytes: DECK_LIMITS.maxBytes,
  maxPages: DECK_LIMITS.maxPages,
  timeoutMs: DECK_LIMITS.timeoutMs,
  ocr: false,
};

export interface ScoredExtraction {
  extraction: DeckExtraction;
  fields: ReturnType<typeof toDeckFields>;
}

/** A signed-in investor made directly in the database, with a bearer header for the API. */
export async function createBenchInvestor(stack: Pick<BenchStack, 'deps'>) {
  const suffix = randomBytes(5).toString('hex');
  const [row] = await stack.deps.db
    .insert(investors)
    .values({
      googleSubject: `bench-${suffix}`,
      email: `bench-${suffix}@example.test`,
      username: `bench_${suffix}`,
    })
    .returning({ id: investors.id, username: investors.username });
  if (!row) throw new Error('could not create the bench investor');
  return { ...row, authorization: await benchAuthorization(stack, row.id) };
}

/**
 * A bearer header of a new session of the investor. Access tokens last 15 minutes: a bench that
 * seeds for long (a loaded machine took 17 minutes for 1,000 decks) signs in again before it measures.
 */
export async function benchAuthorization(
  stack: Pick<BenchStack, 'deps'>,
  investorId: string,
): Promise<string> {
  const token = await stack.deps.auth.accessTokens.issue({ investorId, sessionId: randomUUID() });
  return `Bearer ${token}`;
}

/** The engine's own work for an upload: read the PDF, extract, match against `thesis`. */
export async function engineScore(deck: CorpusDeck, thesis: ThesisInput) {
  const started = performance.now();
  const bytes = new Uint8Array(deck.bytes);
  const contentHash = createHash('sha256').update(bytes).digest('hex');
  const document = await readDeck(bytes, readOptions);
  const readAt = performance.now();
  const extraction = await benchEngine.extract({ bytes, document, contentHash });
  const matchAt = performance.now();
  const match = await benchEngine.match({ extraction, thesis });
  const fields = toDeckFields(extraction, match);
  const done = performance.now();
  const stages = { read: readAt - started, analysis: matchAt - readAt, match: done - matchAt };
  return { elapsed: done - started, stages, extraction, fields };
}

/**
 * An investor with `count` decks scored for thesis version 0, as uploads would leave them (bytes,
 * stored extraction and score), seeded directly to keep a bench short. Corpus decks are reused in
 * turn, salted so each deck is a distinct file.
 */
export async function seedScoredDecks(
  stack: BenchStack,
  corpus: CorpusDeck[],
  extractions: Map<string, ScoredExtraction>,
  count: number,
) {
  const investor = await createBenchInvestor(stack);
  const seeded: DeckExtraction[] = [];
  for (let start = 0; start < count; start += SEED_BATCH) {
    const batch = Array.from({ length: Math.min(SEED_BATCH, count - start) }, (_, offset) => {
      const index = start + offset;
      const deck = corpus[index % corpus.length] as CorpusDeck;
      const base = extractions.get(deck.file);
      if (!base) throw new Error(`no extraction for ${deck.file}`);
      const bytes = salted(deck.bytes, `seed-${investor.id}-${index}`);
      const contentHash = createHash('sha256').update(bytes).digest('hex');
      const extraction: DeckExtraction = { ...base.extraction, contentHash };
      seeded.push(extraction);
      return { deck, bytes, contentHash, extraction, fields: base.fields };
    });
    await stack.deps.db.transaction(async (tx) => {
      await tx
        .insert(deckFiles)
        .values(batch.map((d) => ({ contentHash: d.contentHash, bytes: d.bytes, byteSize: d.bytes.length })));
      await tx.insert(deckExtractions).values(
        batch.map((d) => ({
          contentHash: d.contentHash,
          engine: benchEngine.name,
          engineVersion: benchEngine.version,
          extraction: d.extraction,
        })),
      );
      await tx.insert(decks).values(
        batch.map((d) => ({
          investorId: investor.id,
          contentHash: d.contentHash,
          fileName: d.deck.file,
          source: 'pitch' as const,
          status: 'scored' as const,
          pageCount: d.extraction.pageCount,
          matchScore: d.fields.match_score,
          scoredThesisVersion: 0,
          parsedData: d.fields.parsed_data,
          investmentDetails: d.fields.investment_details,
          estimatedInvestmentAmount: d.fields.estimated_investment_amount,
          estimatedValuation: d.fields.estimated_valuation,
          engine: benchEngine.name,
          engineVersion: benchEngine.version,
          scoredAt: new Date(),
        })),
      );
    });
  }
  return { investor, seeded };
}

/**
 * `funds` more investors, each with a copy of `investorId`'s decks (new ids and scores, the same
 * files): a fund's decks among other funds', as the table is in service. With one fund owning every
 * row, PostgreSQL plans the list's reads as scans of the whole table.
 */
export async function seedOtherFunds(stack: Pick<BenchStack, 'deps'>, investorId: string, funds: number) {
  for (let fund = 0; fund < funds; fund++) {
    const other = await createBenchInvestor(stack);
    await stack.deps.db.execute(sql`insert into ${decks} (investor_id, content_hash, file_name, source, status,
      page_count, match_score, scored_thesis_version, parsed_data, investment_details,
      estimated_investment_amount, estimated_valuation, engine, engine_version, scored_at)
      select ${other.id}, content_hash, file_name, source, status, page_count, random(), scored_thesis_version,
        parsed_data, investment_details, estimated_investment_amount, estimated_valuation, engine,
        engine_version, scored_at
      from ${decks} where investor_id = ${investorId}`);
  }
}
