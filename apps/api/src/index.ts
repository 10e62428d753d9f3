import { databaseSettingsOf } from '@pitchfit/contracts/env/database';
import { applyMigrations } from '@pitchfit/db/migrate';
import { createDeps } from './deps';
import { readEnv } from './env';
import { createApiLogger } from './operations/log-serializers';
import { buildServer } from './server';

const env = readEnv();
const database = databaseSettingsOf(env);
// Behind a transaction-mode pooler, `pnpm migrate` migrates once, over the direct connection.
if (database.migrateOnStart) await applyMigrations(database.directUrl);
const logger = createApiLogger(env.LOG_LEVEL);
const deps = createDeps(env, logger);
const app = await buildServer(deps, { logger });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await deps.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
// Under `pnpm start` an IPC channel links us to the supervisor; it closes when the supervisor dies,
// even by SIGKILL, and an orphan would keep the port or keep taking jobs.
process.on('disconnect', () => void shutdown('supervisor gone'));

await app.listen({ port: env.PORT, host: env.HOST });
