import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ worker: false });
  });
  afterAll(() => t.close());

  it('/healthz answers while the process is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers ok when PostgreSQL and Redis do', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', postgres: 'ok', redis: 'ok' });
  });
});

describe('health with Redis down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 1 on loopback: nothing listens there, so every Redis call fails.
    t = await startTestApp({ worker: false, env: { REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(() => t.close());

  it('/readyz answers 503 naming Redis, within a bounded time', async () => {
    const started = Date.now();
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', postgres: 'ok', redis: 'down' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
