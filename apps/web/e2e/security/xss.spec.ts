import { textPdf } from '@pitchfit/testing/pdf';
import { signUpInvestor } from '../support/sign-in';
import { expect, PAGE_PREVIEW_TIMEOUT, type Page, test } from '../support/test';
import { type PageWatch, watchPage } from './page-watch';

/**
 * Markup in everything a stranger controls and the app shows: a deck's text (its description and
 * cited quotes), its file name, and an investor's thesis (shown to founders on the public page).
 * Each payload would set `window.__xss` and open a dialog if it ever ran. React renders text, never
 * markup; the CSP would block inline handlers anyway, so this checks both layers on their own: no
 * payload element may reach the DOM (which the CSP would hide by blocking it), nothing may run,
 * and the policy must have nothing to block.
 */

const ON_ERROR = '<img src=x onerror="window.__xss=1;alert(1)">';
const SCRIPT = '<script>window.__xss=2;alert(2)</script>';
const SVG = '<svg onload="window.__xss=3;alert(3)"></svg>';
// No `/` (the server keeps a name's last path segment only) and no `"` (browsers escape it).
const FILE_NAME = '<img src=x onerror=window.__xss=4;alert(4)>.pdf';
const THESIS = `Seed fintech ${ON_ERROR} and robotics ${SCRIPT} in Europe ${SVG}`;
const DECK_DESCRIPTION = `Acme ${ON_ERROR} Robotics`;

const deckBytes = () =>
  textPdf([
    [DECK_DESCRIPTION, `Warehouse robots ${SVG} that pick any item`],
    ['Team', `Jane Doe, CEO ${SCRIPT} - former Amazon robotics lead`, 'John Roe, CTO - ex-Stripe engineer'],
    ['Traction', `1,200 paying customers, $40k MRR growing 15% month over month`],
    ['The ask', 'Raising a $1.5M seed round'],
  ]);

/** Elements only the payloads would create: the app itself has no inline scripts or handlers. */
const INJECTED = 'img[src="x"], [onerror], [onload], script:not([src])';

async function expectNothingRan(page: Page, watch: PageWatch, where: string) {
  expect(await watch.injectedFlag(), where).toBeUndefined();
  expect(watch.dialogs, where).toEqual([]);
  await expect(page.locator(INJECTED), where).toHaveCount(0);
  expect(await watch.cspViolations(), where).toEqual([]);
}

test('markup in deck text, file names and theses is shown as text and never runs', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const watch = await watchPage(page, baseURL ?? '');
  const investor = await signUpInvestor(page, 'Xss');

  await page.goto('/expand-profile');
  await page.getByRole('textbox', { name: 'Your investment thesis' }).fill(THESIS);
  await page.getByRole('button', { name: 'Submit Thesis' }).click();
  await expect(page).toHaveURL(/\/fillout-profile$/);
  await expectNothingRan(page, watch, 'follow-up questions');

  // A founder's upload, from an address of its own (trusted from loopback, like a proxy's) so this
  // test spends none of the shared per-address submission budget of 127.0.0.1.
  const submitted = await request.post(`/api/pitch/${investor.username}/submit/`, {
    headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 20}` },
    multipart: { pdf_file: { name: FILE_NAME, mimeType: 'application/pdf', buffer: deckBytes() } },
  });
  expect(submitted.status()).toBe(201);

  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Your Profile' }).getByText(THESIS)).toBeVisible();
  const card = page.getByRole('article');
  await expect(card.locator('.score-badge__value')).toHaveText(/^\d+%$/, { timeout: 45_000 });
  await expect(card.getByText(DECK_DESCRIPTION)).toBeVisible();
  await expectNothingRan(page, watch, 'dashboard');

  // The deck's own window: its file name, its cited quotes, and a page drawn from the file.
  await card.getByRole('heading').getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(FILE_NAME)).toBeVisible();
  await expect(dialog.getByText(`“${DECK_DESCRIPTION}”`).first()).toBeVisible();
  await expect(dialog.getByText(SCRIPT).first()).toBeVisible();
  await dialog
    .getByRole('button', { name: /^Page \d+$/ })
    .first()
    .click();
  await expect(dialog.getByRole('img', { name: /^Page \d+ of / })).toBeVisible(PAGE_PREVIEW_TIMEOUT);
  await expectNothingRan(page, watch, 'deck window');

  await page.goto('/top-decks');
  await expect(page.getByRole('article').getByText(DECK_DESCRIPTION)).toBeVisible();
  await expectNothingRan(page, watch, 'top decks');

  await page.goto('/expand-profile');
  await expect(page.getByText(THESIS).first()).toBeVisible();
  await expectNothingRan(page, watch, 'thesis page');

  // The public pitch page, as a founder with no account sees it.
  const founderContext = await browser.newContext();
  const founder = await founderContext.newPage();
  const founderWatch = await watchPage(founder, baseURL ?? '');
  await founder.goto(`/pitch/${investor.username}`);
  await expect(founder.getByText(THESIS)).toBeVisible();
  await expectNothingRan(founder, founderWatch, 'public pitch page');
  await founderContext.close();

  // The checks above can see an injection: markup put into the page by force is found, and the
  // policy blocks its handler.
  await page.evaluate((markup) => document.body.insertAdjacentHTML('beforeend', markup), ON_ERROR);
  await expect(page.locator(INJECTED)).toHaveCount(1);
  await expect.poll(() => watch.cspViolations()).not.toEqual([]);
  expect(await watch.injectedFlag()).toBeUndefined();
});
