import { APPLICATION_FIELD_LABELS } from '@pitchfit/contracts/application';
import { STORAGE_KEYS, USERNAME_MAX_LENGTH } from '@pitchfit/contracts/constants';
import { DEV_ACCESS_CODE } from '@pitchfit/dev-oidc/defaults';
import { textPdf } from '@pitchfit/testing/pdf';
import { FORM_SECTIONS } from '../../src/features/simulator/form-sections';
import { SAMPLE_APPLICATION } from '../simulator/sample-application';
import { expectNoSeriousViolations } from '../support/axe';
import { signInAtProvider, uniquePerson, verifyAccessCode } from '../support/sign-in';
import { expect, PAGE_PREVIEW_TIMEOUT, test } from '../support/test';

/**
 * The accessibility gate: axe-core finds no serious or critical violation on any screen, at
 * 1280 px (desktop project) and 390 px (phone project), in the states a person meets them in.
 */

const DECK = textPdf(
  [
    ['Ledgerly', 'Automated bookkeeping for small businesses'],
    ['Team', 'Jane Doe, CEO - former accountant', 'John Roe, CTO - ex-Stripe engineer'],
    ['Traction', '1,200 paying customers, $40k MRR growing 15% month over month'],
    ['The ask', 'Raising a $1.5M seed round at a $8M post-money valuation'],
  ],
  `axe-${Date.now()}-${Math.random()}`,
);

test('public screens', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Pitchfit' })).toBeVisible();
  await expectNoSeriousViolations(page, 'landing');

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Pitchfit' })).toBeVisible();
  await expectNoSeriousViolations(page, 'about');

  await page.goto('/access-code');
  await expect(page.getByRole('heading', { name: 'Access Verification' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Login' }).click();
  await expect(page.getByText('Please enter an access code')).toBeVisible();
  await expectNoSeriousViolations(page, 'access code, with its error');

  await page.evaluate((key) => localStorage.setItem(key, 'true'), STORAGE_KEYS.accessVerified);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login with Google' })).toBeVisible();
  await expectNoSeriousViolations(page, 'login');

  await page.goto('/auth/google/callback');
  await expect(page.getByText('No authorization code found in URL.')).toBeVisible();
  await expectNoSeriousViolations(page, 'callback without a code');

  await page.goto('/pitch/nobody_by_this_name');
  await expect(page.getByText('Profile Not Found')).toBeVisible();
  await expectNoSeriousViolations(page, 'pitch page of an unknown investor');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectNoSeriousViolations(page, 'not found');
});

test('simulator form and feedback', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/Trymbinator/');
  await expect(page.getByRole('button', { name: 'Grade My Application' })).toBeVisible();
  await expectNoSeriousViolations(page, 'simulator form');
  for (const { name } of FORM_SECTIONS.flatMap((section) => section.fields)) {
    await page.getByLabel(APPLICATION_FIELD_LABELS[name], { exact: true }).fill(SAMPLE_APPLICATION[name]);
  }
  await page.getByRole('button', { name: 'Grade My Application' }).click();
  await expect(page.getByRole('button', { name: 'Edit Application' })).toBeVisible({ timeout: 60_000 });
  await expectNoSeriousViolations(page, 'simulator feedback');
});

test('investor screens, from sign-up to the deck detail', async ({ page, request }) => {
  test.setTimeout(120_000);
  const person = uniquePerson('Axe');
  await verifyAccessCode(page);
  await signInAtProvider(page, person);
  await expect(page.getByRole('button', { name: 'Complete Sign Up' })).toBeVisible();
  await expectNoSeriousViolations(page, 'callback asking for the access code');
  await page.getByRole('textbox', { name: 'Access code' }).fill(DEV_ACCESS_CODE);
  await page.getByRole('button', { name: 'Complete Sign Up' }).click();
  await expect(page).toHaveURL(/\/set-username$/);
  await page.getByRole('textbox', { name: 'Username' }).fill('bad name!');
  await expectNoSeriousViolations(page, 'set username');
  // The public URL is previewed only for a username the server would accept.
  await expect(page.getByText('/pitch/bad name!')).toHaveCount(0);
  // The preview follows the typing, and the longest username wraps inside the card on a phone.
  const longest = 'n'.repeat(USERNAME_MAX_LENGTH);
  await page.getByRole('textbox', { name: 'Username' }).fill(longest);
  const preview = page.getByText(`/pitch/${longest}`);
  await expect(preview).toBeVisible();
  const cardBox = await page.locator('.auth-card').boundingBox();
  const url = await preview.boundingBox();
  expect(cardBox && url && url.x + url.width <= cardBox.x + cardBox.width).toBe(true);
  await page.getByRole('textbox', { name: 'Username' }).fill(person.username);
  await expect(page.getByText(`/pitch/${person.username}`)).toBeVisible();
  await page.getByRole('button', { name: 'Set Username' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('No pitch decks have been submitted yet.', { exact: false })).toBeVisible();
  await expectNoSeriousViolations(page, 'empty dashboard');

  await page.getByRole('link', { name: 'Set your investment thesis' }).click();
  await expect(page.getByRole('button', { name: 'Submit Thesis' })).toBeVisible();
  await expectNoSeriousViolations(page, 'expand profile');
  await page
    .getByRole('textbox', { name: 'Your investment thesis' })
    .fill('Seed-stage fintech software in Europe and the US, first checks of $250k to $1M.');
  await page.getByRole('button', { name: 'Submit Thesis' }).click();
  await expect(page).toHaveURL(/\/fillout-profile$/);
  await expect(page.getByRole('button', { name: 'Complete Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page.getByText('Please answer all questions.')).toBeVisible();
  await expectNoSeriousViolations(page, 'fillout profile, with its errors');

  await page.goto('/submit-deck');
  await expect(page.getByRole('button', { name: 'Upload Test Deck' })).toBeVisible();
  await expectNoSeriousViolations(page, 'test upload');

  await page.goto(`/pitch/${person.username}`);
  await expect(page.getByRole('button', { name: 'Submit Deck' })).toBeVisible();
  await expectNoSeriousViolations(page, 'public pitch page');

  const upload = await request.post(`/api/pitch/${person.username}/submit/`, {
    multipart: { pdf_file: { name: 'ledgerly-seed.pdf', mimeType: 'application/pdf', buffer: DECK } },
  });
  expect(upload.status()).toBe(201);
  await page.goto('/dashboard');
  const card = page.getByRole('article');
  await expect(card).toHaveCount(1);
  await expectNoSeriousViolations(page, 'dashboard with a deck');
  // A bound for a deck that never scores. (A dashboard stuck on "Scoring…" here was a race between the
  // first list load and the pushed score: deck-stream-cache.test.ts.)
  await expect(card.locator('.score-badge__value')).toHaveText(/^\d+%$/, { timeout: 60_000 });

  await page.goto('/top-decks');
  await expect(page.getByRole('heading', { name: 'Pitch Deck Analysis' })).toBeVisible();
  await expect(card.locator('.score-badge__value')).toHaveText(/^\d+%$/);
  await expectNoSeriousViolations(page, 'top decks');

  await card.getByRole('heading').getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page, 'deck detail');
  const pageButton = dialog.getByRole('button', { name: /^Page \d+$/ }).first();
  await pageButton.click();
  // pdf.js draws at the device's pixel ratio: slow on a phone-sized emulation on a busy machine.
  await expect(dialog.locator('figure.pdf-preview')).toHaveAttribute(
    'aria-busy',
    'false',
    PAGE_PREVIEW_TIMEOUT,
  );
  await expectNoSeriousViolations(page, 'deck detail with a page open');
});
