import { STORAGE_KEYS } from '@pitchfit/contracts/constants';
import { expect, type Page, test } from '../support/test';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('the landing page presents the product and its three audiences', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Pitchfit');
  await expect(page.getByRole('heading', { level: 1, name: 'Pitchfit' })).toBeVisible();
  await expect(page.getByText('The intelligent platform for scoring and matching pitch decks')).toBeVisible();
  for (const audience of ['For Venture Capitalists', 'For Startup Founders', 'For Accelerator Applicants']) {
    await expect(page.getByRole('heading', { level: 3, name: audience })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'VC Sign In' })).toHaveAttribute('href', '/access-code');

  await page.getByRole('link', { name: 'Learn More' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Pitchfit' })).toBeVisible();
});

test('logged out, the bar offers Home and Login on public routes only', async ({ page }) => {
  await page.goto('/');
  await expect(mainNav(page).getByRole('link')).toHaveText(['Home', 'Login']);
  await mainNav(page).getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/access-code$/);
  await expect(mainNav(page)).toBeVisible();

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Pitchfit' })).toBeVisible();
  await expect(mainNav(page)).toHaveCount(0);
});

test('logged in, the bar shows everywhere and logout forgets the session', async ({ page }) => {
  await page.goto('/');
  await page.evaluate((keys) => {
    for (const key of Object.values(keys)) localStorage.setItem(key, `value-of-${key}`);
  }, STORAGE_KEYS);
  await page.goto('/about');

  // SPEC section 2's order, exactly: Home, Dashboard, Logout, Top Decks.
  await expect(mainNav(page).getByRole('listitem')).toHaveText(['Home', 'Dashboard', 'Logout', 'Top Decks']);
  await expect(mainNav(page).getByRole('link')).toHaveText(['Home', 'Dashboard', 'Top Decks']);
  await mainNav(page).getByRole('button', { name: 'Logout' }).click();

  // Logout goes to /login (SPEC §2), which sends a visitor without the access flag on to /access-code.
  await expect(page).toHaveURL(/\/access-code$/);
  const remaining = await page.evaluate(() => Object.keys(localStorage).sort());
  expect(remaining).toEqual([STORAGE_KEYS.profileQuestions, STORAGE_KEYS.vcThesisForFillout].sort());
  await expect(mainNav(page).getByRole('link')).toHaveText(['Home', 'Login']);
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a page whose chunk fails to load shows the error page naming the chunk', async ({ page }) => {
  await page.route(/\/assets\/about-page-[^/]+\.js$/, (route) => route.abort('connectionfailed'));
  await page.goto('/');
  await page.getByRole('link', { name: 'Learn More' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Could not load the "about" chunk.');
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
});
