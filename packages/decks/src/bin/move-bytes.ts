/**
 * `pnpm decks:move-bytes --to s3|postgres`: moves every deck file's bytes between PostgreSQL and the
 * object storage of the S3_* settings, each verified against its SHA-256; safe to stop and run again
 * (docs/operations.md#scaling-out). Uses DATABASE_DIRECT_URL when set, else DATABASE_URL.
 */
import { databaseEnv, databaseSettingsOf } from '@pitchfit/contracts/env/database';
import { objectStorageEnv, objectStorageOf } from '@pitchfit/contracts/env/object-storage';
import { parseEnv } from '@pitchfit/contracts/env/parse';
import { createDb } from '@pitchfit/db/client';
import { z } from 'zod';
import { type BytesDestination, moveDeckBytes } from '../bytes/move-deck-bytes';
import { createS3Objects } from '../bytes/s3-objects';

const USAGE = 'usage: pnpm decks:move-bytes --to s3|postgres';

const toIndex = process.argv.indexOf('--to');
const to = toIndex === -1 ? undefined : process.argv[toIndex + 1];
if (to !== 's3' && to !== 'postgres') {
  console.error(USAGE);
  process.exit(2);
}
const destination: BytesDestination = to;

const env = parseEnv(z.object({ ...databaseEnv, ...objectStorageEnv }), process.env);
const storage = objectStorageOf(env);
if (!storage) {
  console.error('S3_BUCKET (and S3_ENDPOINT, credentials) must name the object storage to move to or from.');
  process.exit(2);
}
const objects = createS3Objects(storage);
const { db, close } = createDb(databaseSettingsOf(env).directUrl, { max: 1 });
try {
  const report = await moveDeckBytes(db, objects, destination, (contentHash) =>
    console.log(`moved ${contentHash}`),
  );
  console.log(`${report.moved} file(s) moved to ${destination}, ${report.failed.length} failed`);
  for (const failure of report.failed) console.error(`not moved ${failure.contentHash}: ${failure.reason}`);
  process.exitCode = report.failed.length > 0 ? 1 : 0;
} finally {
  objects.close();
  await close();
}
