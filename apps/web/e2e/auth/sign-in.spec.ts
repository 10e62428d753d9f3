import { STORAGE_KEYS } from '@pitchfit/contracts/constants';
import { MESSAGES } from '@pitchfit/contracts/messages';
import { DEV_ACCESS_CODE } from '@pitchfit/dev-oidc/defaults';
import { signInAtProvider, uniquePerson, verifyAccessCode } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * Sign-in in a real browser against the real stack: `pnpm start` runs the development identity
 * provider on loopback (no Google credentials here) with the development access code.
 */

test('a new investor signs up, chooses a username, reaches the dashboard and logs out; then signs in again', async ({
  page,
  browser,
}) => {
  const person = uniquePerson('Ada');
  await verifyAccessCode(page);
  await signInAtProvider(page, person);

  // New signup: the callback asks for the access code and resubmits the same Google code with it.
  await expect(page.getByText('New to Pitchfit? Signing up requires an access code.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Access code' }).fill(DEV_ACCESS_CODE);
  await page.getByRole('button', { name: 'Complete Sign Up' }).click();
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/set-username$/);

  await expect(page.getByText('Only letters, numbers and underscores.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Username' }).fill('not valid!');
  await page.getByRole('button', { name: 'Set Username' }).click();
  await expect(page.getByText('Username may contain only letters, numbers and underscores.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Username' }).fill(person.username);
  await page.getByRole('button', { name: 'Set Username' }).click();
  await expect(page.getByText(MESSAGES.usernameSetSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const header = page.locator('.dashboard-header');
  await expect(header.getByText(`@${person.username}`)).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Dashboard', 'Top Decks']);
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();

  // Logout clears the session keys and goes to /login, which (access no longer verified) defers to /access-code.
  const loginVisit = page.waitForURL(/\/login$/);
  await header.getByRole('button', { name: 'Logout' }).click();
  await loginVisit;
  await expect(page).toHaveURL(/\/access-code$/);
  const kept = await page.evaluate(() => Object.keys(localStorage));
  for (const key of [
    STORAGE_KEYS.accessToken,
    STORAGE_KEYS.refreshToken,
    STORAGE_KEYS.vcProfile,
    STORAGE_KEYS.accessVerified,
  ]) {
    expect(kept).not.toContain(key);
  }

  // A returning investor: no access code asked, straight to the dashboard.
  const context = await browser.newContext();
  const again = await context.newPage();
  await verifyAccessCode(again);
  await signInAtProvider(again, person);
  await expect(again.getByText('Login successful! Redirecting...')).toBeVisible();
  await expect(again).toHaveURL(/\/dashboard$/);
  await expect(again.locator('.dashboard-header').getByText(`@${person.username}`)).toBeVisible();
  await context.close();
});

test('a new signup with a wrong access code at the callback is asked again, then gets in', async ({
  page,
}) => {
  const person = uniquePerson('Grace');
  await verifyAccessCode(page);
  await signInAtProvider(page, person);
  const callbackUrl = page.url();

  await page.getByRole('button', { name: 'Complete Sign Up' }).click();
  await expect(page.getByText(MESSAGES.enterAccessCode)).toBeVisible();
  await page.getByRole('textbox', { name: 'Access code' }).fill('definitely-wrong');
  await page.getByRole('button', { name: 'Complete Sign Up' }).click();
  await expect(page.getByText(MESSAGES.invalidAccessCode)).toBeVisible();
  await page.getByRole('textbox', { name: 'Access code' }).fill(DEV_ACCESS_CODE);
  await page.getByRole('button', { name: 'Complete Sign Up' }).click();
  await expect(page).toHaveURL(/\/set-username$/);
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();

  // An access token about to expire is refreshed before the next call, not turned into a logout.
  const before = await page.evaluate((keys) => {
    const access = localStorage.getItem(keys.accessToken) ?? '';
    const [header, payload, signature] = access.split('.');
    const claims = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/')));
    const nearlyExpired = btoa(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) + 20 }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    localStorage.setItem(keys.accessToken, `${header}.${nearlyExpired}.${signature}`);
    return { access, refresh: localStorage.getItem(keys.refreshToken) };
  }, STORAGE_KEYS);
  await page.reload();
  // The page's profile call finds the token nearly expired and rotates both tokens first.
  const storedRefresh = () => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.refreshToken);
  await expect.poll(storedRefresh).not.toBe(before.refresh);
  expect(await storedRefresh()).not.toBeNull();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.accessToken)).not.toBe(
    before.access,
  );
  await expect(page).toHaveURL(/\/set-username$/);
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();

  // The Google code was used once: reopening the callback URL does not send it again.
  await page.goto(callbackUrl);
  await expect(page.getByText(MESSAGES.authCodeExpired)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the access-code screen refuses wrong codes, and /login requires verification', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/access-code$/);
  await page.getByRole('button', { name: 'Continue to Login' }).click();
  await expect(page.getByText(MESSAGES.enterAccessCode)).toBeVisible();
  await page.getByRole('textbox', { name: 'Access code' }).fill('wrong-code');
  await page.getByRole('button', { name: 'Continue to Login' }).click();
  await expect(page.getByText(MESSAGES.invalidAccessCode)).toBeVisible();
  await expect(page).toHaveURL(/\/access-code$/);
});

test('without a token an investor page goes to /login; a refused token is forgotten', async ({ page }) => {
  await page.goto('/');
  await page.evaluate((keys) => localStorage.setItem(keys.accessVerified, 'true'), STORAGE_KEYS);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  await page.evaluate((keys) => {
    localStorage.setItem(keys.accessToken, 'forged.token.value');
    localStorage.setItem(keys.refreshToken, 'forged-refresh');
  }, STORAGE_KEYS);
  await page.goto('/set-username');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(MESSAGES.authRequired)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.accessToken)).toBeNull();
});

test('the callback without a code says so', async ({ page }) => {
  await page.goto('/auth/google/callback');
  await expect(page.getByText(MESSAGES.noAuthCode)).toBeVisible();
});
