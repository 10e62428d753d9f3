import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createApiLogger, redactUrl, requestSerializer } from './log-serializers';

describe('redactUrl', () => {
  it('hides connectionParams and keeps the rest', () => {
    const url = `/trpc/decks.changes?input=%7B%7D&connectionParams=${encodeURIComponent('{"accessToken":"eyJ.secret"}')}`;
    const logged = redactUrl(url);
    expect(logged).not.toContain('secret');
    expect(logged).toContain('connectionParams=%5Bredacted%5D');
    expect(logged).toContain('input=%7B%7D');
  });

  it("hides a founder's status token, on the page and on its API", () => {
    expect(redactUrl('/pitch/status/AbC_d-123')).toBe('/pitch/status/[redacted]');
    expect(redactUrl('/api/pitch/status/AbC_d-123/version/?x=1')).toBe(
      '/api/pitch/status/[redacted]/version/?x=1',
    );
  });

  it('leaves URLs without credentials untouched', () => {
    expect(redactUrl('/api/decks/top/?page=2')).toBe('/api/decks/top/?page=2');
    expect(redactUrl('/readyz')).toBe('/readyz');
  });

  it('is what the request serializer logs', () => {
    expect(requestSerializer({ method: 'GET', url: '/x?connectionParams=abc' }).url).toBe(
      '/x?connectionParams=%5Bredacted%5D',
    );
  });
});

describe('the API request log', () => {
  it('never holds a stream token', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ loggerInstance: createApiLogger('info', sink) });
    app.get('/trpc/decks.changes', async () => 'ok');
    await app.inject({ method: 'GET', url: '/trpc/decks.changes?connectionParams=very-secret-token' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('connectionParams=%5Bredacted%5D');
    expect(log).not.toContain('very-secret-token');
  });
});
