import { DEV_ACCESS_CODE } from '@pitchfit/dev-oidc/defaults';
import { expectNoSeriousViolations } from '../support/axe';
import { signInAtProvider, signUpInvestor, uniquePerson } from '../support/sign-in';
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
  await partnerPage.goto(new URL(inviteUrl).pathname);
  await expect(partnerPage.getByRole('heading', { level: 1, name: 'Join a fund' })).toBeVisible();
  await expectNoSeriousViolations(partnerPage, 'invite, signed out');
  await partnerPage.getByRole('button', { name: 'Sign in to join' }).click();
  await partnerPage.getByRole('textbox', { name: 'Access code' }).fill(DEV_ACCESS_CODE);
  await partnerPage.getByRole('button', { name: 'Continue to Login' }).click();
  const partner = uniquePerson('Partner');
  await signInAtProvider(partnerPage, partner);
  await partnerPage.getByRole('textbox', { name: 'Access code' }).fill(DEV_ACCESS_CODE);
  await partnerPage.getByRole('button', { name: 'Complete Sign Up' }).click();
  await expect(partnerPage).toHaveURL(/\/invite$/);
  await expectNoSeriousViolations(partnerPage, 'invite, signed in');
  await partnerPage.getByRole('button', { name: 'Join the fund' }).click();
  await expect(partnerPage.getByRole('status')).toContainText(`@${owner.username}`);
  await partnerPage.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(partnerPage.getByText(`@${owner.username}`).first()).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: `Remove ${partner.name}` }).click();
  await page.getByRole('button', { name: `Remove ${partner.name} now` }).click();
  await expect(page.getByText(partner.email)).toHaveCount(0);
  await partnerContext.close();
});
