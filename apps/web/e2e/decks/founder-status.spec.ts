import { expectNoSeriousViolations } from '../support/axe';
import { ledgerlyDeck } from '../support/decks';
import { holdDeckScoring, releaseDeckScoring } from '../support/operator';
import { expectFitsTheWidth, tabOrder } from '../support/phone';
import { signUpInvestor } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * A founder hears back (issue 29): the success screen gives a private status link, the status page
 * shows the deck received, the founder sends a second version from it, and the investor's modal
 * shows v1 → v2 with what changed, each fact cited to its page.
 */

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
    .setInputFiles(ledgerlyDeck('Raising a $1.5M seed round', '1,200 paying customers, $40k MRR', 'v1'));
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
    .setInputFiles(ledgerlyDeck('Raising a $3M seed round', '2,500 paying customers, $95k MRR', 'v2'));
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

test('a version sent through the pitch page: the earlier link says so and sends no version itself', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one layout is enough for this state');
  test.setTimeout(120_000);
  const investor = await signUpInvestor(page, 'Relinked');
  const founderContext = await browser.newContext();
  const founder = await founderContext.newPage();
  const pitch = async (ask: string, salt: string) => {
    await founder.goto(`/pitch/${investor.username}`);
    await founder
      .getByLabel('Pitch deck (PDF)')
      .setInputFiles(ledgerlyDeck(ask, '1,200 paying customers, $40k MRR', salt, 'jane@ledgerly.io'));
    await founder.getByRole('button', { name: 'Submit Deck' }).click();
    const statusLink = founder.getByRole('link', { name: /\/pitch\/status\// });
    await expect(statusLink).toBeVisible();
    return (await statusLink.textContent()) ?? '';
  };
  const firstLink = await pitch('Raising a $1.5M seed round', 'pitch-v1');
  await page.goto('/dashboard');
  await expect(page.getByRole('article').locator('.score-badge__value')).toHaveText(/^\d+%$/, {
    timeout: 45_000,
  });
  await pitch('Raising a $3M seed round', 'pitch-v2');
  // Same address, same company: the dashboard shows one card, the second deck as v2.
  await expect(page.getByRole('article').locator('.version-badge')).toHaveText('version v2', {
    timeout: 45_000,
  });
  await expect(page.getByRole('article')).toHaveCount(1);

  await founder.goto(firstLink);
  await expect(founder.getByRole('heading', { level: 2, name: 'A newer version was sent' })).toBeVisible();
  await expect(founder.getByText(/Its own status link shows it/)).toBeVisible();
  await expect(founder.getByLabel('New version (PDF)')).toHaveCount(0);
  await expect(founder.getByRole('button', { name: 'Withdraw Deck' })).toBeVisible();
  await expectNoSeriousViolations(founder, 'the status page of a deck followed by a newer version');
  await founderContext.close();
});

test('at 390 px the status page fits, every control is labelled and Tab reaches each one', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the phone layout');
  const investor = await signUpInvestor(page, 'Phone');
  // A new context takes the project's options: a phone's viewport, this test's address.
  const founderContext = await browser.newContext();
  const founder = await founderContext.newPage();
  expect(founder.viewportSize()?.width).toBe(390);
  await founder.goto(`/pitch/${investor.username}`);
  await founder
    .getByLabel('Pitch deck (PDF)')
    .setInputFiles(ledgerlyDeck('Raising a $1.5M seed round', '1,200 paying customers, $40k MRR', 'phone'));
  await founder.getByRole('button', { name: 'Submit Deck' }).click();
  // The success screen's status link, a long unbroken address, wraps inside its box.
  const statusLink = founder.getByRole('link', { name: /\/pitch\/status\// });
  await expect(statusLink).toBeVisible();
  await expectFitsTheWidth(founder, 'the success screen with the status link');
  await founder.screenshot({ path: testInfo.outputPath('success-390.png'), fullPage: true });

  await statusLink.click();
  await expect(founder.getByRole('heading', { level: 1, name: 'Your deck’s status' })).toBeVisible();
  await expectFitsTheWidth(founder, 'the founder status page');
  await expect(founder.getByLabel('New version (PDF)')).toBeVisible();
  await expect(founder.getByRole('list').filter({ hasText: 'Received' })).toBeInViewport();
  await founder.screenshot({ path: testInfo.outputPath('status-390.png'), fullPage: true });

  const reached = await tabOrder(founder);
  for (const control of ['New version (PDF)', 'Send New Version', 'Withdraw Deck']) {
    expect(reached, `Tab reaches ${control}`).toContain(control);
  }
  await founder.getByRole('button', { name: 'Withdraw Deck' }).click();
  const confirm = founder.getByRole('button', { name: 'Yes, withdraw it' });
  await expect(confirm).toBeFocused();
  await expect(founder.getByRole('button', { name: 'Keep it' })).toBeVisible();
  await expectFitsTheWidth(founder, 'the withdrawal question');
  await expectNoSeriousViolations(founder, 'the founder status page at 390 px');
  await founderContext.close();
});
