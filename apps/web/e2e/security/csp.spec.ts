import { signUpInvestor } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';
import { watchPage } from './page-watch';

/**
 * The web app runs under its Content-Security-Policy (docs/operations.md: scripts and styles from
 * this origin only, nothing inline): the main screens load, render and work with zero violations.
 */

async function expectPolicy(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, path).toContain("script-src 'self'");
  expect(policy, path).not.toContain('unsafe-inline');
}

test('landing, simulator, access code, login and the signed-in screens run with no CSP violation', async ({
  page,
  baseURL,
}) => {
  const watch = await watchPage(page, baseURL ?? '');

  const publicScreens: Array<[string, () => Promise<void>]> = [
    ['/', () => expect(page.getByRole('heading', { level: 1, name: 'Pitchfit' })).toBeVisible()],
    [
      '/Trymbinator/',
      () => expect(page.getByRole('heading', { level: 1, name: 'Accelerator Simulator' })).toBeVisible(),
    ],
    ['/access-code', () => expect(page.getByRole('heading', { name: 'Access Verification' })).toBeVisible()],
  ];
  for (const [path, rendered] of publicScreens) {
    await expectPolicy(page, path);
    await rendered();
    expect(await watch.cspViolations(), path).toEqual([]);
  }

  // Access code, login, the provider's round trip, the callback, the username and the dashboard,
  // one page after another as a person goes through them.
  const investor = await signUpInvestor(page, 'Csp');
  expect(await watch.cspViolations(), 'sign-up to the dashboard').toEqual([]);

  const signedInScreens: Array<[string, () => Promise<void>]> = [
    ['/dashboard', () => expect(page.getByText(`@${investor.username}`).first()).toBeVisible()],
    [
      '/top-decks',
      () => expect(page.getByRole('heading', { level: 1, name: 'Pitch Deck Analysis' })).toBeVisible(),
    ],
    [
      '/expand-profile',
      () => expect(page.getByRole('heading', { level: 1, name: 'Investment Thesis' })).toBeVisible(),
    ],
    [
      `/pitch/${investor.username}`,
      () =>
        expect(page.getByRole('heading', { level: 1, name: `Pitch to @${investor.username}` })).toBeVisible(),
    ],
  ];
  for (const [path, rendered] of signedInScreens) {
    await expectPolicy(page, path);
    await rendered();
    expect(await watch.cspViolations(), path).toEqual([]);
  }
  expect(watch.dialogs).toEqual([]);

  // The watch sees a violation when there is one: an inline script is refused and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__xss = "inline"';
    document.body.append(script);
  });
  await expect.poll(() => watch.cspViolations()).not.toEqual([]);
  expect(await watch.injectedFlag()).toBeUndefined();
});
