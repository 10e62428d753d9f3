import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app';

describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ worker: false });
  });
  afterAll(() => t.close());

  it('is generated from the route schemas, with the exact SPEC paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const grade = doc.paths['/api/trymbinator/grade/'].post;
    expect(Object.keys(grade.requestBody.content['application/json'].schema.properties)).toContain(
      'companyName',
    );
    expect(Object.keys(grade.responses)).toEqual(expect.arrayContaining(['200', '400']));
  });

  it('leaves tRPC out: every path it lists is a REST path', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = Object.keys(doc.paths);
    expect(paths).toContain('/api/decks/top/');
    expect(paths.filter((path) => path.startsWith('/trpc'))).toEqual([]);
  });

  it('serves the docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
