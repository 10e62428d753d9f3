import { textPdf } from '@pitchfit/testing/pdf';
import { signUpInvestor } from '../support/sign-in';
import { expect, PAGE_PREVIEW_TIMEOUT, test } from '../support/test';

/**
 * A cited fact's page: on a phone it opens in place, right under the tapped fact, and takes the
 * focus; on a desktop it shows beside the list and the focus stays on the button.
 */

const DECK = textPdf(
  [
    ['Ledgerly', 'Automated bookkeeping for small businesses'],
    ['Team', 'Jane Doe, CEO - former accountant', 'John Roe, CTO - ex-Stripe engineer'],
    ['Traction', '1,200 paying customers, $40k MRR growing 15% month over month'],
    ['The ask', 'Raising a $1.5M seed round at a $8M post-money valuation'],
  ],
  `preview-${Date.now()}-${Math.random()}`,
);

test('tapping a cited fact shows its page where the investor is looking', async ({
  page,
  request,
}, testInfo) => {
  const investor = await signUpInvestor(page, 'Preview');
  const upload = await request.post(`/api/pitch/${investor.username}/submit/`, {
    multipart: { pdf_file: { name: 'ledgerly.pdf', mimeType: 'application/pdf', buffer: DECK } },
  });
  expect(upload.status()).toBe(201);
  const card = page.getByRole('article');
  await expect(card.locator('.score-badge__value')).toHaveText(/^\d+%$/, { timeout: 30_000 });
  await card.getByRole('heading').getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();

  const facts = dialog.locator('.cited-fact');
  const fact = facts.last();
  const pageButton = fact.getByRole('button', { name: /^Page \d+$/ });
  const pageLabel = (await pageButton.textContent()) ?? '';
  await pageButton.scrollIntoViewIfNeeded();
  await pageButton.click();
  const image = dialog.getByRole('img', { name: new RegExp(`^${pageLabel} of ledgerly\\.pdf`) });
  await expect(image).toBeVisible(PAGE_PREVIEW_TIMEOUT);

  if (testInfo.project.name === 'phone') {
    // In place: inside the tapped fact, focused, and on screen.
    const preview = fact.getByRole('region', { name: `${pageLabel} of the deck` });
    await expect(preview).toBeFocused();
    await expect(preview.getByRole('img')).toBeVisible();
    // The caption names the page count only once the PDF has loaded.
    await expect(dialog.locator('figure.pdf-preview')).toHaveAttribute(
      'aria-busy',
      'false',
      PAGE_PREVIEW_TIMEOUT,
    );
    await expect(preview.getByText(`${pageLabel} of 4 · ledgerly.pdf`)).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('phone-preview.png') });
  } else {
    // Desktop unchanged: beside the list, not inside the fact, and the button keeps the focus.
    await expect(fact.getByRole('img')).toHaveCount(0);
    await expect(dialog.locator('.cited-facts__preview').getByRole('img')).toBeVisible();
    await expect(pageButton).toBeFocused();
    await expect(dialog.locator('figure.pdf-preview')).toHaveAttribute(
      'aria-busy',
      'false',
      PAGE_PREVIEW_TIMEOUT,
    );
    await page.screenshot({ path: testInfo.outputPath('desktop-preview.png') });
  }
});
