import { createHash } from 'node:crypto';
import { test as base } from '@playwright/test';

export type { APIRequestContext, Locator, Page, Response } from '@playwright/test';
export { expect } from '@playwright/test';

/**
 * Each test is a different person at a different address. The API limits sign-in calls per client
 * address (RATE_LIMIT_POLICIES), and a whole browser run from 127.0.0.1 would spend one person's
 * budget many times over; the e2e server trusts loopback proxies (TRUST_PROXY), so a per-test
 * X-Forwarded-For gives each test its own count, as real users have. Addresses come from
 * 198.18.0.0/15, the range set aside for benchmarking, and change with every retry.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const digest = createHash('sha256').update(`${testInfo.testId}:${testInfo.retry}`).digest();
    const address = `198.${18 + ((digest[0] ?? 0) % 2)}.${digest[1] ?? 0}.${digest[2] ?? 0}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
});

/** Loading pdfjs and drawing a deck's page in the browser takes seconds when the cores are shared. */
export const PAGE_PREVIEW_TIMEOUT = { timeout: 30_000 };
