/**
 * `pnpm bench:live`: how soon an open dashboard shows what happens to a deck, pushed over the deck
 * stream (server-sent events fed by Redis pub/sub). The real API serves the built web app, one
 * worker runs as its own process, and Debian's Chromium keeps /dashboard open, signed in. For each
 * of 20 founder uploads, one after the other:
 *   upload-to-visible: from sending the upload to its pending card on the dashboard, and from
 *     intake accepting it (the deck's uploaded_at) to that card;
 *   scored-to-visible: from the worker writing the score (the deck's scored_at) to the score on screen;
 *   worker: the worker's own time for the job (BullMQ processedOn to finishedOn).
 * The page's clock and this process's are the same machine clock (epoch milliseconds).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { STORAGE_KEYS } from '@pitchfit/contracts/constants';
import { JOBS } from '@pitchfit/contracts/jobs';
import { eq } from '@pitchfit/db/orm';
import { decks, investors } from '@pitchfit/db/schema';
import { corpusAvailable } from '@pitchfit/testing/corpus';
import { textPdf } from '@pitchfit/testing/pdf';
import { chromium, type Page } from '@playwright/test';
import { startBenchStack } from './bench-stack';
import { salted, textLayerDecks } from './corpus-decks';
import { founderForm, uploadAsFounder } from './founder-upload';
import { createBenchInvestor } from './seed-decks';
import { ms, percentile } from './stats';

const UPLOADS = 20;
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
 * In the page: when each deck card first appeared, and when its score first showed (epoch ms).
 * A string, not a function: tsx's transform would add helpers the page does not have.
 */
const WATCH_CARDS = `(() => {
  const seen = {};
  window.benchSeen = seen;
  new MutationObserver(() => {
    const now = performance.timeOrigin + performance.now();
    for (const card of document.querySelectorAll('[data-deck-id]')) {
      const entry = (seen[card.dataset.deckId] ??= {});
      entry.card ??= now;
      if (entry.score === undefined && card.querySelector('.score-badge__value')) entry.score = now;
    }
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
})()`;

async function seenOf(page: Page, deckId: string, what: 'card' | 'score'): Promise<number> {
  // A function, not a string: the app's CSP forbids evaluating strings in the page.
  const handle = await page.waitForFunction(
    (wanted) =>
      (globalThis as unknown as { benchSeen?: Record<string, Record<string, number>> }).benchSeen?.[
        wanted.id
      ]?.[wanted.what],
    { id: deckId, what },
    { timeout: 60_000, polling: 'raf' },
  );
  return (await handle.jsonValue()) as number;
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
  for (let i = 0; i < UPLOADS; i++) {
    const source = sources[i % sources.length];
    if (!source) throw new Error('no decks to upload');
    const form = founderForm(source.file, salted(source.bytes, `live-${i}`));
    const sent = Date.now();
    const deckId = await uploadAsFounder(stack, investor.username, form);
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

  const line = (label: string, values: number[]) =>
    `| ${label} | ${values.length} | ${ms(percentile(values, 50))} | ${ms(percentile(values, 95))} | ${ms(Math.max(...values))} |`;
  console.log(`Live dashboard latency, ${UPLOADS} uploads one after another (open /dashboard in Chromium)\n`);
  console.log('| measure | n | p50 | p95 | max |');
  console.log('|---|---|---|---|---|');
  console.log(line('upload sent to pending card visible (includes the transfer)', uploadToVisible));
  console.log(line('deck accepted (uploaded_at) to pending card visible', intakeToVisible));
  console.log(line('score written to score visible', scoredToVisible));
  console.log(line("worker's own time per deck (job processed to finished)", workerTimes));
} finally {
  await browser.close();
  await stack.stop();
}
