import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ObjectStorageSettings } from '@pitchfit/contracts/env/object-storage';
import { freePort } from './free-port';
import { portAnswers, untilExit, waitFor } from './wait';

export interface PrivateS3 {
  /** Settings of one bucket, as `objectStorageOf` makes them from S3_* variables. */
  settings: ObjectStorageSettings;
  /** The same, as the environment of an API or worker process. */
  env: Record<string, string>;
  close: () => Promise<void>;
}

/** s3rver's own fixed credentials: it checks request signatures against them. */
const S3RVER_KEY = 'S3RVER';

/**
 * A real S3-compatible server (s3rver, from npm) of the calling test alone: its own process on a free
 * loopback port (or `port`), one empty bucket, files in a temporary directory removed on close.
 */
export async function startPrivateS3(options: { port?: number; bucket?: string } = {}): Promise<PrivateS3> {
  const port = options.port ?? (await freePort());
  const bucket = options.bucket ?? 'pitchfit-decks';
  const dir = mkdtempSync(join(tmpdir(), 'pf-s3-'));
  const bin = join(dirname(createRequire(import.meta.url).resolve('s3rver/package.json')), 'bin/s3rver.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [bin, '-d', dir, '-a', '127.0.0.1', '-p', String(port), '--silent', '--configure-bucket', bucket],
    { stdio: 'ignore' },
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  await waitFor(
    () => portAnswers(port),
    `s3rver on port ${port}`,
    15_000,
    () => child.exitCode !== null,
  );
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
    },
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    },
    close: async () => {
      const exited = untilExit(child);
      child.kill('SIGKILL');
      await exited;
      process.off('exit', killOnExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
