import type { Page } from '@playwright/test';

/** What a page did that it must not: scripts it should not have run, or policy it broke. */
export interface PageWatch {
  /**
   * Content-Security-Policy violations on this app's pages since the last call: the browser's
   * console reports (kept across navigations) and the current document's violation events.
   */
  cspViolations: () => Promise<string[]>;
  /** Dialogs (alert, confirm, prompt) any page opened; each is dismissed. */
  dialogs: string[];
  /** What injected markup set on `window.__xss`, if any of it ran. */
  injectedFlag: () => Promise<unknown>;
}

/**
 * Watches a page from before its first script. Violation events are collected by a script that
 * Playwright injects through the DevTools protocol, which the page's CSP does not govern; pages of
 * other origins (the development identity provider) are not the app's and are left out.
 */
export async function watchPage(page: Page, appOrigin: string): Promise<PageWatch> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  let consoleReports: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy') && message.location().url.startsWith(appOrigin))
      consoleReports.push(message.text());
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return {
    dialogs,
    cspViolations: async () => {
      const events = page.url().startsWith(appOrigin)
        ? await page.evaluate(() => {
            const seen = (window as Window & { __cspViolations?: string[] }).__cspViolations ?? [];
            return seen.splice(0);
          })
        : [];
      const reports = consoleReports;
      consoleReports = [];
      return [...events, ...reports];
    },
    injectedFlag: () => page.evaluate(() => (window as Window & { __xss?: unknown }).__xss),
  };
}
