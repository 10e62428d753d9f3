import { expectNoSeriousViolations } from '../support/axe';
import { joinFundAsNewPartner, signUpInvestor } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * Fund seats in the browser (issue 29): the owner makes an invite link on the Team screen with the
 * keyboard, a partner opens it signed out, walks the access code and Google sign-in, joins and sees
 * the fund's page; the owner removes them. axe runs on both new screens, at 1280 and 390 px.
 */
test('an owner invites a partner, who signs in and joins; the owner removes them', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await signUpInvestor(page, 'Owner');
  await page.getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expectNoSeriousViolations(page, 'team, before an invite');

  const create = page.getByRole('button', { name: 'Create invite link' });
  await create.focus();
  await page.keyboard.press('Enter');
  const link = page.getByRole('textbox', { name: 'Invite link' });
  await expect(link).toHaveValue(/\/invite\/[A-Za-z0-9_-]{43}$/);
  await expectNoSeriousViolations(page, 'team, with an invite link');
  const inviteUrl = await link.inputValue();

  const partnerContext = await browser.newContext();
  const partnerPage = await partnerContext.newPage();
  const partner = await joinFundAsNewPartner(partnerPage, inviteUrl, owner.username);

  await page.reload();
  await page.getByRole('button', { name: `Remove ${partner.name}` }).click();
  await page.getByRole('button', { name: `Remove ${partner.name} now` }).click();
  await expect(page.getByText(partner.email)).toHaveCount(0);
  await partnerContext.close();
});
