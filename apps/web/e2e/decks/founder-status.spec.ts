import { textPdf } from '@pitchfit/testing/pdf';
import { expectNoSeriousViolations } from '../support/axe';
import { holdDeckScoring, releaseDeckScoring } from '../support/operator';
import { signUpInvestor } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * A founder hears back (issue 29): the success screen gives a private status link, the status page
 * shows the deck received, the founder sends a second version from it, and the investor's modal
 * shows v1 → v2 with what changed, each fact cited to its page.
 */

function ledgerly(ask: string, traction: string, salt: string) {
  return {
    name: `ledgerly-${salt}.pdf`,
    mimeType: 'application/pdf',
    buffer: textPdf(
      [
        ['Ledgerly', 'Automated bookkeeping for small businesses'],
        ['Team', 'Jane Doe, CEO - former accountant', 'John Roe, CTO - ex-Stripe engineer'],
        ['Traction', traction],
        ['The ask', ask],
      ],
      `${salt}-${Date.now()}`,
    ),
  };
}

test.afterEach(async ({ request }) => {
  await releaseDeckScoring(request);
});

test('submit → the status page shows received → a new version → the investor sees the diff', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // It holds the shared deck queue for a moment: once is enough.
  test.skip(testInfo.project.name !== 'desktop', 'holds the shared deck queue; runs once');
  test.setTimeout(120_000);
  const investor = await signUpInvestor(page, 'Founder');

  // The founder submits; scoring waits, so the status page can only say "received".
  await holdDeckScoring(request);
  const founderContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const founder = await founderContext.newPage();
  await founder.goto(`/pitch/${investor.username}`);
  await founder
    .getByLabel('Pitch deck (PDF)')
    .setInputFiles(ledgerly('Raising a $1.5M seed round', '1,200 paying customers, $40k MRR', 'v1'));
  await founder.getByRole('button', { name: 'Submit Deck' }).click();
  const statusLink = founder.getByRole('link', { name: /\/pitch\/status\// });
  await expect(statusLink).toBeVisible();
  founder.once('dialog', (dialog) => void dialog.accept());
  await founder.getByRole('button', { name: 'Copy your status link' }).click();
  const link = (await statusLink.textContent()) ?? '';
  expect(await founder.evaluate(() => navigator.clipboard.readText())).toBe(link);

  await statusLink.click();
  await expect(founder.getByRole('heading', { level: 1, name: 'Your deck’s status' })).toBeVisible();
  await expect(founder.getByRole('heading', { level: 2, name: 'Status: Received' })).toBeVisible();
  await expect(founder.locator('[aria-current="step"]')).toHaveText('Received');
  await expectNoSeriousViolations(founder, 'the founder status page');
  await releaseDeckScoring(request);

  // A second version from the same page.
  await founder
    .getByLabel('New version (PDF)')
    .setInputFiles(ledgerly('Raising a $3M seed round', '2,500 paying customers, $95k MRR', 'v2'));
  await founder.getByRole('button', { name: 'Send New Version' }).click();
  await expect(founder.getByText('Version 2 was sent.')).toBeVisible();
  await expect(founder.getByText(/version 2 · sent/)).toBeVisible();
  await founderContext.close();

  // The investor's dashboard lists the latest version only, with its badge; the modal shows the diff.
  await page.goto('/dashboard');
  const card = page.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card.locator('.version-badge')).toHaveText('version v2');
  await expect(card.locator('.score-badge__value')).toHaveText(/^\d+%$/, { timeout: 45_000 });
  await card.getByRole('button', { name: 'Ledgerly' }).click();
  const modal = page.getByRole('dialog');
  const versions = modal.getByRole('region', { name: 'Versions' });
  await expect(versions.getByRole('heading', { name: 'v1 → v2' })).toBeVisible({ timeout: 30_000 });
  const raise = versions.getByRole('row', { name: /Raise/ });
  await expect(raise.getByRole('cell').first()).toContainText('1,500,000');
  await expect(raise.getByRole('cell').first()).toContainText('(p. 4)');
  await expect(raise.getByRole('cell').nth(1)).toContainText('3,000,000');
  await expect(versions.getByRole('row', { name: /Traction/ })).toBeVisible();
  await expect(versions.getByText(/^Match: /)).toBeVisible();
  await expectNoSeriousViolations(page, 'the deck modal with versions');
});
