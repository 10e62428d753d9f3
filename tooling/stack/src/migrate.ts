/**
 * `pnpm migrate`: applies the committed migrations once, over DATABASE_DIRECT_URL (else DATABASE_URL),
 * never through a pooler: the migration lock is a session-level advisory lock, which a
 * transaction-mode pooler would hand to whichever client runs next. Run it before starting API and
 * worker processes that have DATABASE_POOLER=transaction (they do not migrate themselves).
 */
import { databaseEnv, databaseSettingsOf } from '@pitchfit/contracts/env/database';
import { parseEnv } from '@pitchfit/contracts/env/parse';
import { applyMigrations } from '@pitchfit/db/migrate';
import { z } from 'zod';

const env = parseEnv(z.object(databaseEnv), process.env);
await applyMigrations(databaseSettingsOf(env).directUrl);
console.log('migrations applied');
