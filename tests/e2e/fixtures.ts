import { test as base, expect, type Page } from '@playwright/test';

export { expect };

interface Fixtures {
  /** Console errors and uncaught exceptions seen on the page; fails the test unless `allowConsoleErrors`. */
  consoleErrors: string[];
  allowConsoleErrors: boolean;
  /** On a failure, attaches what the page showed: its console, its URL and focus, and its accessibility tree. */
  failureEvidence: void;
  /** E2E_CPU_THROTTLE=n slows the page's CPU n times (Chromium's DevTools throttling), to bring out timing flakes. */
  cpuThrottle: void;
}

const CPU_THROTTLE = Number(process.env.E2E_CPU_THROTTLE ?? 1);

/**
 * Any console error or uncaught exception fails the test unless the test opts in to expecting it.
 * (Third-party hosts do not resolve in these browsers: HERMETIC_ARGS in playwright.config.ts.)
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
      await use(errors);
      if (!allowConsoleErrors) expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  failureEvidence: [
    async ({ page }, use, testInfo) => {
      const consoleLines: string[] = [];
      page.on('console', (message) => consoleLines.push(`[${message.type()}] ${message.text()}`));
      page.on('pageerror', (error) => consoleLines.push(`[uncaught] ${error.message}`));
      await use();
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
      await testInfo.attach('console', { body: consoleLines.join('\n') || '(nothing logged)', contentType: 'text/plain' });
      const state = await page
        .evaluate(() => {
          const focused = document.activeElement;
          const focus = focused ? `${focused.tagName.toLowerCase()} "${(focused.textContent ?? '').trim().slice(0, 80)}"` : 'none';
          return `url: ${location.href}\nscrollY: ${Math.round(window.scrollY)}\nfocus: ${focus}`;
        })
        .catch((error: Error) => `page state unavailable: ${error.message}`);
      const tree = await page
        .locator('body')
        .ariaSnapshot({ timeout: 2_000 })
        .catch((error: Error) => `accessibility tree unavailable: ${error.message}`);
      await testInfo.attach('page state', { body: `${state}\n\n${tree}`, contentType: 'text/plain' });
    },
    { auto: true },
  ],
  cpuThrottle: [
    async ({ page }, use) => {
      if (CPU_THROTTLE > 1) {
        const session = await page.context().newCDPSession(page);
        await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
      }
      await use();
    },
    { auto: true },
  ],
});

/** Waits until React has hydrated the page, so client-side behaviour can be exercised. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}
