/**
 * `pnpm test` after typecheck and lint: every vitest project (unit and integration, against real
 * PostgreSQL and Redis), then the fleet test (`pnpm test:fleet`: haproxy, 2 APIs, 3 workers, Redis
 * Cluster, PgBouncer and s3rver, an API and a worker killed mid-run), and then the Playwright suite in
 * Chromium against the real product.
 * Services come from TEST_PG_ADMIN_URL / REDIS_URL, or are started here (see test-services.ts).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR, REPO_ROOT } from './paths';
import { run } from './processes';
import { resolveTestServices } from './test-services';

const log = (m: string) => console.log(`[test] ${m}`);
const services = await resolveTestServices(log);
const env = { ...process.env, TEST_PG_ADMIN_URL: services.pgAdminUrl, REDIS_URL: services.redisUrl };

let failed = false;

function vitestPassed(reportPath: string): boolean {
  if (!existsSync(reportPath)) return false;
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as {
    success?: boolean;
    numTotalTests?: number;
  };
  return report.success === true && (report.numTotalTests ?? 0) > 0;
}
async function step(name: string, command: string, args: string[]) {
  log(name);
  try {
    await run(command, args, env);
  } catch (error) {
    failed = true;
    console.error(`[test] ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

// Vitest can exit 0 on a configuration error that runs nothing, so its JSON report decides.
const vitestReport = join(DATA_DIR, 'vitest-report.json');
rmSync(vitestReport, { force: true });
await step('vitest: unit and integration', 'pnpm', [
  'exec',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
if (!vitestPassed(vitestReport)) {
  failed = true;
  console.error('[test] vitest did not report a successful run with tests in it');
}
await step('fleet: pnpm test:fleet', 'pnpm', ['test:fleet']);
if (existsSync(`${REPO_ROOT}apps/web/playwright.config.ts`)) {
  await step('playwright: browser tests', 'pnpm', ['--filter', '@pitchfit/web', 'test:e2e']);
}
await services.stop();
process.exit(failed ? 1 : 0);
