import { test as base, expect, type Page } from '@playwright/test';

export { expect };

interface Fixtures {
  /** Console errors and uncaught exceptions seen on the page; fails the test unless `allowConsoleErrors`. */
  consoleErrors: string[];
  allowConsoleErrors: boolean;
}

/**
 * Every test runs hermetically: requests to any origin but the loopback server are aborted, and
 * any console error or uncaught exception fails the test unless the test opts in to expecting it.
 */
export const test = base.extend<Fixtures>({
  allowConsoleErrors: [false, { option: true }],
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await page.context().route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('blockedbyclient'));
      await use(errors);
      if (!allowConsoleErrors) expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** Waits until React has hydrated the page, so client-side behaviour can be exercised. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}
