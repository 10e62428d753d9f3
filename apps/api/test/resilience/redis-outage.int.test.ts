import { deckSubmittedSchema } from '@pitchfit/contracts/deck';
import { thesisResponseSchema } from '@pitchfit/contracts/profile';
import { and, eq, inArray } from '@pitchfit/db/orm';
import { decks } from '@pitchfit/db/schema';
import { type PrivateRedis, startPrivateRedis } from '@pitchfit/testing/private-redis';
import { waitFor } from '@pitchfit/testing/wait';
import type { WorkerProcess } from '@pitchfit/testing/worker-process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvestor, postDeck, type TestInvestor, thesisVersionOf } from '../decks/helpers';
import { smallDeck } from '../decks/pdf-fixtures';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { countByStatus, startWorker, uploadDecks } from './helpers';

const OUTAGE_MS = 10_000;
const THESIS = 'Seed-stage B2B fintech in Europe; first checks of $500k to $2M.';

describe('Redis stopped for 10 s while decks arrive and the thesis changes', () => {
  // A Redis of this test alone: the machine's shared one serves every other test and must stay up.
  let redis: PrivateRedis;
  let t: TestApp;
  let vc: TestInvestor;
  let worker: WorkerProcess;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    t = await startTestApp({ worker: false, env: { REDIS_URL: redis.url } });
    vc = await createInvestor(t);
    worker = startWorker(t);
    await worker.ready;
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
    await redis.close();
  });

  it('answers every upload, the thesis change and a recalculation at once; every accepted deck ends scored', async () => {
    const before = await uploadDecks(t, vc, 3, 'before');
    await waitFor(async () => (await countByStatus(t, before)).scored === 3, 'the first decks', 30_000);

    await redis.stop();
    const outageEnds = Date.now() + OUTAGE_MS;
    const thesis = await t.app.inject({
      method: 'POST',
      url: '/api/expandprofile/',
      payload: { thesis: THESIS },
      headers: { authorization: vc.auth },
    });
    expect(thesis.statusCode).toBe(200);
    expect(thesisResponseSchema.parse(thesis.json())).toMatchObject({
      thesis_updated: true,
      decks_rescored: 3,
    });
    const recalculation = await t.app.inject({
      method: 'POST',
      url: `/api/decks/${before[0]}/match/`,
      headers: { authorization: vc.auth },
    });
    expect(recalculation.statusCode).toBe(202);

    // Uploads through the whole outage, the founders' public page and the investor's own test upload.
    const during: string[] = [];
    for (let i = 0; Date.now() < outageEnds; i++) {
      const res =
        i % 2 === 0
          ? await postDeck(t, `/api/pitch/${vc.username}/submit/`, {
              fileName: `during-${i}.pdf`,
              bytes: smallDeck(`during-${i}`),
            })
          : await postDeck(
              t,
              `/api/vc/${vc.username}/submit-deck/`,
              { fileName: `during-${i}.pdf`, bytes: smallDeck(`during-${i}`) },
              vc.auth,
            );
      expect(res.statusCode).toBe(201);
      during.push(deckSubmittedSchema.parse(res.json()).id);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // At least one upload by each route.
    expect(during.length).toBeGreaterThanOrEqual(2);
    // Nothing could be scored meanwhile: the decks wait in PostgreSQL.
    expect(await countByStatus(t, during)).toEqual({ queued: during.length });

    // Back, and empty: whatever jobs Redis held are gone.
    await redis.start();
    const version = await thesisVersionOf(t, vc.id);
    const all = [...before, ...during];
    const scoredAtCurrentVersion = async () => {
      const rows = await t.deps.db
        .select({ id: decks.id })
        .from(decks)
        .where(
          and(inArray(decks.id, all), eq(decks.status, 'scored'), eq(decks.scoredThesisVersion, version)),
        );
      return rows.length;
    };
    await waitFor(async () => (await scoredAtCurrentVersion()) === all.length, 'every deck scored', 45_000);
    expect(worker.logs.some((line) => line.msg === 'reconciled decks whose scoring job was missing')).toBe(
      true,
    );
  });
});
