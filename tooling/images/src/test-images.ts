/**
 * `pnpm test:images`: the Dockerfile's images, run as compose.yaml says, on this machine with podman.
 * Builds (once per machine) a Debian base image and PostgreSQL, Redis and haproxy images from
 * Debian's packages (no image registry answers here: base/build-base-image.sh), builds the api, web
 * and worker images on that base, brings the whole topology up, sends a deck to an investor's pitch
 * page through the proxy, and waits until the API says it is scored. Removes everything it started,
 * and prints how long each step took.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createAccessTokens } from '@pitchfit/api/access-tokens';
import type { DeckStatus } from '@pitchfit/contracts/deck';
import { freePort } from '@pitchfit/testing/free-port';
import { textPdf } from '@pitchfit/testing/pdf';
import { waitFor } from '@pitchfit/testing/wait';
import { readCompose } from './compose';
import {
  buildImages,
  composeDown,
  composeLogs,
  composeUp,
  containerOf,
  type Project,
  projectDir,
} from './compose-up';
import { runCommand } from './podman';

const COMPOSE_FILE = fileURLToPath(new URL('../../../compose.yaml', import.meta.url));
const BUILD_BASE_IMAGE = fileURLToPath(new URL('../base/build-base-image.sh', import.meta.url));
/** From the upload to `scored`: the built-in engine takes about a second; this only bounds a broken run. */
const SCORED_LIMIT_MS = 120_000;
/** The proxy answers once both APIs are healthy; bounds a broken run only. */
const PROXY_LIMIT_MS = 60_000;

const log = (message: string) => console.log(`[test:images] ${message}`);
const timings: [string, number][] = [];
async function timed<T>(step: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await work();
  timings.push([step, Date.now() - started]);
  return result;
}

/** The local images' names, from the base image script's `NAME=image` lines. */
async function localServiceImages(): Promise<Record<string, string>> {
  const result = await runCommand(BUILD_BASE_IMAGE, [], { inheritStderr: true });
  if (result.code !== 0) throw new Error(`${BUILD_BASE_IMAGE} failed with ${result.code}`);
  return Object.fromEntries(
    result.stdout
      .trim()
      .split('\n')
      .map((line) => line.split('=', 2)),
  );
}

const secret = (bytes: number) => randomBytes(bytes).toString('hex');

/** An investor whose pitch page takes decks, written straight into the fleet's PostgreSQL. */
async function createInvestor(
  project: Project,
  env: NodeJS.ProcessEnv,
): Promise<{ id: string; username: string }> {
  const username = `images_${secret(4)}`;
  const sql = `insert into investors (google_subject, email, username, username_chosen_at, thesis)
    values ('${username}', '${username}@example.test', '${username}', now(),
            'Seed-stage B2B software with recurring revenue.') returning id`;
  const result = await runCommand('podman', [
    'exec',
    '--env',
    `PGPASSWORD=${env.POSTGRES_PASSWORD}`,
    containerOf(project, 'postgres'),
    'psql',
    'postgres://postgres@127.0.0.1:5432/pitchfit',
    '-qtAc',
    sql,
  ]);
  const id = result.stdout.trim().split('\n')[0] ?? '';
  if (result.code !== 0 || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new Error(`investor not created: ${result.stderr || result.stdout}`);
  }
  return { id, username };
}

async function uploadDeck(baseUrl: string, username: string): Promise<string> {
  const pdf = textPdf(
    [['Acme Ledger', 'Seed round: we raise $1.5M at a $9M valuation.', 'ARR $400k, growing 15% a month.']],
    randomUUID(),
  );
  const form = new FormData();
  form.append('pdf_file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'acme-ledger.pdf');
  const response = await fetch(`${baseUrl}/api/pitch/${username}/submit/`, { method: 'POST', body: form });
  const body = (await response.json()) as { id?: string };
  if (response.status !== 201 || !body.id)
    throw new Error(`upload answered ${response.status}: ${JSON.stringify(body)}`);
  return body.id;
}

async function deckStatus(baseUrl: string, deckId: string, authorization: string): Promise<DeckStatus> {
  const response = await fetch(`${baseUrl}/api/decks/${deckId}/`, { headers: { authorization } });
  if (!response.ok) throw new Error(`deck status answered ${response.status}`);
  return ((await response.json()) as { status: DeckStatus }).status;
}

async function proxyAnswers(baseUrl: string): Promise<boolean> {
  try {
    return (await fetch(`${baseUrl}/readyz`)).ok;
  } catch {
    return false;
  }
}

const started = Date.now();
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const authSecret = secret(32);
const images = await timed('base images (built once per machine)', localServiceImages);
const env: NodeJS.ProcessEnv = {
  ...process.env,
  ...images,
  PITCHFIT_TAG: 'test-images',
  AUTH_SECRET: authSecret,
  OPERATOR_PASSWORD: secret(12),
  POSTGRES_PASSWORD: secret(16),
  PROXY_PUBLISH: `127.0.0.1:${port}`,
  PUBLIC_URL: baseUrl,
  LOG_LEVEL: 'warn',
};
const project: Project = {
  name: `pitchfit-images-${process.pid}`,
  compose: readCompose(COMPOSE_FILE, env),
  dir: projectDir(COMPOSE_FILE),
};

let failed = false;
const stop = async () => {
  await timed('teardown', () => composeDown(project));
};
process.once('SIGINT', () => void stop().finally(() => process.exit(130)));
process.once('SIGTERM', () => void stop().finally(() => process.exit(143)));
try {
  await timed('app images (api, web, worker)', () => buildImages(project, log));
  await timed('topology up (until the proxy answers /readyz)', async () => {
    await composeUp(project, log);
    await waitFor(() => proxyAnswers(baseUrl), 'the proxy to answer /readyz', PROXY_LIMIT_MS);
  });
  const page = await fetch(`${baseUrl}/`);
  if (!page.ok || !(await page.text()).includes('<div id="root">')) {
    throw new Error(`the web app is not served through the proxy (${page.status})`);
  }
  const investor = await createInvestor(project, env);
  const authorization = `Bearer ${await createAccessTokens(authSecret).issue({
    investorId: investor.id,
    sessionId: randomUUID(),
  })}`;
  await timed('deck uploaded through the proxy until scored', async () => {
    const deckId = await uploadDeck(baseUrl, investor.username);
    await waitFor(
      async () => {
        const status = await deckStatus(baseUrl, deckId, authorization);
        if (status === 'failed') throw new Error(`deck ${deckId} failed`);
        await new Promise((done) => setTimeout(done, status === 'scored' ? 0 : 500));
        return status === 'scored';
      },
      `deck ${deckId} to be scored`,
      SCORED_LIMIT_MS,
    );
    log(`deck ${deckId} scored`);
  });
  // The worker image preloads jemalloc (Dockerfile): a path that stopped resolving would fall back to
  // glibc with no more than a line on stderr.
  const maps = await runCommand('podman', ['exec', containerOf(project, 'worker-1'), 'cat', '/proc/1/maps']);
  if (!maps.stdout.includes('libjemalloc.so.2')) throw new Error('the worker does not run on jemalloc');
  log('the worker runs on jemalloc');
} catch (error) {
  failed = true;
  console.error(await composeLogs(project, 40));
  console.error(`[test:images] ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await stop();
}
for (const [step, ms] of timings) log(`${step}: ${(ms / 1000).toFixed(1)} s`);
log(`total: ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
