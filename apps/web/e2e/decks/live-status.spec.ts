import { textPdf } from '@pitchfit/testing/pdf';
import { holdDeckScoring, releaseDeckScoring } from '../support/operator';
import { signUpInvestor } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';

/**
 * Pushed deck status: with the dashboard open, a founder's upload appears at once as a pending card
 * named by its file, then its score, all over the deck stream: no reload, and not one request for
 * the deck list in between (polling is only the fallback when the stream is down).
 */

/** Every request for the deck list (`decks.top`, alone or in a tRPC batch), and how many have finished. */
function watchListRequests(page: Page) {
  const seen = { issued: 0, settled: 0 };
  const isList = (url: string) => new URL(url).pathname.includes('decks.top');
  page.on('request', (request) => {
    if (isList(request.url())) seen.issued += 1;
  });
  const settle = (request: { url(): string }) => {
    if (isList(request.url())) seen.settled += 1;
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return seen;
}

/** Records, in the page, each status text a card shows, in order (a change may last a moment only). */
async function recordStatuses(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as Window & { e2eStatuses?: string[] }).e2eStatuses = seen;
    const note = () => {
      for (const label of document.querySelectorAll('.deck-card .deck-status__label')) {
        const text = label.textContent ?? '';
        if (seen.at(-1) !== text) seen.push(text);
      }
      const badge = document.querySelector('.deck-card .score-badge__value');
      if (badge && seen.at(-1) !== 'score') seen.push('score');
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    (window as Window & { e2eNoReload?: boolean }).e2eNoReload = true;
  });
}

const LEDGERLY = textPdf(
  [
    ['Ledgerly', 'Automated bookkeeping for small businesses'],
    ['Team', 'Jane Doe, CEO - former accountant', 'John Roe, CTO - ex-Stripe engineer'],
    ['Traction', '1,200 paying customers, $40k MRR growing 15% month over month'],
    ['The ask', 'Raising a $1.5M seed round at a $8M post-money valuation'],
  ],
  `live-${Date.now()}`,
);

test.afterEach(async ({ request }) => {
  await releaseDeckScoring(request);
});

test('an upload shows on the open dashboard pending, then scored, pushed with no reload and no poll', async ({
  page,
  request,
}, testInfo) => {
  // It holds the shared deck queue, which slows every other test's scoring: once is enough.
  test.skip(testInfo.project.name !== 'desktop', 'holds the shared deck queue; runs once');
  const lists = watchListRequests(page);
  const investor = await signUpInvestor(page, 'Live');
  const decks = page.locator('[data-deck-stream]');
  await expect(decks).toHaveAttribute('data-deck-stream', 'live');
  // "live" follows the stream's "ready", which asks for the list afresh (so nothing sent before it is
  // missed; a first load still running is cancelled, as it may have read the list before the stream
  // listened); once that has answered, the page is quiet. A busy machine may take seconds to answer.
  await expect.poll(() => lists.issued).toBeGreaterThanOrEqual(1);
  await expect.poll(() => lists.settled, { timeout: 20_000 }).toBe(lists.issued);
  await recordStatuses(page);
  const before = lists.issued;

  // Scoring is held so the deck stays queued well past the 2 s a polling list would wait.
  await holdDeckScoring(request);
  const upload = await request.post(`/api/pitch/${investor.username}/submit/`, {
    multipart: {
      pdf_file: { name: 'ledgerly-seed.pdf', mimeType: 'application/pdf', buffer: LEDGERLY },
    },
  });
  expect(upload.status()).toBe(201);

  const card = page.getByRole('article');
  await expect(card.getByRole('heading', { name: 'ledgerly-seed.pdf' })).toBeVisible();
  await expect(card.getByText('Queued for scoring')).toBeVisible();
  await expect(card.getByText('Untitled Deck')).toHaveCount(0);
  await expect(card.getByText('Unknown Founders')).toHaveCount(0);
  // An observation window three times the scoring poll interval: a polling list would ask here.
  await page.waitForTimeout(6_000);
  expect(lists.issued - before, 'deck list requests while the deck was queued').toBe(0);

  await releaseDeckScoring(request);
  await expect(card.locator('.score-badge__value')).toHaveText(/^\d+%$/);
  await expect(card.getByText('Queued for scoring')).toHaveCount(0);
  expect(lists.issued - before, 'deck list requests between upload and score').toBe(0);
  expect(await page.evaluate(() => (window as Window & { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);
  const statuses = await page.evaluate(() => (window as Window & { e2eStatuses?: string[] }).e2eStatuses);
  expect(statuses).toEqual(['Queued for scoring', 'Scoring…', 'score']);
});

test('the list falls back to polling while the stream is down, and goes live again', async ({ page }) => {
  // The stream is refused by the network, as a proxy that drops it would.
  await page.route(/\/trpc\/decks\.changes/, (route) => route.abort('connectionfailed'));
  await signUpInvestor(page, 'Fallback');
  const decks = page.locator('[data-deck-stream]');
  await expect(decks).toHaveAttribute('data-deck-stream', 'polling');
  await page.unroute(/\/trpc\/decks\.changes/);
  await expect(decks).toHaveAttribute('data-deck-stream', 'live', { timeout: 30_000 });
});
