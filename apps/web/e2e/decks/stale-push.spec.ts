import { textPdf } from '@pitchfit/testing/pdf';
import { holdDeckScoring, releaseDeckScoring } from '../support/operator';
import { signUpInvestor } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';

/**
 * Issue 28: a thesis change is pushed. With the worker held (the deck queue paused, as an operator
 * would), a dashboard left open in one tab shows "(Stale Scores)" as soon as the thesis is changed
 * in another, with no reload, and offers the recalculation; once scoring resumes the marker goes.
 */

const DECK = textPdf(
  [
    ['Ledgerly', 'Automated bookkeeping for small businesses'],
    ['Team', 'Jane Doe, CEO - former accountant'],
    ['The ask', 'Raising a $1.5M seed round'],
  ],
  `stale-push-${Date.now()}`,
);

async function submitThesis(page: Page, thesis: string) {
  await page.goto('/expand-profile');
  await page.getByRole('textbox', { name: 'Your investment thesis' }).fill(thesis);
  await page.getByRole('button', { name: 'Submit Thesis' }).click();
  await expect(page).toHaveURL(/\/fillout-profile$/, { timeout: 15_000 });
}

test.afterEach(async ({ request }) => releaseDeckScoring(request));

test('an open dashboard shows stale scores the moment the thesis changes elsewhere, while the worker is held', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one flow');
  test.setTimeout(180_000);
  const investor = await signUpInvestor(page, 'Stale');
  await submitThesis(page, 'We back seed B2B software companies in Europe.');
  const upload = await request.post(`/api/pitch/${investor.username}/submit/`, {
    multipart: { pdf_file: { name: 'ledgerly.pdf', mimeType: 'application/pdf', buffer: DECK } },
  });
  expect(upload.ok()).toBe(true);

  await page.goto('/dashboard');
  await expect(page.locator('.dashboard__decks')).toHaveAttribute('data-deck-stream', 'live', {
    timeout: 30_000,
  });
  const card = page.locator('.deck-card').first();
  await expect(card.locator('.score-badge__value')).toHaveText(/^\d+%$/, { timeout: 60_000 });
  await expect(card.getByText('(Stale Scores)')).toHaveCount(0);
  await page.evaluate(() => {
    (window as Window & { e2eNoReload?: boolean }).e2eNoReload = true;
  });

  // The worker takes no job from here on: only the push can tell the open page.
  await holdDeckScoring(request);
  const other = await page.context().newPage();
  await submitThesis(other, 'We back seed consumer apps in Latin America.');
  await other.close();

  await expect(card.getByText('(Stale Scores)')).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => (window as Window & { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByText('(Stale Scores)')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Recalculate Stale Scores' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await releaseDeckScoring(request);
  await expect(card.getByText('(Stale Scores)')).toHaveCount(0, { timeout: 60_000 });
});
