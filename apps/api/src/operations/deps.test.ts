import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { createOperationsDeps } from './deps';

describe('the operator password', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is never written to the log, only where it is kept (the start banner shows it)', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pitchfit-operator-'));
    dirs.push(dataDir);
    const env = readEnv({
      NODE_ENV: 'development',
      PITCHFIT_DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://x/y',
    });
    const logged: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    });
    const logger = pino({ level: 'info' }, sink);
    const redis = new Redis({ lazyConnect: true });
    createOperationsDeps({ env, redis, logger, onRedisError: () => {} });
    redis.disconnect();
    const password = readFileSync(join(dataDir, 'operator-password'), 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('')).not.toContain(password);
    expect(logged.join('')).toContain(join(dataDir, 'operator-password'));
  });
});
