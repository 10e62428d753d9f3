import { databaseSettingsOf } from '@pitchfit/contracts/env/database';
import { applyMigrations } from '@pitchfit/db/migrate';
import { createDeps } from './deps';
import { readEnv } from './env';
import { startHeartbeat } from './heartbeat';
import { scheduleDeckReconciler } from './reconcile/deck-reconciler';
import { closeWorkers, startWorkers } from './workers';

const env = readEnv();
const database = databaseSettingsOf(env);
// Behind a transaction-mode pooler, `pnpm migrate` migrates once, over the direct connection.
if (database.migrateOnStart) await applyMigrations(database.directUrl);
const deps = createDeps(env);
const workers = startWorkers(deps);
const reconciler = scheduleDeckReconciler(deps);
const heartbeat = startHeartbeat(deps);
deps.logger.info({ queues: workers.map((w) => w.name) }, 'worker started');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  deps.logger.info({ signal }, 'draining jobs and shutting down');
  reconciler.stop();
  await heartbeat.stop();
  await closeWorkers(workers);
  await deps.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
// Under `pnpm start` an IPC channel links us to the supervisor; it closes when the supervisor dies,
// even by SIGKILL, and an orphan would keep the port or keep taking jobs.
process.on('disconnect', () => void shutdown('supervisor gone'));
