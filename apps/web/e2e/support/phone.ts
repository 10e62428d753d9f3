import { expect, type Page } from '@playwright/test';

/** WCAG 2.2's minimum target size (2.5.8), in CSS pixels. */
const MIN_TARGET_PX = 24;

/**
 * The page as it is now works at a phone's width: nothing scrolls sideways, and every control in
 * `within` (the page's main, or `dialog[open]` for a modal) lies inside the viewport's width and is at least
 * 24 px tall.
 */
export async function expectFitsTheWidth(page: Page, screen: string, within = 'main'): Promise<void> {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth, `${screen}: the page's width`).toBeLessThanOrEqual(width);
  const misplaced = await page.evaluate(
    ({ root, minHeight }) => {
      const scope = document.querySelector(root);
      if (!scope) return [`nothing on the page matches ${root}`];
      const controls = scope.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea');
      return (
        [...controls]
          // A control inside its label is hit anywhere on the label: measure all of the label's contents
          // (a rating's radio is hidden under the 44 px number it labels).
          .map((control) => {
            const label = control.closest('label');
            if (!label) return { control, box: control.getBoundingClientRect() };
            const range = document.createRange();
            range.selectNodeContents(label);
            return { control, box: range.getBoundingClientRect() };
          })
          .filter(({ box }) => box.width > 0 && box.height > 0)
          .filter(({ box }) => box.left < 0 || box.right > window.innerWidth || box.height < minHeight)
          .map(
            ({ control, box }) =>
              `${control.outerHTML.slice(0, 80)} at ${Math.round(box.left)}–${Math.round(box.right)}, ${Math.round(box.height)} px tall`,
          )
      );
    },
    { root: within, minHeight: MIN_TARGET_PX },
  );
  expect(misplaced, `${screen}: controls outside the width or too small`).toEqual([]);
}

/**
 * What Tab reaches, in order, from the top of the page: each focused element's accessible name as a
 * user hears it (aria-label, its label, else its text), until focus leaves the page.
 */
export async function tabOrder(page: Page, steps = 40): Promise<string[]> {
  await page.locator('body').focus();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const names: string[] = [];
  for (let step = 0; step < steps; step += 1) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!active || active === document.body) return null;
      const label = active instanceof HTMLInputElement ? active.labels?.[0]?.textContent : null;
      return (active.getAttribute('aria-label') ?? label ?? active.textContent ?? '').trim();
    });
    if (name === null) break;
    names.push(name);
  }
  return names;
}
