import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { applicationGradings } from '@pitchfit/db/schema';
import { createLogger } from '@pitchfit/logging/logger';
import { afterAll, describe, expect, it } from 'vitest';
import { createDeps, type WorkerDeps } from './deps';
import { readEnv } from './env';

// Nothing listens on port 1: what a PostgreSQL outage looks like to the driver.
const UNREACHABLE = 'postgres://postgres@127.0.0.1:1/pitchfit';

describe("the worker's log during a PostgreSQL outage (issue 27, B14)", () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  let deps: WorkerDeps | null = null;
  afterAll(() => deps?.close());

  it("holds a failed statement's SQL, never the application text or a secret's hash bound to it", async () => {
    // The logger the worker's entry point gets by default: @pitchfit/logging's, as the API's.
    deps = createDeps(
      readEnv({ DATABASE_URL: UNREACHABLE, REDIS_URL: 'redis://127.0.0.1:1', REDIS_PREFIX: 'unused:' }),
      createLogger('info', { destination: sink }),
    );
    const story = 'worker_outage_marker_application_story_71d2';
    const codeHash = createHash('sha256').update('worker-outage-code').digest('hex');
    const failed = await deps.db
      .update(applicationGradings)
      .set({ fallbackReason: codeHash, result: { summary: story } as never })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    // As workers.ts logs a job that failed.
    deps.logger.warn({ err: failed, queue: 'grading' }, 'job failed');
    const log = lines.join('');
    expect(log).toContain('Failed query: update \\"application_gradings\\"');
    expect(log).not.toContain(story);
    expect(log).not.toContain(codeHash);
  });
});
