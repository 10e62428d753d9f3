import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { e2eRun } from './e2e/support/run';

const run = e2eRun();
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const tsx = createRequire(import.meta.url).resolve('tsx');

/** Debian's Chromium: browsers are never downloaded on these machines. */
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 2 : 0,
  // Two at a time: a browser test mostly waits (on scoring, grading, the network), so two share the
  // cores well; the one shared resource tests hold, the deck queue, is taken under a lock (e2e/support/operator.ts).
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Grading may take up to GRADE_WAIT_TIMEOUT_MS (45 s) on a slow grader.
  timeout: 90_000,
  globalTeardown: './e2e/support/global-teardown.ts',
  use: {
    baseURL: run.baseUrl,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      // The screens, at 390 px: what changes with the viewport. Flows that do not (sign-in and its
      // redirects, CSP, XSS, saved answers, the live list's fallback) run once, on desktop; the
      // accessibility gate still walks their screens on the phone.
      testMatch: [
        'accessibility/*.spec.ts',
        'app-shell/app-shell.spec.ts',
        'decks/decks.spec.ts',
        'decks/founder-status.spec.ts',
        'decks/phone-preview.spec.ts',
        'fund/*.spec.ts',
        'pipeline/*.spec.ts',
        'simulator/*.spec.ts',
      ],
    },
  ],
  webServer: {
    // The real product: API, worker and the built web app, on a fresh database and Redis prefix.
    command: `node --import ${tsx} apps/web/e2e/support/create-run-database.ts && exec node --import ${tsx} tooling/stack/src/start.ts`,
    cwd: repoRoot,
    url: `${run.baseUrl}/readyz`,
    env: {
      PORT: String(run.port),
      PUBLIC_URL: run.baseUrl,
      DATABASE_URL: run.databaseUrl,
      REDIS_URL: run.redisUrl,
      REDIS_PREFIX: run.redisPrefix,
      OPERATOR_PASSWORD: run.operatorPassword,
      LOG_LEVEL: 'warn',
    },
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
