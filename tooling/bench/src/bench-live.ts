/**
 * `pnpm bench:live`: how soon an open dashboard shows what happens to a deck, pushed over the deck
 * stream (server-sent events fed by Redis pub/sub). The real API serves the built web app, one
 * worker runs as its own process, and Debian's Chromium keeps /dashboard open, signed in. For each
 * of 20 founder uploads, one after the other:
 *   upload-to-visible: from sending the upload to its pending card on the dashboard, and from
 *     intake accepting it (the deck's uploaded_at) to that card;
 *   scored-to-visible: from the worker writing the score (the deck's scored_at) to the score on screen;
 *   worker: the worker's own time for the job (BullMQ processedOn to finishedOn).
 * Then 10 corrections one after the other, each of the headquarters of a deck the dashboard shows
 * (issue 28: PATCH /api/decks/{id}/profile/, moving it out of or into the thesis's places, or back
 * to the deck's own reading), each until the deck's new score shows on the open dashboard:
 *   correction-to-visible: from sending the correction to the rescored score on screen, split at
 *     the worker writing it (scored_at). A correction that leaves the shown percentage as it was has
 *     nothing to show and is counted apart.
 * The page's clock and this process's are the same machine clock (epoch milliseconds).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { RECENT_DECKS_LIMIT, STORAGE_KEYS } from '@pitchfit/contracts/constants';
import { deckProfileSchema } from '@pitchfit/contracts/deck-profile';
import { JOBS } from '@pitchfit/contracts/jobs';
import { formatMatchPercent } from '@pitchfit/contracts/match-verdict';
import { eq } from '@pitchfit/db/orm';
import { decks, investors } from '@pitchfit/db/schema';
import { corpusAvailable } from '@pitchfit/testing/corpus';
import { textPdf } from '@pitchfit/testing/pdf';
import { chromium, type Page } from '@playwright/test';
import { type BenchStack, startBenchStack } from './bench-stack';
import { salted, textLayerDecks } from './corpus-decks';
import { founderForm, uploadAsFounder } from './founder-upload';
import { createBenchInvestor } from './seed-decks';
import { loadAverageText, ms, percentile } from './stats';

const UPLOADS = 20;
const CORRECTIONS = 10;
/** How long to wait for what a step shows: a deck can take minutes to score on a loaded machine. */
const WAIT_MS = 180_000;
const WEB_DIST_DIR = fileURLToPath(new URL('../../../apps/web/dist', import.meta.url));
const log = (message: string) => console.error(`[bench:live] ${message}`);

/** Decks to upload: corpus decks with a text layer when the corpus is here, else generated ones. */
function benchDecks(): { file: string; bytes: Buffer }[] {
  if (corpusAvailable()) return textLayerDecks();
  log('no corpus (CORPUS_DIR): uploading generated decks');
  return [
    {
      file: 'ledgerly.pdf',
      bytes: textPdf([
        ['Ledgerly', 'Automated bookkeeping for small businesses'],
        ['Team', 'Jane Doe, CEO - former accountant', 'John Roe, CTO - ex-Stripe engineer'],
        ['Traction', '1,200 paying customers, $40k MRR growing 15% month over month'],
        ['The ask', 'Raising a $1.5M seed round at a $8M post-money valuation'],
      ]),
    },
  ];
}

/**
 * In the page: when each deck card first appeared, when its score first showed, and each score it
 * showed since with the time it appeared (epoch ms).
 * A string, not a function: tsx's transform would add helpers the page does not have.
 */
const WATCH_CARDS = `(() => {
  const seen = {};
  window.benchSeen = seen;
  new MutationObserver(() => {
    const now = performance.timeOrigin + performance.now();
    for (const card of document.querySelectorAll('[data-deck-id]')) {
      const entry = (seen[card.dataset.deckId] ??= { shown: [] });
      entry.card ??= now;
      const score = card.querySelector('.score-badge__value');
      if (entry.score === undefined && score) entry.score = now;
      const text = score ? score.textContent : null;
      if (text !== null && entry.shown.at(-1)?.text !== text) entry.shown.push({ text, at: now });
    }
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
})()`;

type Seen = Record<string, { card?: number; score?: number; shown: Array<{ text: string; at: number }> }>;

async function seenOf(page: Page, deckId: string, what: 'card' | 'score'): Promise<number> {
  // A function, not a string: the app's CSP forbids evaluating strings in the page.
  const handle = await page.waitForFunction(
    (wanted) => (globalThis as unknown as { benchSeen?: Seen }).benchSeen?.[wanted.id]?.[wanted.what],
    { id: deckId, what },
    { timeout: WAIT_MS, polling: 'raf' },
  );
  return (await handle.jsonValue()) as number;
}

/** When the deck's card first showed `text` as its score after `since` (epoch ms). */
async function shownAfter(page: Page, deckId: string, text: string, since: number): Promise<number> {
  const handle = await page.waitForFunction(
    (wanted) =>
      (globalThis as unknown as { benchSeen?: Seen }).benchSeen?.[wanted.id]?.shown.find(
        (shown) => shown.text === wanted.text && shown.at >= wanted.since,
      )?.at,
    { id: deckId, text, since },
    { timeout: WAIT_MS, polling: 'raf' },
  );
  return (await handle.jsonValue()) as number;
}

/** The deck's score once the worker has written one after `since`. */
async function scoredAfter(stack: BenchStack, deckId: string, since: number) {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const [row] = await stack.deps.db
      .select({ status: decks.status, score: decks.matchScore, scoredAt: decks.scoredAt })
      .from(decks)
      .where(eq(decks.id, deckId));
    if (row?.status === 'scored' && row.score !== null && row.scoredAt && row.scoredAt.getTime() >= since)
      return { score: row.score, scoredAt: row.scoredAt.getTime() };
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`deck ${deckId} was not rescored within ${WAIT_MS / 1000} s of its correction`);
}

if (!existsSync(WEB_DIST_DIR))
  throw new Error(`No web build at ${WEB_DIST_DIR}: run pnpm build (or pnpm start) first.`);

const stack = await startBenchStack(log, { webDistDir: WEB_DIST_DIR });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const investor = await createBenchInvestor(stack);
  await stack.deps.db
    .update(investors)
    .set({ thesis: 'Seed-stage software companies in the US and Europe, first checks of $250k to $1M.' })
    .where(eq(investors.id, investor.id));
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(stack.baseUrl);
  const session = {
    [STORAGE_KEYS.accessToken]: investor.authorization.replace(/^Bearer /, ''),
    [STORAGE_KEYS.refreshToken]: 'unused-by-the-bench',
    [STORAGE_KEYS.accessVerified]: 'true',
  };
  await page.evaluate(
    `for (const [key, value] of Object.entries(${JSON.stringify(session)})) localStorage.setItem(key, value)`,
  );
  await page.goto(`${stack.baseUrl}/dashboard`);
  await page.locator('[data-deck-stream="live"]').waitFor({ timeout: 30_000 });
  await page.evaluate(WATCH_CARDS);

  const sources = benchDecks();
  const uploadToVisible: number[] = [];
  const intakeToVisible: number[] = [];
  const scoredToVisible: number[] = [];
  const workerTimes: number[] = [];
  const deckIds: string[] = [];
  for (let i = 0; i < UPLOADS; i++) {
    const source = sources[i % sources.length];
    if (!source) throw new Error('no decks to upload');
    const form = founderForm(source.file, salted(source.bytes, `live-${i}`));
    const sent = Date.now();
    const deckId = await uploadAsFounder(stack, investor.username, form);
    deckIds.push(deckId);
    const cardShown = await seenOf(page, deckId, 'card');
    const scoreShown = await seenOf(page, deckId, 'score');
    const [row] = await stack.deps.db
      .select({
        uploadedAt: decks.uploadedAt,
        scoredAt: decks.scoredAt,
        thesisVersion: investors.thesisVersion,
      })
      .from(decks)
      .innerJoin(investors, eq(investors.id, decks.investorId))
      .where(eq(decks.id, deckId));
    if (!row?.scoredAt) throw new Error(`deck ${deckId} shows a score but has none stored`);
    const job = await stack.deps.queues[JOBS['deck.score'].queue].getJob(
      JOBS['deck.score'].jobId({ deckId, thesisVersion: row.thesisVersion }),
    );
    uploadToVisible.push(cardShown - sent);
    intakeToVisible.push(cardShown - row.uploadedAt.getTime());
    scoredToVisible.push(scoreShown - row.scoredAt.getTime());
    if (job?.processedOn && job.finishedOn) workerTimes.push(job.finishedOn - job.processedOn);
    log(`${i + 1}/${UPLOADS} ${source.file}`);
  }

  // Corrections: each moves a deck's headquarters out of the thesis's places (India), or into them
  // (the United States) for a deck the reader already placed in India, or undoes that.
  const correctionToVisible: number[] = [];
  const correctionToScored: number[] = [];
  const correctionScoredToVisible: number[] = [];
  let unchanged = 0;
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${stack.baseUrl}${path}`, {
      ...init,
      headers: { authorization: investor.authorization, 'content-type': 'application/json' },
    });
  // The dashboard shows the most recent decks: those are corrected in turn, each correction undone
  // by the next one on the same deck (back to the deck's own reading).
  const shownDecks = deckIds.slice(-RECENT_DECKS_LIMIT);
  for (let n = 0; n < CORRECTIONS; n++) {
    const deckId = shownDecks[n % shownDecks.length];
    if (!deckId) throw new Error('no deck on the dashboard to correct');
    const profile = deckProfileSchema.parse(await (await api(`/api/decks/${deckId}/profile/`)).json());
    const hq = profile.hq.corrected ? null : { country: profile.hq.value?.country === 'IN' ? 'US' : 'IN' };
    const country = hq?.country ?? "the deck's own reading";
    const [before] = await stack.deps.db
      .select({ score: decks.matchScore })
      .from(decks)
      .where(eq(decks.id, deckId));
    const sent = Date.now();
    const corrected = await api(`/api/decks/${deckId}/profile/`, {
      method: 'PATCH',
      body: JSON.stringify({ hq }),
    });
    if (!corrected.ok) throw new Error(`correction answered ${corrected.status}: ${await corrected.text()}`);
    const rescored = await scoredAfter(stack, deckId, sent);
    const text = formatMatchPercent(rescored.score);
    if (text === null || text === formatMatchPercent(before?.score ?? null)) {
      unchanged += 1;
      log(`correction of ${deckId} to ${country}: score shown unchanged (${text})`);
      continue;
    }
    const visible = await shownAfter(page, deckId, text, sent);
    correctionToVisible.push(visible - sent);
    correctionToScored.push(rescored.scoredAt - sent);
    correctionScoredToVisible.push(visible - rescored.scoredAt);
    log(
      `correction ${correctionToVisible.length + unchanged}/${CORRECTIONS}: ${deckId} to ${country}, ${text}`,
    );
  }

  const line = (label: string, values: number[]) =>
    `| ${label} | ${values.length} | ${ms(percentile(values, 50))} | ${ms(percentile(values, 95))} | ${ms(Math.max(...values))} |`;
  console.log(`Live dashboard latency, ${UPLOADS} uploads one after another (open /dashboard in Chromium)\n`);
  console.log('| measure | n | p50 | p95 | max |');
  console.log('|---|---|---|---|---|');
  console.log(line('upload sent to pending card visible (includes the transfer)', uploadToVisible));
  console.log(line('deck accepted (uploaded_at) to pending card visible', intakeToVisible));
  console.log(line('score written to score visible', scoredToVisible));
  console.log(line("worker's own time per deck (job processed to finished)", workerTimes));
  console.log(line('profile correction sent to rescored score visible', correctionToVisible));
  console.log(line('  of which: correction sent to score written (scored_at)', correctionToScored));
  console.log(line('  of which: score written to score visible', correctionScoredToVisible));
  console.log(
    `\n${CORRECTIONS} headquarters corrections of the ${RECENT_DECKS_LIMIT} decks shown, ${unchanged} of which left the shown percentage as it was (not timed). Load average ${loadAverageText()}.`,
  );
} finally {
  await browser.close();
  await stack.stop();
}
