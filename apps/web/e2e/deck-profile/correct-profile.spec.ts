import { textPdf } from '@pitchfit/testing/pdf';
import { expectNoSeriousViolations } from '../support/axe';
import { signUpInvestor } from '../support/sign-in';
import { expect, type Locator, test } from '../support/test';

/**
 * Issue 28: the deck modal shows the deck's profile with its pages and quotes; the investor
 * corrects the headquarters the deck never stated, and the open modal and dashboard show that deck
 * rescored, with no reload. Then a Meet and a Pass show on the dashboard's agreement card, whose
 * disagreement leads back to a deck's profile in one click; after a reload each modal shows the
 * call saved.
 */

const run = Date.now();
const deck = (name: string, line: string) =>
  textPdf(
    [
      [name, line],
      ['Team', 'Jane Doe, CEO - former accountant', 'John Roe, CTO - ex-Stripe engineer'],
      ['The ask', 'Raising a $1.5M seed round'],
    ],
    `profile-${name}-${run}`,
  );
const LEDGERLY = deck('Ledgerly', 'Automated bookkeeping for small businesses');
const PAYWISE = deck('Paywise', 'Payroll software for small businesses, based in Berlin, Germany');
const THESIS = 'We back seed B2B software companies headquartered in India.';

async function shownScore(card: Locator): Promise<number> {
  const text = (await card.locator('.score-badge__value').textContent()) ?? '';
  const match = text.match(/^(\d+)%$/);
  if (!match) throw new Error(`no percentage in "${text}"`);
  return Number(match[1]);
}

test("correcting a deck's headquarters rescores that deck live, and calls show on the dashboard", async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one flow; the phone width is checked below');
  test.setTimeout(240_000);
  const investor = await signUpInvestor(page, 'Profile');
  await page.getByRole('link', { name: 'Set your investment thesis' }).click();
  await page.getByRole('textbox', { name: 'Your investment thesis' }).fill(THESIS);
  await page.getByRole('button', { name: 'Submit Thesis' }).click();
  await expect(page).toHaveURL(/\/fillout-profile$/, { timeout: 15_000 });
  for (const [name, buffer] of [
    ['ledgerly.pdf', LEDGERLY],
    ['paywise.pdf', PAYWISE],
  ] as const) {
    const upload = await request.post(`/api/pitch/${investor.username}/submit/`, {
      multipart: { pdf_file: { name, mimeType: 'application/pdf', buffer } },
    });
    expect(upload.ok()).toBe(true);
  }

  await page.goto('/dashboard');
  const ledgerly = page.locator('.deck-card').filter({ hasText: 'Ledgerly' });
  const paywise = page.locator('.deck-card').filter({ hasText: 'Paywise' });
  await expect(ledgerly.locator('.score-badge__value')).toHaveText(/^\d+%$/, { timeout: 60_000 });
  await expect(paywise.locator('.score-badge__value')).toHaveText(/^\d+%$/, { timeout: 60_000 });
  const before = await shownScore(ledgerly);
  const paywiseBefore = await shownScore(paywise);
  await page.evaluate(() => {
    (window as Window & { e2eNoReload?: boolean }).e2eNoReload = true;
  });

  await ledgerly.getByRole('button', { name: 'Ledgerly' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ledgerly' });
  const profile = dialog.getByRole('region', { name: 'Profile' });
  await expect(profile.getByText('Automated bookkeeping for small businesses').first()).toBeVisible();
  await expect(profile).toContainText('p. 1');
  await expect(profile).toContainText('Jane Doe (CEO)');

  // Escape leaves an editor, not the modal.
  await profile.getByRole('button', { name: 'Edit Stage' }).click();
  await expect(profile.getByRole('combobox', { name: 'Stage' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(profile.getByRole('combobox', { name: 'Stage' })).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Edit Stage' })).toBeFocused();

  // Keyboard only: open the editor, choose India, save.
  await profile.getByRole('button', { name: 'Edit Headquarters' }).focus();
  await page.keyboard.press('Enter');
  const country = profile.getByRole('combobox', { name: 'Headquarters country' });
  await expect(country).toBeFocused();
  await country.selectOption('IN');
  await profile.getByRole('textbox', { name: 'City or place (optional)' }).fill('Bengaluru');
  await expectNoSeriousViolations(page, 'deck modal editing the profile');
  await page.keyboard.press('Enter');
  await expect(profile.getByRole('status')).toContainText('Headquarters corrected', { timeout: 30_000 });
  await expect(profile.getByText('Bengaluru (India)')).toBeVisible();
  await expect(profile.getByText('Your correction')).toHaveCount(1);
  await expect(profile.getByRole('button', { name: 'Edit Headquarters' })).toBeFocused();
  await profile.screenshot({ path: testInfo.outputPath('profile-desktop.png') });

  // That deck alone is rescored, and the open modal and dashboard show it.
  await expect(dialog.getByRole('region', { name: 'Match Score' })).toContainText('based in Bengaluru', {
    timeout: 60_000,
  });
  await expect
    .poll(() => shownScore(ledgerly).catch(() => before), { timeout: 60_000 })
    .toBeGreaterThan(before);
  expect(await shownScore(paywise)).toBe(paywiseBefore);
  expect(await page.evaluate(() => (window as Window & { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);

  // Calls: pass on the deck Pitchfit now scores higher, meet the other: a disagreement.
  const call = dialog.getByRole('group', { name: 'Your call on Ledgerly' });
  await call.getByRole('combobox', { name: 'Reason (optional)' }).selectOption('valuation');
  await call.getByRole('textbox', { name: 'Note (optional)' }).fill('Too expensive for us');
  await call.getByRole('button', { name: 'Pass' }).click();
  await expect(call.getByRole('button', { name: 'Pass' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await paywise.getByRole('button', { name: 'Paywise' }).click();
  const paywiseDialog = page.getByRole('dialog', { name: 'Paywise' });
  await paywiseDialog
    .getByRole('group', { name: 'Your call on Paywise' })
    .getByRole('button', { name: 'Meet' })
    .click();
  await expect(paywiseDialog.getByText('Your call: Meet')).toBeVisible();
  await paywiseDialog.getByRole('button', { name: 'Close' }).click();

  const agreement = page.getByRole('region', { name: 'Your calls and Pitchfit’s order' });
  await expect(agreement).toContainText('0 of 1');
  const pair = agreement.getByRole('listitem').first();
  await expect(pair).toContainText('Valuation or terms: “Too expensive for us”');
  await expectNoSeriousViolations(page, 'dashboard with the agreement card');
  await agreement.screenshot({ path: testInfo.outputPath('agreement-desktop.png') });
  await pair.getByRole('button', { name: 'Correct Ledgerly’s profile' }).click();
  await expect(dialog.getByRole('heading', { name: 'Profile' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The calls are stored: after a reload each modal shows the saved call pressed, with its reason.
  await page.reload();
  await ledgerly.getByRole('button', { name: 'Ledgerly' }).click();
  await expect(call.getByRole('button', { name: 'Pass' })).toHaveAttribute('aria-pressed', 'true');
  await expect(call.getByRole('button', { name: 'Meet' })).toHaveAttribute('aria-pressed', 'false');
  await expect(call.getByRole('combobox', { name: 'Reason (optional)' })).toHaveValue('valuation');
  await expect(call.getByRole('textbox', { name: 'Note (optional)' })).toHaveValue('Too expensive for us');
  await expect(call.getByRole('status')).toHaveText(
    'Your call: Pass (Valuation or terms). It changes no score.',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await paywise.getByRole('button', { name: 'Paywise' }).click();
  const paywiseCall = paywiseDialog.getByRole('group', { name: 'Your call on Paywise' });
  await expect(paywiseCall.getByRole('button', { name: 'Meet' })).toHaveAttribute('aria-pressed', 'true');
  await expect(paywiseCall.getByRole('button', { name: 'Pass' })).toHaveAttribute('aria-pressed', 'false');
  await paywiseDialog.getByRole('button', { name: 'Close' }).click();

  // A 390 px phone: the modal's profile and the card fit without scrolling sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await ledgerly.getByRole('button', { name: 'Ledgerly' }).click();
  await profile.getByRole('button', { name: 'Edit Founders' }).click();
  await expect(profile.getByRole('textbox', { name: /Founders/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('profile-phone.png'), fullPage: false });
  expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expectNoSeriousViolations(page, 'deck profile on a phone');
});
