import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, withoutQueryValues } from './logger';

/** A failed statement as drizzle throws it: the values are in its message and its `params`. */
function failedQuery(values: string[]): Error {
  const query = 'update "gradings" set "application" = $1 where "id" = $2';
  const error = new Error(`Failed query: ${query}\nparams: ${values.join(',')}`, {
    cause: new Error('connect ECONNREFUSED 127.0.0.1:1'),
  });
  return Object.assign(error, { query, params: values });
}

describe('withoutQueryValues', () => {
  it('takes the bound values out of the message, the stack, params and every wrapper', () => {
    const failed = failedQuery(['the founder story', 'a1b2c3']);
    const wrapped = new Error(failed.message, { cause: failed });
    const scrubbed = withoutQueryValues(wrapped);
    const text = JSON.stringify([scrubbed.message, scrubbed.stack, scrubbed.cause]);
    expect(text).not.toContain('the founder story');
    expect(text).not.toContain('a1b2c3');
    expect(scrubbed.message).toBe('Failed query: update "gradings" set "application" = $1 where "id" = $2');
    expect((scrubbed.cause as Error).cause).toBeInstanceOf(Error);
    // The caller's error is left as it was.
    expect(failed.message).toContain('the founder story');
  });

  it('returns an error without a failed statement as it is', () => {
    const plain = new Error('plain');
    expect(withoutQueryValues(plain)).toBe(plain);
  });
});

describe('createLogger', () => {
  it('logs an error without its bound values, and keeps the caller’s own serializers', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger('info', { destination: sink, serializers: { who: () => 'someone' } });
    logger.error({ err: failedQuery(['secret-text']), who: 'a real name' }, 'failed');
    const log = lines.join('');
    expect(log).toContain('Failed query: update');
    expect(log).not.toContain('secret-text');
    expect(log).not.toContain('a real name');
  });
});
