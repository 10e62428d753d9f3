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
import { CommandFailed, run } from './processes';
import { resolveTestServices } from './test-services';
import { parseVitestReport, vitestFailures, vitestRunPassed } from './vitest-failures';

const log = (m: string) => console.log(`[test] ${m}`);
const services = await resolveTestServices(log);
const env = { ...process.env, TEST_PG_ADMIN_URL: services.pgAdminUrl, REDIS_URL: services.redisUrl };

/** What failed, printed again as the run's last lines (CI keeps only the tail of a long log). */
const failures: string[] = [];

/** The lines of the fleet test's and Playwright's own output that say what failed. */
const FAILURE_LINE = /\bFAILED\b|✘|^\s+\d+ (failed|flaky)\b/;

async function step(name: string, command: string, args: string[]) {
  log(name);
  try {
    await run(command, args, env, FAILURE_LINE);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    failures.push(`${name}: ${reason}`);
    if (error instanceof CommandFailed) failures.push(...error.kept.map((line) => `  ${line.trim()}`));
    console.error(`[test] ${name} failed: ${reason}`);
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
const report = existsSync(vitestReport) ? parseVitestReport(readFileSync(vitestReport, 'utf8')) : null;
if (!report || !vitestRunPassed(report)) {
  failures.push('vitest did not report a successful run with tests in it');
  if (report) failures.push(...vitestFailures(report, REPO_ROOT).map((line) => `vitest: ${line}`));
}
await step('fleet: pnpm test:fleet', 'pnpm', ['test:fleet']);
if (existsSync(`${REPO_ROOT}apps/web/playwright.config.ts`)) {
  await step('playwright: browser tests', 'pnpm', ['--filter', '@pitchfit/web', 'test:e2e']);
}
await services.stop();
for (const failure of failures) console.error(`[test] FAILED ${failure}`);
log(failures.length === 0 ? 'all passed' : `${failures.length} failure line(s) above`);
process.exit(failures.length === 0 ? 0 : 1);
