import { setTimeout } from 'node:timers/promises';
import { QUEUES } from '@pitchfit/contracts/jobs';
import { recordJobMetrics } from '@pitchfit/queue/job-metrics';
import { enqueue } from '@pitchfit/queue/queues';
import { createRedis } from '@pitchfit/queue/redis';
import { UnrecoverableError, Worker } from 'bullmq';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeps } from '../../src/deps';
import { readEnv } from '../../src/env';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { basicAuth, TEST_OPERATOR_PASSWORD } from './operator-auth';

/** A series as name and sorted labels, so `{a="1",b="2"}` and `{b="2",a="1"}` are one series. */
function seriesKey(series: string): string {
  const [, name = '', labels = ''] = series.match(/^([^{\s]+)(?:\{(.*)\})?$/) ?? [];
  return `${name}{${[...labels.matchAll(/\w+="(?:[^"\\]|\\.)*"/g)]
    .map(([pair]) => pair)
    .sort()
    .join(',')}}`;
}

/** The value of one sample line of an exposition, e.g. `pitchfit_queue_jobs{queue="decks",state="waiting"}`. */
function sample(exposition: string, series: string): number | undefined {
  const line = exposition
    .split('\n')
    .find((l) => !l.startsWith('#') && seriesKey(l.slice(0, l.lastIndexOf(' '))) === seriesKey(series));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('/metrics', () => {
  let t: TestApp;
  const scrape = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: basicAuth(TEST_OPERATOR_PASSWORD),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    return res.body;
  };

  beforeAll(async () => {
    t = await startTestApp({ worker: false, env: { OPERATOR_PASSWORD: TEST_OPERATOR_PASSWORD } });
  });
  afterAll(() => t.close());

  it('is for the operator only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: basicAuth('wrong-password'),
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('reports queue depth per queue and state, read at scrape time', async () => {
    const before = await scrape();
    expect(sample(before, 'pitchfit_queue_jobs{queue="decks",state="waiting"}')).toBe(0);
    await enqueue(t.deps.queues, 'deck.score', { deckId: crypto.randomUUID(), thesisVersion: 1 });
    await enqueue(
      t.deps.queues,
      'deck.score',
      { deckId: crypto.randomUUID(), thesisVersion: 1 },
      { priority: 1 },
    );
    const after = await scrape();
    expect(sample(after, 'pitchfit_queue_jobs{queue="decks",state="waiting"}')).toBe(1);
    expect(sample(after, 'pitchfit_queue_jobs{queue="decks",state="prioritized"}')).toBe(1);
    expect(sample(after, 'pitchfit_queue_jobs{queue="grading",state="waiting"}')).toBe(0);
    expect(sample(after, 'pitchfit_metrics_redis_up')).toBe(1);
  });

  it('reports request latency by route pattern and status class, not by raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/healthz?probe=1' });
    await t.app.inject({ method: 'GET', url: '/no/such/path/123' });
    const body = await scrape();
    const healthz =
      'pitchfit_http_request_duration_seconds_count{method="GET",route="/healthz",status_class="2xx"}';
    expect(sample(body, healthz)).toBe(2);
    expect(
      sample(
        body,
        'pitchfit_http_request_duration_seconds_bucket{method="GET",route="/healthz",status_class="2xx",le="+Inf"}',
      ),
    ).toBe(2);
    expect(
      sample(
        body,
        'pitchfit_http_request_duration_seconds_count{method="GET",route="(unmatched)",status_class="4xx"}',
      ),
    ).toBe(1);
    expect(body).not.toContain('/no/such/path');
  });

  it('counts job durations and failures once per job, however many API processes listen', async () => {
    // Jobs left by earlier tests would be processed too: start from an empty queue.
    await t.deps.queues.decks.drain();
    // A second API process on the same Redis: it hears the same events and must not double-count them.
    const secondApi = createDeps(readEnv(t.env), pino({ level: 'silent' }));
    // A stand-in worker, recording its own jobs as every worker process does.
    const worker = new Worker(
      QUEUES.decks,
      async (job) => {
        if (job.name === 'deck.rescoreStale') throw new UnrecoverableError('refused for the test');
        await setTimeout(60);
      },
      { connection: createRedis(t.env.REDIS_URL, 'blocking', () => {}), prefix: t.env.REDIS_PREFIX },
    );
    recordJobMetrics([worker], t.deps.redis, t.env.REDIS_PREFIX, (error) => {
      throw error;
    });
    try {
      await Promise.all(Object.values(secondApi.queueEvents).map((events) => events.waitUntilReady()));
      const deckId = crypto.randomUUID();
      const investorId = crypto.randomUUID();
      const scored = await enqueue(t.deps.queues, 'deck.score', { deckId, thesisVersion: 1 });
      const fannedOut = await enqueue(t.deps.queues, 'deck.rescoreStale', { investorId, thesisVersion: 2 });
      await scored.waitUntilFinished(t.deps.queueEvents.decks, 10_000);
      await expect(fannedOut.waitUntilFinished(t.deps.queueEvents.decks, 10_000)).rejects.toThrow('refused');

      const durations = 'pitchfit_job_duration_seconds_count{queue="decks",job_name="deck.score"}';
      const failures = 'pitchfit_job_failures_total{queue="decks",job_name="deck.rescoreStale"}';
      await expect.poll(async () => sample(await scrape(), durations), { timeout: 5_000 }).toBe(1);
      await expect.poll(async () => sample(await scrape(), failures), { timeout: 5_000 }).toBe(1);
      // Give the second process time to have handled the same events too, then check nothing doubled.
      await setTimeout(300);
      const body = await scrape();
      expect(sample(body, durations)).toBe(1);
      expect(sample(body, failures)).toBe(1);
      const seconds = sample(body, 'pitchfit_job_duration_seconds_sum{queue="decks",job_name="deck.score"}');
      expect(seconds).toBeGreaterThanOrEqual(0.05);
      expect(seconds).toBeLessThan(5);
      expect(
        sample(body, 'pitchfit_job_duration_seconds_bucket{queue="decks",job_name="deck.score",le="0.05"}'),
      ).toBe(0);
      // Every catalog job is listed from the start, at zero.
      expect(
        sample(body, 'pitchfit_job_duration_seconds_count{queue="grading",job_name="application.grade"}'),
      ).toBe(0);
      expect(sample(body, 'pitchfit_job_failures_total{queue="decks",job_name="deck.score"}')).toBe(0);
    } finally {
      await worker.close();
      await secondApi.close();
    }
  });
});
