import { RATE_LIMIT_POLICIES } from '@pitchfit/contracts/constants';
import { QUEUES } from '@pitchfit/contracts/jobs';
import { enqueue } from '@pitchfit/queue/queues';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { basicAuth, TEST_OPERATOR_PASSWORD } from './operator-auth';

const DASHBOARD = '/admin/queues';

describe('queue dashboard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ worker: false, env: { OPERATOR_PASSWORD: TEST_OPERATOR_PASSWORD } });
  });
  afterAll(() => t.close());

  it('answers 401 with a Basic challenge without credentials, and with a wrong password or user', async () => {
    for (const headers of [{}, basicAuth('not-the-password'), basicAuth(TEST_OPERATOR_PASSWORD, 'admin')]) {
      for (const url of [DASHBOARD, `${DASHBOARD}/api/queues`]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.headers['www-authenticate']).toMatch(/^Basic realm=/);
        expect(res.json()).toEqual({
          error: 'Operator sign-in required.',
          detail: 'Operator sign-in required.',
        });
      }
    }
  });

  it('serves the UI and its assets from the npm package to the operator', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: DASHBOARD,
      headers: basicAuth(TEST_OPERATOR_PASSWORD),
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(`<base href="${DASHBOARD}/"`);

    const assets = [...page.body.matchAll(/(?:src|href)="(static\/[^"]+)"/g)].map((m) => m[1]);
    expect(assets.some((a) => a?.endsWith('.js'))).toBe(true);
    expect(assets.some((a) => a?.endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${DASHBOARD}/${asset}`,
        headers: basicAuth(TEST_OPERATOR_PASSWORD),
      });
      expect(res.statusCode, asset).toBe(200);
      expect(res.body.length, asset).toBeGreaterThan(0);
    }
  });

  it('lists every catalog queue with its job counts', async () => {
    await enqueue(t.deps.queues, 'deck.score', { deckId: crypto.randomUUID(), thesisVersion: 1 });
    const res = await t.app.inject({
      method: 'GET',
      url: `${DASHBOARD}/api/queues`,
      headers: basicAuth(TEST_OPERATOR_PASSWORD),
    });
    expect(res.statusCode).toBe(200);
    const { queues } = res.json() as { queues: { name: string; counts: Record<string, number> }[] };
    expect(queues.map((q) => q.name).sort()).toEqual(Object.values(QUEUES).sort());
    expect(queues.find((q) => q.name === QUEUES.decks)?.counts.waiting).toBe(1);
  });

  it('lets the operator retry and then clean a failed job', async () => {
    // The real worker refuses a payload that breaks the catalog's schema, for good: a failed job.
    t.startWorker();
    const job = await t.deps.queues.grading.add('application.grade', { gradingId: 'not-a-uuid' });
    await expect(job.waitUntilFinished(t.deps.queueEvents.grading, 10_000)).rejects.toThrow(
      /Invalid payload/,
    );
    await t.stopWorker();
    expect(await job.getState()).toBe('failed');

    const auth = basicAuth(TEST_OPERATOR_PASSWORD);
    const onJob = (action: 'retry' | 'clean', headers: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: `${DASHBOARD}/api/queues/grading/${job.id}/${action}`, headers });
    // The browser resends the operator's credentials to a request another site triggers: refused.
    expect((await onJob('retry', { ...auth, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect(await job.getState()).toBe('failed');

    expect((await onJob('retry', { ...auth, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(204);
    expect(await job.getState()).toBe('waiting');

    expect((await onJob('clean', auth)).statusCode).toBe(204);
    expect(await t.deps.queues.grading.getJob(job.id ?? '')).toBeUndefined();
  });

  it('refuses an address after too many failed sign-ins, even with the right password', async () => {
    const signIn = (password: string, remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: DASHBOARD, headers: basicAuth(password), remoteAddress });
    const { max } = RATE_LIMIT_POLICIES.operatorAuthFailure;
    for (let i = 0; i < max; i++) expect((await signIn(`guess-${i}`, '198.51.100.7')).statusCode).toBe(401);
    const blocked = await signIn(TEST_OPERATOR_PASSWORD, '198.51.100.7');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    expect((await signIn(TEST_OPERATOR_PASSWORD, '198.51.100.8')).statusCode).toBe(200);
  });
});
