import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkerDeps } from './deps';
import { readEnv } from './env';
import { startHeartbeat } from './heartbeat';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/pitchfit';

describe('startHeartbeat', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'heartbeat-'));
  });
  // Each test awaits stop(), so no beat's write refills the folder while it is removed.
  afterEach(() => rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 20 }));

  const depsWith = (file: string | undefined, status: string) =>
    ({
      env: readEnv({ DATABASE_URL, WORKER_HEARTBEAT_FILE: file }),
      connection: { status } as WorkerDeps['connection'],
      logger: pino({ level: 'silent' }),
    }) satisfies Pick<WorkerDeps, 'connection' | 'env' | 'logger'>;

  it('touches the file at once and on every beat while Redis is ready', async () => {
    const file = join(dir, 'beat');
    const heartbeat = startHeartbeat(depsWith(file, 'ready'), 20);
    await vi.waitFor(() => expect(readFileSync(file, 'utf8')).toMatch(/^\d{4}-/));
    const first = statSync(file).mtimeMs;
    await vi.waitFor(() => expect(statSync(file).mtimeMs).toBeGreaterThan(first));
    await heartbeat.stop();
  });

  it('leaves the file alone while Redis is not connected, so the check fails', async () => {
    const file = join(dir, 'beat');
    const heartbeat = startHeartbeat(depsWith(file, 'reconnecting'), 5);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await heartbeat.stop();
    expect(() => statSync(file)).toThrow(/ENOENT/);
  });
});
