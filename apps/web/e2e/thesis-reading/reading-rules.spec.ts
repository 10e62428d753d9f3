import { expectNoSeriousViolations } from '../support/axe';
import { signUpInvestor } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * Issue 26: the rules the match weighs beyond sectors, stages, cheques and places are shown too.
 * A school's alumni fund sees its founder rule as a requirement, with its own words under it, and
 * a thesis about a kind of customer sees that customer.
 */
const THESIS =
  'The Fenwick Alumni Fund backs seed software companies in the United States with at least one founder who holds a degree from Fenwick College. We invest in software for frontline, deskless and shift workers.';

test('the reading shows a founder rule and a customer focus with the words they came from', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one layout is enough for a read-only list');
  await signUpInvestor(page, 'Rules');
  await page.getByRole('link', { name: 'Set your investment thesis' }).click();
  await page.getByRole('textbox', { name: 'Your investment thesis' }).fill(THESIS);
  await page.getByRole('button', { name: 'Submit Thesis' }).click();
  await expect(page).toHaveURL(/\/fillout-profile$/);

  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: 'How Pitchfit reads your thesis' });
  const rules = panel.locator('.reading__rules');
  const founders = rules.locator('dt', { hasText: 'Founders' }).locator('+ dd');
  await expect(founders).toContainText('A founder with a degree from Fenwick College (required)');
  await expect(founders.locator('q')).toContainText('holds a degree from Fenwick College');
  const customers = rules.locator('dt', { hasText: 'Customers' }).locator('+ dd');
  await expect(customers).toContainText('Frontline, deskless and shift workers');
  await expectNoSeriousViolations(page, 'dashboard with the reading’s founder and customer rules');
});
