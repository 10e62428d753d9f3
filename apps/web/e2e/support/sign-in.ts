import { MESSAGES } from '@pitchfit/contracts/messages';
import { DEV_ACCESS_CODE } from '@pitchfit/dev-oidc/defaults';
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';

/**
 * Sign-in steps through the real UI against the development identity provider that `pnpm start`
 * runs on loopback (no Google credentials here), with the development access code.
 */

export function uniquePerson(label: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: `${label} ${id}`,
    email: `${label.toLowerCase()}-${id}@example.test`,
    username: `${label}_${id}`,
  };
}
export type Person = ReturnType<typeof uniquePerson>;

export async function verifyAccessCode(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: 'VC Sign In' }).click();
  await expect(page).toHaveURL(/\/access-code$/);
  await expect(page.getByRole('heading', { name: 'Access Verification' })).toBeVisible();
  await expect(page.getByText('Please enter the access code to continue.')).toBeVisible();
  await expect(page.getByText('Access is limited to authorized users only.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Access code' }).fill(DEV_ACCESS_CODE);
  await page.getByRole('button', { name: 'Continue to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** From /login through the development provider's page back to the callback. */
export async function signInAtProvider(page: Page, person: { name: string; email: string }) {
  await expect(page.getByText('VCs can login or signup via Google OAuth.')).toBeVisible();
  await expect(
    page.getByText('By logging in, you agree to our Terms of Service and Privacy Policy.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Login with Google' }).click();
  await expect(page.getByText('Development identity provider — not Google')).toBeVisible();
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/google\/callback\?/);
}

/** A new investor all the way to the dashboard: access code, provider, signup code, username. */
export async function signUpInvestor(page: Page, label: string): Promise<Person> {
  const person = uniquePerson(label);
  await verifyAccessCode(page);
  await signInAtProvider(page, person);
  await page.getByRole('textbox', { name: 'Access code' }).fill(DEV_ACCESS_CODE);
  await page.getByRole('button', { name: 'Complete Sign Up' }).click();
  await expect(page).toHaveURL(/\/set-username$/);
  await page.getByRole('textbox', { name: 'Username' }).fill(person.username);
  await page.getByRole('button', { name: 'Set Username' }).click();
  await expect(page.getByText(MESSAGES.usernameSetSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  return person;
}

/**
 * A new partner joins a fund from its invite link (issue 29): opened signed out, the access code,
 * Google sign-in and the signup code, then one button. axe runs on the invite screen before and
 * after sign-in.
 */
export async function joinFundAsNewPartner(
  page: Page,
  inviteUrl: string,
  fundUsername: string,
  label = 'Partner',
): Promise<Person> {
  await page.goto(new URL(inviteUrl).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Join a fund' })).toBeVisible();
  await expectNoSeriousViolations(page, 'invite, signed out');
  await page.getByRole('button', { name: 'Sign in to join' }).click();
  await page.getByRole('textbox', { name: 'Access code' }).fill(DEV_ACCESS_CODE);
  await page.getByRole('button', { name: 'Continue to Login' }).click();
  const partner = uniquePerson(label);
  await signInAtProvider(page, partner);
  await page.getByRole('textbox', { name: 'Access code' }).fill(DEV_ACCESS_CODE);
  await page.getByRole('button', { name: 'Complete Sign Up' }).click();
  await expect(page).toHaveURL(/\/invite$/);
  await expectNoSeriousViolations(page, 'invite, signed in');
  await page.getByRole('button', { name: 'Join the fund' }).click();
  await expect(page.getByRole('status')).toContainText(`@${fundUsername}`);
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page.getByText(`@${fundUsername}`).first()).toBeVisible();
  return partner;
}
