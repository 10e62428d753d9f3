import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What the gate refuses: axe's two worst impact levels. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core on the page as it is now (WCAG 2.x A and AA rules plus axe's best practices) and
 * fails on any serious or critical violation, naming the rule and the elements.
 */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const blocking = results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
  expect(blocking, `axe on ${screen}`).toEqual([]);
}
