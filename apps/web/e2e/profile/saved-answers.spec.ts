import { signUpInvestor } from '../support/sign-in';
import { expect, test } from '../support/test';

const THESIS = 'Seed-stage fintech software in Europe, first checks of $250k to $1M.';

test('profile answers already saved show again when the investor comes back to /fillout-profile', async ({
  page,
}) => {
  await signUpInvestor(page, 'Answers');
  await page.getByRole('link', { name: 'Set your investment thesis' }).click();
  await page.getByRole('textbox', { name: 'Your investment thesis' }).fill(THESIS);
  await page.getByRole('button', { name: 'Submit Thesis' }).click();
  await expect(page).toHaveURL(/\/fillout-profile$/);

  const fields = page.locator('.profile-questions').getByRole('textbox');
  await expect(fields.first()).toBeVisible();
  const given: string[] = [];
  for (const [index, field] of (await fields.all()).entries()) {
    const answer = `Answer ${index + 1}: Europe, seed, $500k`;
    given.push(answer);
    await field.fill(answer);
  }
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // In-app navigation back, then a fresh load: both show the saved answers, not empty fields.
  await page.goBack();
  await expect(page).toHaveURL(/\/fillout-profile$/);
  await expect(fields).toHaveCount(given.length);
  for (const [index, answer] of given.entries()) await expect(fields.nth(index)).toHaveValue(answer);
  await page.reload();
  for (const [index, answer] of given.entries()) await expect(fields.nth(index)).toHaveValue(answer);
});
