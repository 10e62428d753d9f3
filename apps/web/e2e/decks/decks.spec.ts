import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MATCH_FILTERS, type MatchFilter, STORAGE_KEYS } from '@pitchfit/contracts/constants';
import { MATCH_VERDICTS } from '@pitchfit/contracts/match-verdict';
import { DECK_MESSAGES, MESSAGES } from '@pitchfit/contracts/messages';
import { corpusPath, skipWithoutCorpus } from '@pitchfit/testing/corpus';
import { holdDeckScoring, releaseDeckScoring } from '../support/operator';
import { signUpInvestor } from '../support/sign-in';
import { expect, type Locator, PAGE_PREVIEW_TIMEOUT, type Page, test } from '../support/test';

/**
 * The deck journey on the real stack (API, worker with the built-in engine, PostgreSQL, Redis): a
 * founder submits a real corpus deck, the investor follows its scoring live, reads its cited facts
 * beside the rendered page, changes the thesis, recalculates, filters and exports.
 */

// Corpus decks: without the corpus (and outside CI) these tests skip, like every corpus test.
const DECK_FILE = join(corpusPath(), 'decks', 'finollama.pdf');
const FIRST_THESIS =
  'Seed-stage fintech and AI software in the US and Europe, first checks of $250k to $1M. We avoid crypto.';
const SECOND_THESIS =
  'Series A climate and energy companies in Europe, checks of $2M to $5M. No consumer apps, no fintech.';

/** Stays true while the page has not been reloaded (a reload gives a fresh window). */
async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as Window & { e2eNoReload?: boolean }).e2eNoReload = true;
  });
}
async function expectNoReload(page: Page) {
  expect(await page.evaluate(() => (window as Window & { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);
}

/**
 * Records whether a text is ever rendered inside an element, for a message shown only briefly: a
 * MutationObserver sees every change React commits, however starved of CPU the page is, where
 * polling from the test can fall between two renders.
 */
async function watchForText(locator: Locator, text: string): Promise<() => Promise<boolean>> {
  const state = await locator.evaluateHandle((element, wanted) => {
    const seen = { value: (element.textContent ?? '').includes(wanted) };
    const observer = new MutationObserver(() => {
      if (!(element.textContent ?? '').includes(wanted)) return;
      seen.value = true;
      observer.disconnect();
    });
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return seen;
  }, text);
  return () => state.evaluate((seen) => seen.value);
}

async function setThesis(page: Page, thesis: string) {
  await expect(page.getByRole('heading', { name: 'Investment Thesis' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Your investment thesis' }).fill(thesis);
  await page.getByRole('button', { name: 'Submit Thesis' }).click();
  await expect(page).toHaveURL(/\/fillout-profile$/);
}

/** The whole percentage a card's badge shows, as a 0..1 score. */
async function shownScore(card: Locator): Promise<number> {
  const text = (await card.locator('.score-badge__value').textContent()) ?? '';
  const match = text.match(/^(\d+)%$/);
  if (!match) throw new Error(`no percentage in "${text}"`);
  return Number(match[1]) / 100;
}

test.describe('decks', () => {
  // Releasing the queue whatever happened, so a failure here cannot stall the other tests.
  test.afterEach(async ({ request }) => {
    await releaseDeckScoring(request);
  });

  test('a founder submits a deck; the investor follows it live, reads its cited pages, rescoring after a thesis change, filters and exports', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    // It holds the shared deck queue, which slows every other test's scoring: once is enough.
    test.skip(testInfo.project.name !== 'desktop', 'holds the shared deck queue; runs once');
    test.skip(skipWithoutCorpus(), 'needs the shared corpus: set CORPUS_DIR');
    test.setTimeout(150_000);

    // pdf.js must work under the app's Content-Security-Policy (no eval, worker from this origin).
    const policyViolations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) policyViolations.push(message.text());
    });

    // The investor sets a thesis and answers its questions.
    const investor = await signUpInvestor(page, 'Decks');
    await expect(page.getByText(MESSAGES.thesisNotSet)).toBeVisible();
    await expect(page.getByText(MESSAGES.noDecksYet)).toBeVisible();
    await page.getByRole('link', { name: 'Set your investment thesis' }).click();
    await setThesis(page, FIRST_THESIS);
    const answers = page
      .getByRole('list')
      .filter({ has: page.getByRole('textbox') })
      .getByRole('textbox');
    await expect(answers.first()).toBeVisible();
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await expect(page.getByText(MESSAGES.answerAllQuestions)).toBeVisible();
    for (const answer of await answers.all()) await answer.fill('Seed and Series A, Europe and the US.');
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('region', { name: 'Your Profile' }).getByText(FIRST_THESIS)).toBeVisible();
    await expect(page.getByRole('link', { name: 'View your top decks' })).toBeVisible();

    // A founder, with no account, submits a real deck on the public page; the upload is throttled
    // so its progress shows.
    await holdDeckScoring(request);
    const founderContext = await browser.newContext();
    const founder = await founderContext.newPage();
    // Usernames match regardless of case; the page shows the investor's own spelling, not the typed one.
    await founder.goto(`/pitch/${investor.username.toUpperCase()}`);
    await expect(
      founder.getByRole('heading', { level: 1, name: `Pitch to @${investor.username}`, exact: true }),
    ).toBeVisible();
    await expect(founder.getByText(FIRST_THESIS)).toBeVisible();
    await expect(founder.getByRole('heading', { name: 'What happens next?' })).toBeVisible();
    await founder.getByRole('button', { name: 'Submit Deck' }).click();
    await expect(founder.getByText(MESSAGES.selectPdf)).toBeVisible();
    await founder.getByLabel('Pitch deck (PDF)').setInputFiles(DECK_FILE);
    const cdp = await founderContext.newCDPSession(founder);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    const submission = founder.waitForRequest((req) =>
      req.url().endsWith(`/api/pitch/${investor.username}/submit/`),
    );
    await founder.getByRole('button', { name: 'Submit Deck' }).click();
    const progress = founder.getByRole('progressbar', { name: 'Upload progress' });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/);
    expect((await submission).headers().authorization).toBeUndefined();
    await expect(founder.getByText(MESSAGES.deckSubmitted)).toBeVisible();
    await founderContext.close();

    // The investor sees it queued, then scored, without reloading.
    await page.goto('/dashboard');
    const card = page.getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Queued for scoring')).toBeVisible();
    await markWindow(page);
    await releaseDeckScoring(request);
    await expect(card.locator('.score-badge__value')).toHaveText(/^\d+%$/, { timeout: 30_000 });
    await expect(card.getByText('Queued for scoring')).toHaveCount(0);
    // The score read as a verdict, in words (issue 26).
    const verdictLabels = new RegExp(`^(${MATCH_VERDICTS.map((v) => v.label).join('|')})$`);
    await expect(card.locator('.match-verdict')).toHaveText(verdictLabels);
    await expectNoReload(page);
    const title = (await card.getByRole('heading').textContent()) ?? '';

    // The modal: cited facts with their pages, one page drawn by pdf.js with the quote highlighted.
    const opener = card.getByRole('button', { name: title });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    for (const section of [
      'Match Score',
      'Investment Details & Reasoning',
      'Founders',
      'Industry & Market Fit',
      'Traction',
      'Technology',
      'Cited Facts',
    ]) {
      await expect(dialog.getByRole('heading', { name: section, exact: true })).toBeVisible();
    }
    await expect(dialog.getByRole('button', { name: 'Scores Up-to-Date' })).toBeDisabled();
    await expect(dialog.locator('.deck-modal__verdict .match-verdict')).toHaveText(verdictLabels);
    const pageButtons = dialog.getByRole('button', { name: /^Page \d+$/ });
    expect(await pageButtons.count()).toBeGreaterThan(0);
    const firstPage = await pageButtons.first().textContent();
    await pageButtons.first().click();
    await expect(pageButtons.first()).toHaveAttribute('aria-pressed', 'true');
    const preview = dialog.getByRole('img', { name: new RegExp(`^${firstPage} of finollama\\.pdf`) });
    await expect(preview).toBeVisible(PAGE_PREVIEW_TIMEOUT);
    await expect(dialog.locator('figure.pdf-preview')).toHaveAttribute(
      'aria-busy',
      'false',
      PAGE_PREVIEW_TIMEOUT,
    );
    const inkedPixels = await preview.evaluate((canvas) => {
      const { data } = (canvas as HTMLCanvasElement)
        .getContext('2d')
        ?.getImageData(0, 0, (canvas as HTMLCanvasElement).width, (canvas as HTMLCanvasElement).height) ?? {
        data: [],
      };
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 128) dark++;
      return dark;
    });
    expect(inkedPixels).toBeGreaterThan(100);
    expect(policyViolations).toEqual([]);
    // Keyboard: Tab stays inside, Escape closes, focus returns to the card.
    for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // A new thesis makes the score stale; scoring is held so the stale state stays visible.
    await holdDeckScoring(request);
    await page.getByRole('link', { name: 'Update your investment thesis' }).click();
    await setThesis(page, SECOND_THESIS);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Top Decks' }).click();
    await expect(page.getByRole('heading', { name: 'Pitch Deck Analysis' })).toBeVisible();
    const topCard = page.getByRole('article');
    await expect(topCard.getByText('(Stale Scores)')).toBeVisible();
    for (const label of ['Investment Estimate', 'Valuation', 'Founders', 'Industry', 'Submitted']) {
      await expect(topCard.getByText(label, { exact: true })).toBeVisible();
    }

    // Recalculate: feedback, no way out while it runs, then the modal closes by itself.
    await topCard.getByRole('button', { name: title }).click();
    await expect(dialog).toBeVisible();
    const sawComplete = await watchForText(dialog, MESSAGES.recalcComplete);
    await dialog.getByRole('button', { name: 'Recalculate Stale Scores' }).click();
    await expect(dialog.getByText(MESSAGES.recalcReceived)).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(close).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    await close.click({ force: true });
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    // "Update complete" is shown for 0.5 s only, then the modal closes by itself.
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    expect(await sawComplete(), `"${MESSAGES.recalcComplete}" was shown before the modal closed`).toBe(true);
    await markWindow(page);
    await releaseDeckScoring(request);
    await expect(topCard.getByText('(Stale Scores)')).toHaveCount(0, { timeout: 30_000 });
    await expectNoReload(page);
    await topCard.getByRole('button', { name: title }).click();
    await expect(dialog.getByRole('button', { name: 'Scores Up-to-Date' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // Filters: the deck is listed under its own band only.
    const score = await shownScore(topCard);
    for (const filter of Object.keys(MATCH_FILTERS) as MatchFilter[]) {
      const band = MATCH_FILTERS[filter];
      const option = page.getByRole('button', {
        name: new RegExp(`^${band.label.replace(/[()+<%-]/g, '\\$&')}`),
      });
      await option.click();
      await expect(option).toHaveAttribute('aria-pressed', 'true');
      if (score >= band.min && score < band.below) {
        await expect(page.getByRole('article')).toHaveCount(1);
      } else {
        await expect(page.getByText(MESSAGES.noDecksForFilter)).toBeVisible();
        await expect(page.getByRole('article')).toHaveCount(0);
      }
    }

    // CSV of the list.
    await page.getByRole('button', { name: /^All Decks/ }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^pitchfit-decks-all-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const [header, row, ...rest] = csv.split('\r\n');
    expect(header).toBe(
      'Title,Match Score (%),Stale Scores,Status,Investment Estimate (USD),Valuation (USD),Stage,Founders,Industry,Description,Submitted,File Name,Pipeline Stage',
    );
    const leading = `${title.trim()},${Math.round(score * 100)},no,scored,`;
    expect(row?.slice(0, leading.length)).toBe(leading);
    expect(row?.endsWith(',finollama.pdf,New')).toBe(true);
    expect(rest).toEqual(['']);
  });

  test('an investor copies the public link, uploads a test deck and works the list and the modal with the keyboard', async ({
    page,
    context,
    baseURL,
  }) => {
    test.skip(skipWithoutCorpus(), 'needs the shared corpus: set CORPUS_DIR');
    const investor = await signUpInvestor(page, 'Keys');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const publicLink = `${baseURL}/pitch/${investor.username}`;
    await expect(page.getByRole('link', { name: publicLink })).toBeVisible();
    // The alert is accepted the moment it opens: the click waits for the page to settle, and a page
    // under an open alert never does (on a slow machine the click and the alert deadlocked).
    const copyAlert = new Promise<string>((resolve) => {
      page.once('dialog', (alert) => {
        resolve(alert.message());
        void alert.accept();
      });
    });
    await page.getByRole('button', { name: 'Copy' }).click();
    expect(await copyAlert).toBe(MESSAGES.linkCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicLink);

    await page.goto('/submit-deck');
    await expect(page.getByText('Testing tool for administrators')).toBeVisible();
    await page.getByLabel('Pitch deck (PDF)').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a deck'),
    });
    await page.getByRole('button', { name: 'Upload Test Deck' }).click();
    await expect(page.getByText(DECK_MESSAGES.notPdfName)).toBeVisible();
    await page.getByLabel('Pitch deck (PDF)').setInputFiles(DECK_FILE);
    await page.getByRole('button', { name: 'Upload Test Deck' }).click();
    await expect(page.getByText('Test deck uploaded.')).toBeVisible();

    // Another investor's username is refused with the server's reason.
    await page.goto('/submit-deck/someone_else');
    await page.getByLabel('Pitch deck (PDF)').setInputFiles(DECK_FILE);
    await page.getByRole('button', { name: 'Upload Test Deck' }).click();
    await expect(page.getByText(DECK_MESSAGES.ownProfileOnly)).toBeVisible();

    await page.goto('/top-decks');
    const card = page.getByRole('article');
    await expect(card.locator('.score-badge__value')).toHaveText(/^\d+%$/, { timeout: 30_000 });
    const title = (await card.getByRole('heading').textContent()) ?? '';

    // Filters are toggle buttons reached with Tab and pressed with Space.
    const all = page.getByRole('button', { name: /^All Decks/ });
    const high = page.getByRole('button', { name: /^High Match/ });
    await all.focus();
    await page.keyboard.press('Tab');
    await expect(high).toBeFocused();
    await page.keyboard.press('Space');
    await expect(high).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await all.focus();
    await page.keyboard.press('Enter');
    await expect(all).toHaveAttribute('aria-pressed', 'true');

    // The modal opens from the keyboard, takes focus, and gives it back.
    const opener = card.getByRole('button', { name: title });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('investor pages need a session; the pitch page explains an unknown investor', async ({ page }) => {
    await page.goto('/');
    await page.evaluate((key) => localStorage.setItem(key, 'true'), STORAGE_KEYS.accessVerified);
    for (const path of ['/dashboard', '/top-decks', '/expand-profile', '/fillout-profile', '/submit-deck']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
    await page.goto('/pitch/nobody_by_this_name');
    await expect(page.getByRole('heading', { name: MESSAGES.profileNotFound })).toBeVisible();
    // A missing profile and a failed load are SPEC's two cases: the failure's text is not shown here.
    await expect(page.getByText(MESSAGES.profileLoadFailedPublic)).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
