import { DECK_MESSAGES } from '@pitchfit/contracts/messages';
import { eq } from '@pitchfit/db/orm';
import { deckExtractions, deckProfileCorrections, decks } from '@pitchfit/db/schema';
import { requeue } from '@pitchfit/decks/requeue';
import type { DeckEngine } from '@pitchfit/scoring/deck';
import { textPdf } from '@pitchfit/testing/pdf';
import { insertDeck, insertInvestor } from '@pitchfit/testing/rows';
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerDeps } from '../deps';
import { workerTestDeps } from '../test-deps';
import { scoreDeckProcessor } from './deck-score';

/** The slice of a BullMQ job the processor reads: which attempt this is, out of how many. */
function attempt(made: number, of: number): Job {
  return { attemptsMade: made, opts: { attempts: of } } as Job;
}

describe('scoreDeckProcessor on a failure that is worth retrying', () => {
  let deps: WorkerDeps;
  let deckId: string;

  beforeAll(async () => {
    deps = await workerTestDeps();
    const investor = await insertInvestor(deps.db);
    const deck = await insertDeck(deps.db, investor.id);
    const { contentHash } = deck;
    if (!contentHash) throw new Error('the deck has no file');
    // A stored extraction the engine cannot match (as if written by an incompatible engine build):
    // matching throws a plain error, which is not the file's fault, so the job is retried.
    const { primary } = deps.decks;
    await deps.db.insert(deckExtractions).values({
      contentHash,
      engine: primary.name,
      engineVersion: primary.version,
      extraction: { pageCount: 1 },
    });
    deckId = deck.id;
  });
  afterAll(() => deps.close());

  const deck = async () => (await deps.db.select().from(decks).where(eq(decks.id, deckId)))[0];

  it('waits in `queued` between attempts, and is failed with a readable reason after the last one', async () => {
    await expect(scoreDeckProcessor({ deckId, thesisVersion: 0 }, attempt(0, 3), deps)).rejects.toThrow();
    expect(await deck()).toMatchObject({ status: 'queued', failureReason: null, attempts: 1 });

    await expect(scoreDeckProcessor({ deckId, thesisVersion: 0 }, attempt(2, 3), deps)).rejects.toThrow();
    expect(await deck()).toMatchObject({
      status: 'failed',
      failureReason: DECK_MESSAGES.scoringFailed,
      attempts: 3,
    });
  });

  it('a failed deck is left alone until a recalculation requeues it', async () => {
    expect(await scoreDeckProcessor({ deckId, thesisVersion: 0 }, attempt(0, 3), deps)).toEqual({
      deckId,
      skipped: 'failed',
    });
  });
});

describe('scoreDeckProcessor on a deck already scored at its version', () => {
  it("announces the deck again: the first run's worker may have died between the write and its publish", async () => {
    const base = await workerTestDeps();
    const published: unknown[] = [];
    const deps: WorkerDeps = {
      ...base,
      deckChanges: { publish: async (change) => void published.push(change) },
    };
    try {
      const investor = await insertInvestor(deps.db);
      const { id: deckId } = await insertDeck(deps.db, investor.id, {
        status: 'scored',
        scoredThesisVersion: 0,
      });
      expect(await scoreDeckProcessor({ deckId, thesisVersion: 0 }, attempt(0, 3), deps)).toEqual({
        deckId,
        skipped: 'up-to-date',
      });
      expect(published).toEqual([{ investorId: investor.id, deckId }]);
    } finally {
      await base.close();
    }
  });
});

describe('scoreDeckProcessor when the deck is corrected while it is being scored', () => {
  it('scores it again with the correction, and only then', async () => {
    const base = await workerTestDeps();
    // The engine holds its first match until the test has saved a correction, as a request would.
    const matchedCompanies: Array<string | undefined> = [];
    let matching: () => void = () => undefined;
    const firstMatchStarted = new Promise<void>((resolve) => {
      matching = resolve;
    });
    let release: () => void = () => undefined;
    const correctionSaved = new Promise<void>((resolve) => {
      release = resolve;
    });
    const builtin = base.decks.primary;
    const held: DeckEngine = {
      ...builtin,
      match: async (input) => {
        matchedCompanies.push(input.extraction.facts.companyName?.value);
        if (matchedCompanies.length === 1) {
          matching();
          await correctionSaved;
        }
        return builtin.match(input);
      },
    };
    const deps: WorkerDeps = { ...base, decks: { ...base.decks, primary: held } };
    try {
      const { id: investorId } = await insertInvestor(deps.db);
      const ledgerly = async (salt: string) => {
        const bytes = textPdf([['Ledgerly', 'Automated bookkeeping for small businesses']], salt);
        return (await insertDeck(deps.db, investorId, { fileName: 'ledgerly.pdf' }, bytes)).id;
      };
      const title = async (deckId: string) => {
        const [row] = await deps.db
          .select({ status: decks.status, parsedData: decks.parsedData })
          .from(decks)
          .where(eq(decks.id, deckId));
        return { status: row?.status, title: row?.parsedData?.title };
      };

      const deckId = await ledgerly('held');
      const scoring = scoreDeckProcessor({ deckId, thesisVersion: 0 }, attempt(0, 3), deps);
      await firstMatchStarted;
      // What PATCH /api/decks/{id}/profile/ does: store the correction, then ask for a recalculation,
      // which leaves a deck being scored `processing` (its job is running, so nothing is queued).
      await deps.db
        .insert(deckProfileCorrections)
        .values({ deckId, investorId, corrections: { company: 'Ledgerly Corrected' } });
      await requeue(deps, investorId, deckId);
      release();
      await scoring;
      expect(matchedCompanies).toEqual(['Ledgerly', 'Ledgerly Corrected']);
      expect(await title(deckId)).toEqual({ status: 'scored', title: 'Ledgerly Corrected' });

      // Left alone meanwhile, a deck is matched once: an unchanged correction is no reason to rescore.
      matchedCompanies.length = 0;
      const quiet = await ledgerly('quiet');
      await deps.db
        .insert(deckProfileCorrections)
        .values({ deckId: quiet, investorId, corrections: { company: 'Quiet Co', customer: 'business' } });
      await scoreDeckProcessor({ deckId: quiet, thesisVersion: 0 }, attempt(0, 3), deps);
      expect(matchedCompanies).toEqual(['Quiet Co']);
      expect(await title(quiet)).toEqual({ status: 'scored', title: 'Quiet Co' });
    } finally {
      await base.close();
    }
  });
});

describe("scoreDeckProcessor's result", () => {
  it('says where the job spent its time: the read and analysis of a fresh extraction, none for a stored one', async () => {
    const deps = await workerTestDeps();
    try {
      const { id: investorId } = await insertInvestor(deps.db);
      const bytes = textPdf([['Ledgerly', 'Automated bookkeeping for small businesses']], 'timings');
      const first = await insertDeck(deps.db, investorId, { fileName: 'ledgerly.pdf' }, bytes);
      const fresh = await scoreDeckProcessor({ deckId: first.id, thesisVersion: 0 }, attempt(0, 3), deps);
      expect(fresh).toMatchObject({ written: true, extractedNow: true });
      const { timings } = fresh as { timings: Record<string, number> };
      expect(Object.keys(timings).sort()).toEqual(
        ['analysisMs', 'bytesMs', 'extract', 'match', 'readMs', 'start', 'write'].sort(),
      );
      for (const value of Object.values(timings)) expect(value).toBeGreaterThanOrEqual(0);
      // Reading a PDF takes its thread some time; the parts of the extraction fit within it.
      expect(timings.readMs).toBeGreaterThan(0);
      expect((timings.bytesMs ?? 0) + (timings.readMs ?? 0) + (timings.analysisMs ?? 0)).toBeLessThanOrEqual(
        timings.extract ?? 0,
      );

      // The same file sent to another fund: its extraction is stored, so nothing is read.
      const other = await insertInvestor(deps.db);
      const [second] = await deps.db
        .insert(decks)
        .values({
          investorId: other.id,
          contentHash: first.contentHash,
          fileName: 'ledgerly.pdf',
          source: 'pitch',
        })
        .returning();
      if (!second) throw new Error('deck insert returned nothing');
      const stored = await scoreDeckProcessor({ deckId: second.id, thesisVersion: 0 }, attempt(0, 3), deps);
      expect(stored).toMatchObject({ extractedNow: false });
      expect(Object.keys((stored as { timings: object }).timings).sort()).toEqual(
        ['extract', 'match', 'start', 'write'].sort(),
      );
    } finally {
      await deps.close();
    }
  });
});
