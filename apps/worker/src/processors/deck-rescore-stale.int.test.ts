import { createHash, randomBytes } from 'node:crypto';
import type { DeckChange } from '@pitchfit/contracts/deck-events';
import type { DeckProfileCorrections } from '@pitchfit/contracts/deck-profile';
import { BACKGROUND_RESCORE_PRIORITY, JOBS } from '@pitchfit/contracts/jobs';
import { createDb } from '@pitchfit/db/client';
import { eq } from '@pitchfit/db/orm';
import { deckExtractions, deckFiles, deckProfileCorrections, decks } from '@pitchfit/db/schema';
import { loadCurrentThesis } from '@pitchfit/decks/scoring-context';
import { thesisChanged } from '@pitchfit/decks/thesis-changed';
import { type DeckEngine, type DeckExtraction, toDeckFields } from '@pitchfit/scoring/deck';
import { readDeck } from '@pitchfit/scoring/deck/read';
import { createTestDatabase } from '@pitchfit/testing/database';
import { textPdf } from '@pitchfit/testing/pdf';
import { insertInvestor } from '@pitchfit/testing/rows';
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withProfileCorrections } from '../deck-scoring/profile-corrections';
import type { WorkerDeps } from '../deps';
import { workerTestDeps } from '../test-deps';
import { RESCORE_CHUNK, rescoreStaleProcessor } from './deck-rescore-stale';

const THESIS = 'Seed-stage fintech in Europe; first checks of $500k.';
const PAGES = [
  [
    ['Acme Pay', 'Payments for small shops in Germany'],
    ['We raise $1M seed', 'Jane Doe, CEO'],
  ],
  [
    ['Bolt Robotics', 'Warehouse robots for retailers in the US'],
    ['Series A: $8M', 'Sam Lee, CTO'],
  ],
];
const CORRECTION: DeckProfileCorrections = { company: 'Renamed Co', primary_sector: 'fintech' };
const noJob = {} as Job;

/**
 * A worker's deps on a database of their own, every statement and published change recorded. A
 * statement is recorded once per text and parameters: postgres.js reports a statement it prepares
 * both when describing and when running it.
 */
async function recordingDeps() {
  const url = await createTestDatabase();
  const base = await workerTestDeps({ DATABASE_URL: url, DECK_OCR: 'false' });
  const statements: string[] = [];
  const seen = new Set<string>();
  const counted = createDb(url, {
    onQuery: (query, parameters) => {
      const key = `${query}\n${JSON.stringify(parameters)}`;
      if (!seen.has(key)) statements.push(query);
      seen.add(key);
    },
  });
  const published: DeckChange[] = [];
  const deps: WorkerDeps = {
    ...base,
    db: counted.db,
    deckChanges: { publish: async (change) => void published.push(change) },
    close: async () => {
      await counted.close();
      await base.close();
    },
  };
  return { deps, statements, published };
}

/** The built-in engine's reading of each test deck, as a first upload stores it. */
async function baseExtractions(deps: WorkerDeps): Promise<DeckExtraction[]> {
  const engine = deps.decks.fallback;
  return Promise.all(
    PAGES.map(async (pages) => {
      const bytes = new Uint8Array(textPdf(pages));
      const document = await readDeck(bytes, deps.decks.readOptions);
      return engine.extract({ bytes, document, contentHash: 'base' });
    }),
  );
}

/**
 * `count` decks of a new investor at thesis version 1, each queued with a score of version 0 and its
 * own stored extraction (the test decks in turn), as a thesis change leaves them; and one more deck
 * whose extraction is not stored.
 */
async function seedStaleDecks(deps: WorkerDeps, count: number) {
  const investor = await insertInvestor(deps.db, { thesis: THESIS, thesisVersion: 1 });
  const bases = await baseExtractions(deps);
  const engine = deps.decks.primary;
  const stored = new Map<string, DeckExtraction>();
  const salt = randomBytes(4).toString('hex');
  for (let start = 0; start <= count; start += 100) {
    const rows = Array.from({ length: Math.min(100, count + 1 - start) }, (_, offset) => {
      const index = start + offset;
      const bytes = Buffer.from(`%PDF-1.4 ${salt}-${index}`);
      const contentHash = createHash('sha256').update(bytes).digest('hex');
      const base = bases[index % bases.length] as DeckExtraction;
      return { index, bytes, contentHash, extraction: { ...base, contentHash } };
    });
    await deps.db
      .insert(deckFiles)
      .values(rows.map((r) => ({ contentHash: r.contentHash, bytes: r.bytes, byteSize: r.bytes.length })));
    const withExtraction = rows.filter((r) => r.index < count);
    if (withExtraction.length > 0)
      await deps.db.insert(deckExtractions).values(
        withExtraction.map((r) => ({
          contentHash: r.contentHash,
          engine: engine.name,
          engineVersion: engine.version,
          extraction: r.extraction,
        })),
      );
    const inserted = await deps.db
      .insert(decks)
      .values(
        rows.map((r) => ({
          investorId: investor.id,
          contentHash: r.contentHash,
          fileName: `d${r.index}.pdf`,
          source: 'pitch' as const,
          status: 'queued' as const,
          matchScore: 0.01,
          scoredThesisVersion: 0,
        })),
      )
      .returning({ id: decks.id, contentHash: decks.contentHash });
    for (const row of inserted) {
      const extraction = withExtraction.find((r) => r.contentHash === row.contentHash)?.extraction;
      if (extraction) stored.set(row.id, extraction);
    }
  }
  const unread = (await deps.db.select({ id: decks.id }).from(decks).where(eq(decks.investorId, investor.id)))
    .map(({ id }) => id)
    .filter((id) => !stored.has(id));
  return { investorId: investor.id, stored, unread };
}

const deckRows = (deps: WorkerDeps, investorId: string) =>
  deps.db.select().from(decks).where(eq(decks.investorId, investorId));

/** Statements that write scores into `decks`, and those that read chunks of stored extractions. */
/** finishScoring's one statement (it may open with a `with`): the update that sets the scored version. */
const scoreWrites = (statements: string[]) =>
  statements.filter((q) => /\bupdate "decks" set\b[\s\S]*scored_thesis_version = s\.thesis_version/i.test(q));
const chunkReads = (statements: string[]) =>
  statements.filter((q) => /^\s*select/i.test(q) && q.includes('"deck_extractions"'));

describe('rescoreStaleProcessor', () => {
  let recorded: Awaited<ReturnType<typeof recordingDeps>>;
  let seeded: Awaited<ReturnType<typeof seedStaleDecks>>;
  const count = RESCORE_CHUNK + 1;

  beforeAll(async () => {
    recorded = await recordingDeps();
    seeded = await seedStaleDecks(recorded.deps, count);
    // The investor's own correction of one deck's profile, laid over its reading as deck.score does.
    const corrected = [...seeded.stored.keys()][1] ?? '';
    await recorded.deps.db
      .insert(deckProfileCorrections)
      .values({ deckId: corrected, investorId: seeded.investorId, corrections: CORRECTION });
  }, 60_000);
  afterAll(() => recorded.deps.close());

  it('scores each stale deck from its stored extraction as the engine does, one read, one write and one message per chunk', async () => {
    const { deps, statements, published } = recorded;
    statements.length = 0;
    expect(
      await rescoreStaleProcessor({ investorId: seeded.investorId, thesisVersion: 1 }, noJob, deps),
    ).toEqual({
      investorId: seeded.investorId,
      thesisVersion: 1,
      written: count,
      queued: 1,
    });
    const sent = [...statements];

    const thesis = await loadCurrentThesis(deps.db, seeded.investorId);
    if (!thesis) throw new Error('no thesis');
    const corrections = await deps.db.select().from(deckProfileCorrections);
    for (const row of await deckRows(deps, seeded.investorId)) {
      const stored = seeded.stored.get(row.id);
      if (!stored) {
        // Its PDF must be read: a job of its own, behind the investor's other work.
        expect(row).toMatchObject({ status: 'queued', scoredThesisVersion: 0 });
        const job = await deps.queues.decks.getJob(
          JOBS['deck.score'].jobId({ deckId: row.id, thesisVersion: 1 }),
        );
        expect(job?.opts.priority).toBe(BACKGROUND_RESCORE_PRIORITY);
        continue;
      }
      const correction = corrections.find((c) => c.deckId === row.id)?.corrections ?? null;
      const extraction = withProfileCorrections(stored, correction);
      const expected = toDeckFields(extraction, await deps.decks.primary.match({ extraction, thesis }));
      expect(row).toMatchObject({
        status: 'scored',
        scoredThesisVersion: 1,
        matchScore: expected.match_score,
        parsedData: expected.parsed_data,
        investmentDetails: expected.investment_details,
        estimatedInvestmentAmount: expected.estimated_investment_amount,
        estimatedValuation: expected.estimated_valuation,
      });
    }
    const chunks = Math.ceil((count + 1) / RESCORE_CHUNK);
    expect(chunkReads(sent)).toHaveLength(chunks);
    expect(scoreWrites(sent)).toHaveLength(chunks);
    // One message per chunk, naming each deck written once.
    expect(published).toHaveLength(chunks);
    const announced = published.flatMap((change) => ('deckIds' in change ? change.deckIds : [change.deckId]));
    expect(announced.toSorted()).toEqual([...seeded.stored.keys()].toSorted());
  });

  it('run again (a retry, a redelivery), writes and announces nothing', async () => {
    const { deps, statements, published } = recorded;
    statements.length = 0;
    published.length = 0;
    expect(
      await rescoreStaleProcessor({ investorId: seeded.investorId, thesisVersion: 1 }, noJob, deps),
    ).toEqual({
      investorId: seeded.investorId,
      thesisVersion: 1,
      written: 0,
      queued: 1,
    });
    expect(scoreWrites(statements)).toEqual([]);
    expect(published).toEqual([]);
  });
});

describe('rescoreStaleProcessor when the thesis changes while it runs', () => {
  let recorded: Awaited<ReturnType<typeof recordingDeps>>;
  let seeded: Awaited<ReturnType<typeof seedStaleDecks>>;
  // Four chunks: the last is read only after the first was matched, so after the change.
  const count = 3 * RESCORE_CHUNK + 1;

  beforeAll(async () => {
    recorded = await recordingDeps();
    seeded = await seedStaleDecks(recorded.deps, count);
  }, 60_000);
  afterAll(() => recorded.deps.close());

  it('never writes a score of the old version as current, and stops once the change is seen', async () => {
    const { deps } = recorded;
    const builtin = deps.decks.primary;
    let changed: Promise<unknown> | null = null;
    // The change commits while the first chunk is being matched: after its read, before its write.
    const changingMidway: DeckEngine = {
      ...builtin,
      match: async (input) => {
        changed ??= thesisChanged(deps, seeded.investorId, async () => ({ thesis: `${THESIS} Also India.` }));
        await changed;
        return builtin.match(input);
      },
    };
    const result = await rescoreStaleProcessor({ investorId: seeded.investorId, thesisVersion: 1 }, noJob, {
      ...deps,
      decks: { ...deps.decks, primary: changingMidway },
    });
    expect(result).toMatchObject({ investorId: seeded.investorId, skipped: 'outdated-job' });
    expect(await loadCurrentThesis(deps.db, seeded.investorId)).toMatchObject({ version: 2 });

    const rows = await deckRows(deps, seeded.investorId);
    const written = rows.filter((row) => row.scoredThesisVersion === 1);
    // Its scores are kept (the first chunk's at least), but each deck still waits for the version-2 rescoring.
    expect(written.length).toBeGreaterThanOrEqual(RESCORE_CHUNK - 1);
    expect(rows.filter((row) => row.status === 'scored')).toEqual([]);
    // The chunk read after the change was not matched.
    const untouched = rows.filter((row) => seeded.stored.has(row.id) && row.scoredThesisVersion === 0);
    expect(untouched.length).toBeGreaterThan(0);

    // And the job of the old version, run again, stops before reading any deck.
    expect(
      await rescoreStaleProcessor({ investorId: seeded.investorId, thesisVersion: 1 }, noJob, deps),
    ).toEqual({
      investorId: seeded.investorId,
      skipped: 'outdated-job',
    });
  });
});
