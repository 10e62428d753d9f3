import { BACKGROUND_RESCORE_PRIORITY, JOBS } from '@pitchfit/contracts/jobs';
import { thesisResponseSchema } from '@pitchfit/contracts/profile';
import { eq } from '@pitchfit/db/orm';
import { deckExtractions, decks } from '@pitchfit/db/schema';
import { enqueueBulk } from '@pitchfit/queue/queues';
import { skipWithoutCorpus } from '@pitchfit/testing/corpus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import {
  eventually,
  listDecks,
  pitchDecks,
  setThesis,
  settledDecks,
  startAppWithInvestor,
  type TestInvestor,
  thesisVersionOf,
} from './helpers';
import { corpusDeck, smallDeck } from './pdf-fixtures';

const THESES = [
  'Seed-stage fintech in Europe; first checks of $500k.',
  'Series A enterprise software and developer tools in North America; checks of $3M to $5M.',
  'Pre-seed consumer marketplaces and AI applications anywhere; checks up to $250k.',
];

describe.skipIf(skipWithoutCorpus())('stale scores after thesis changes', () => {
  let t: TestApp;
  let vc: TestInvestor;

  beforeAll(async () => {
    ({ t, vc } = await startAppWithInvestor());
  });
  afterAll(() => t.close());

  const rescoredBy = async (thesis: string) =>
    thesisResponseSchema.parse(await setThesis(t, vc, thesis)).decks_rescored;

  it('changing the thesis while the previous version is still being rescored ends with scores of the newest version', async () => {
    await setThesis(t, vc, THESES[0] ?? '');
    const files = [
      { fileName: 'finollama.pdf', bytes: corpusDeck('finollama.pdf') },
      { fileName: 'intercom.pdf', bytes: corpusDeck('intercom.pdf') },
      { fileName: 'a.pdf', bytes: smallDeck('stale-a') },
      { fileName: 'b.pdf', bytes: smallDeck('stale-b') },
    ];
    await pitchDecks(t, vc, files);
    const first = await settledDecks(t, vc.auth, files.length);
    const deckIds = first.map((d) => d.id);
    expect(first.every((d) => d.status === 'scored' && !d.scores_are_stale)).toBe(true);

    // Version 2 with its rescoring jobs queued (the fan-out's, made here while no worker runs) ...
    await t.stopWorker();
    expect(await rescoredBy(THESES[1] ?? '')).toBe(files.length);
    await enqueueBulk(
      t.deps.queues,
      'deck.score',
      deckIds.map((deckId) => ({ deckId, thesisVersion: 2 })),
      { priority: BACKGROUND_RESCORE_PRIORITY },
    );
    // ... and version 3 arrives before any of them ran.
    expect(await rescoredBy(THESES[2] ?? '')).toBe(files.length);
    expect(await thesisVersionOf(t, vc.id)).toBe(3);
    const waiting = await listDecks(t, vc.auth);
    expect(waiting.every((d) => d.scores_are_stale && d.status === 'queued')).toBe(true);

    t.startWorker();
    const final = await settledDecks(t, vc.auth, files.length);
    expect(final.every((d) => d.status === 'scored' && !d.scores_are_stale)).toBe(true);
    const rows = await t.deps.db.select().from(decks).where(eq(decks.investorId, vc.id));
    expect(rows.map((r) => r.scoredThesisVersion)).toEqual(rows.map(() => 3));

    // The version-2 jobs ran and wrote nothing: each skipped as outdated. The version-3 batch may
    // have scored every deck before they ran, so wait for each to finish.
    for (const deckId of deckIds) {
      const job = await eventually(async () => {
        const found = await t.deps.queues.decks.getJob(
          JOBS['deck.score'].jobId({ deckId, thesisVersion: 2 }),
        );
        return found?.finishedOn ? found : undefined;
      }, 'a version-2 job to finish');
      expect(job.returnvalue).toEqual({ deckId, skipped: 'outdated-job' });
    }
    // The version-2 rescoring may still be finishing beside version 3's: wait for its answer.
    const outdatedRescoring = await eventually(async () => {
      const job = await t.deps.queues.decks.getJob(
        JOBS['deck.rescoreStale'].jobId({ investorId: vc.id, thesisVersion: 2 }),
      );
      return job?.finishedOn ? job : undefined;
    }, 'the version-2 rescoring to finish');
    expect(outdatedRescoring.returnvalue).toEqual({ investorId: vc.id, skipped: 'outdated-job' });
  });

  it('rescoring matches the stored extractions in one job per thesis version, reading no PDF again', async () => {
    const rows = await t.deps.db.select({ id: decks.id }).from(decks).where(eq(decks.investorId, vc.id));
    const rescoring = await t.deps.queues.decks.getJob(
      JOBS['deck.rescoreStale'].jobId({ investorId: vc.id, thesisVersion: 3 }),
    );
    // Every deck written by the batch; none needed a job of its own to read its PDF.
    expect(rescoring?.returnvalue).toEqual({
      investorId: vc.id,
      thesisVersion: 3,
      written: rows.length,
      queued: 0,
    });
    for (const { id } of rows) {
      expect(
        await t.deps.queues.decks.getJob(JOBS['deck.score'].jobId({ deckId: id, thesisVersion: 3 })),
      ).toBeUndefined();
    }
    const extractions = await t.deps.db.select({ hash: deckExtractions.contentHash }).from(deckExtractions);
    expect(extractions).toHaveLength(rows.length);
  });
});
