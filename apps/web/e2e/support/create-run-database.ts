/**
 * First step of the e2e web server command. Playwright starts `webServer` before `globalSetup`
 * (playwright 1.65 runs plugin setup first), so the database the server needs at start-up cannot
 * come from a globalSetup; global-teardown.ts drops it.
 */
import { createRunDatabase } from './resources';
import { e2eRun } from './run';

const run = e2eRun();
await createRunDatabase(run);
console.log(`[e2e] created database ${run.databaseName}`);
