import { gradeResultSchema } from '@pitchfit/contracts/application';
import { QUEUES } from '@pitchfit/contracts/jobs';
import { applicationGradings } from '@pitchfit/db/schema';
import { createRedis } from '@pitchfit/queue/redis';
import { strongApplication } from '@pitchfit/testing/applications';
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import { UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from '../../src/trpc/routers/_app';
import { startTestApp, type TestApp } from '../helpers/test-app';

const GRADE_PATH = '/api/trymbinator/grade/';

describe('grading an application with a running worker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('REST: answers the grade and records which grader produced it', async () => {
    const res = await t.app.inject({ method: 'POST', url: GRADE_PATH, payload: strongApplication() });
    expect(res.statusCode).toBe(200);
    const result = gradeResultSchema.parse(res.json());
    expect(result.strengths.length).toBeGreaterThan(0);

    const rows = await t.deps.db.select().from(applicationGradings);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'graded', grader: 'builtin', result });
  });

  it('tRPC: the same grade through the real client', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const client = createTRPCClient<AppRouter>({ links: [httpLink({ url: `${url}/trpc` })] });
    const result = await client.simulator.grade.mutate(strongApplication());
    expect(gradeResultSchema.parse(result).score).toBeGreaterThanOrEqual(0);

    const invalid = client.simulator.grade.mutate({ ...strongApplication(), growthRate: '   ' });
    await expect(invalid).rejects.toBeInstanceOf(TRPCClientError);
    await expect(invalid).rejects.toMatchObject({ data: { code: 'BAD_REQUEST' } });
  });

  it('answers 400 with an error per missing or empty field, and grades nothing', async () => {
    const { companyName: _omitted, ...rest } = strongApplication();
    const res = await t.app.inject({ method: 'POST', url: GRADE_PATH, payload: { ...rest, burnRate: '' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.companyName).toEqual(['This field is required.']);
    expect(body.burnRate).toEqual(['This field is required.']);
    expect(body.businessModel).toBeUndefined();
    expect(body.error).toEqual(expect.any(String));
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: GRADE_PATH,
      headers: { 'content-type': 'application/json' },
      payload: '{"companyName": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The request body is not valid JSON.');
  });

  it('answers 413 to a body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: GRADE_PATH,
      payload: strongApplication({ productDescription: 'x'.repeat(400_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('The request body is too large.');
  });
});

describe('grading while no worker runs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ worker: false, env: { GRADE_TIMEOUT_MS: '1500' } });
  });
  afterAll(() => t.close());

  it('fails with a clear 504 after the timeout instead of hanging, and leaves no job behind', async () => {
    const started = Date.now();
    const res = await t.app.inject({ method: 'POST', url: GRADE_PATH, payload: strongApplication() });
    expect(res.statusCode).toBe(504);
    expect(res.json().error).toBe('Grading is taking longer than expected. Please try again later.');
    expect(Date.now() - started).toBeLessThan(10_000);

    const [row] = await t.deps.db.select().from(applicationGradings);
    expect(row?.status).toBe('failed');
    expect(await t.deps.queues.grading.getJobCounts('waiting', 'active', 'delayed')).toEqual({
      waiting: 0,
      active: 0,
      delayed: 0,
    });
  });
});

describe('grading whose job fails', () => {
  let t: TestApp;
  let worker: Worker;
  let connection: Redis;
  beforeAll(async () => {
    t = await startTestApp({ worker: false });
    // A worker whose every grading job fails for good.
    connection = createRedis(t.env.REDIS_URL, 'blocking', () => {});
    worker = new Worker<unknown, unknown>(
      QUEUES.grading,
      async () => {
        throw new UnrecoverableError('made to fail');
      },
      { connection, prefix: t.env.REDIS_PREFIX },
    );
  });
  afterAll(async () => {
    await worker.close();
    connection.disconnect();
    await t.close();
  });

  it('answers 503 at once, not the timeout', async () => {
    const res = await t.app.inject({ method: 'POST', url: GRADE_PATH, payload: strongApplication() });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe('Grading failed. Please try again later.');
  });
});
