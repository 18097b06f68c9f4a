/**
 * Faults injected with `page.route` (and the browser's offline mode) against the production build:
 * the search index failing, hanging or unreachable, then coming back; the analytics endpoints
 * failing; a route chunk missing after a deploy, then restored; a component throwing on the first
 * render; and JavaScript switched off. page-states.spec.ts covers the neighbouring cases (a chunk
 * failing during client navigation, a crash during client navigation).
 */
import type { Page, Route } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';

const modal = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });
const modalInput = (page: Page) => modal(page).getByRole('combobox', { name: 'Search the documentation' });

async function openSearch(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
}

/** The failure texts of spec §8, then a working search once the fault is gone. */
async function expectFailureThenRecovery(page: Page, heal: () => Promise<void>, timeout = 7_000): Promise<void> {
  await expect(modal(page).getByText('Unable to fetch results')).toBeVisible({ timeout });
  await expect(modal(page).getByText('You might want to check your network connection.')).toBeVisible();
  await expect(modal(page).getByRole('option')).toHaveCount(0);
  await heal();
  await modalInput(page).fill('rate limits');
  await expect(modal(page).getByRole('option').first()).toBeVisible({ timeout: 15_000 });
  await expect(modal(page).getByText('Unable to fetch results')).toBeHidden();
}

/** Console errors may only be the browser's reports of the failed requests. */
function onlyNetworkErrors(errors: string[]): string[] {
  return errors.filter((error) => !/Failed to load resource|net::ERR_|Failed to fetch/.test(error));
}

test.describe('search backend faults', () => {
  test.use({ allowConsoleErrors: true });

  test('HTTP 500 from the index: failure texts, and results once it answers again', async ({ page, consoleErrors }) => {
    let failing = true;
    await page.route('**/pagefind/**', (route) =>
      failing ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'index unavailable' }) : route.fallback(),
    );
    await page.goto('/using-the-api/paging');
    await hydrated(page);
    await openSearch(page);
    await modalInput(page).fill('webhooks');
    await expectFailureThenRecovery(page, async () => {
      failing = false;
    });
    expect(onlyNetworkErrors(consoleErrors)).toEqual([]);
  });

  test('HTTP 500 on the results page: failure texts, and results after the reader searches again', async ({ page, consoleErrors }) => {
    let failing = true;
    await page.route('**/pagefind/**', (route) => (failing ? route.fulfill({ status: 500, body: '' }) : route.fallback()));
    await page.goto('/search?q=webhooks');
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(main.getByText('Unable to fetch results')).toBeVisible();
    await expect(main.getByText('You might want to check your network connection.')).toBeVisible();
    failing = false;
    await main.getByRole('searchbox', { name: 'Search the documentation' }).fill('rate limits');
    await expect(main.locator('a[data-search-hit]').first()).toBeVisible({ timeout: 15_000 });
    expect(onlyNetworkErrors(consoleErrors)).toEqual([]);
  });

  test('an index that never answers: failure texts after the timeout, results once it answers', async ({ page, consoleErrors }) => {
    test.setTimeout(60_000);
    let hanging = true;
    const held: Route[] = [];
    await page.route('**/pagefind/**', (route) => {
      if (hanging)
        held.push(route); // never answered while hanging
      else return route.fallback();
      return undefined;
    });
    await page.goto('/using-the-api/paging');
    await hydrated(page);
    await openSearch(page);
    await modalInput(page).fill('webhooks');
    await expect(modal(page).getByText('Searching…')).toBeVisible();
    await expectFailureThenRecovery(
      page,
      async () => {
        hanging = false;
        for (const route of held.splice(0)) await route.abort('timedout').catch(() => undefined);
      },
      20_000,
    );
    expect(onlyNetworkErrors(consoleErrors)).toEqual([]);
  });

  test('offline mid-session: failure texts, and results when the connection returns', async ({ page, context, consoleErrors }) => {
    await page.goto('/using-the-api/paging');
    await hydrated(page);
    await openSearch(page);
    // A first search works: the search code and the start of the index are loaded.
    await modalInput(page).fill('webhooks');
    await expect(modal(page).getByRole('option').first()).toBeVisible({ timeout: 15_000 });
    await context.setOffline(true);
    // Words from other index chunks, whose results need fragments not loaded yet.
    await modalInput(page).fill('journal entries');
    await expectFailureThenRecovery(page, () => context.setOffline(false));
    expect(onlyNetworkErrors(consoleErrors)).toEqual([]);
  });
});

test.describe('analytics endpoint failing', () => {
  test.use({ allowConsoleErrors: true });

  for (const [name, answer] of [
    [
      'answers 500',
      (route: Route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"error":"internal"}' }),
    ],
    ['is unreachable', (route: Route) => route.abort('connectionrefused')],
  ] as const) {
    test(`Amplitude ${name}: nothing visible, the site works, only console messages`, async ({ page, consoleErrors }) => {
      const hits: string[] = [];
      // The production endpoints (no loopback collector), which the CSP allows.
      await page.route(/^https:\/\/[a-z0-9.-]*amplitude\.com\//, (route) => {
        hits.push(route.request().url());
        return answer(route);
      });
      await page.addInitScript(() => Object.assign(window, { AMPLITUDE_API_KEY: 'e2e0123456789abcdef0123456789abc' }));
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/.test(message.text())) violations.push(message.text());
      });
      await page.goto('/using-the-api/paging');
      await hydrated(page);
      await page.locator('.theme-doc-sidebar-menu a[href="/using-the-api/ordering-results"]').first().click();
      await expect(page.locator('article h1')).toBeVisible();
      await expect.poll(() => hits.some((url) => url.includes('/2/httpapi')), { timeout: 20_000 }).toBe(true);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.locator('body')).not.toContainText(/analytics|amplitude/i);
      expect(violations).toEqual([]);
      for (const error of consoleErrors) expect(error).toMatch(/Failed to load resource|Amplitude Logger|\[analytics\]|net::ERR_/);
    });
  }
});

test.describe('a route chunk missing after a deploy', () => {
  test.use({ allowConsoleErrors: true });

  test('404 for the page chunk: the error with Retry, and Retry works once the chunk is back', async ({ page }) => {
    let missing = true;
    const missed: string[] = [];
    await page.route('**/assets/js/*.js', (route) => {
      const url = route.request().url();
      const shared = /\/(main|runtime~main)\.[0-9a-f]+\.js$/.test(url);
      if (!missing || shared) return route.fallback();
      missed.push(url);
      // What the host sends for a chunk that is gone: the not-found page, as HTML.
      return route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>Page not found</title>' });
    });
    await page.goto('/updates');
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    expect(missed.length).toBeGreaterThan(0);
    // The static page stays readable under the error.
    await expect(page.locator('article').first()).toBeVisible();
    missing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await hydrated(page);
    await expect(page.getByRole('alert').filter({ hasText: 'This page could not be loaded' })).toBeHidden();
    await page.locator('article h2 a').first().click();
    await expect(page.locator('article h1')).toBeVisible();
  });
});

test.describe('a component that throws', () => {
  test.use({ allowConsoleErrors: true });

  test('on the first render of a post: "This page crashed." with the error, and Try again recovers', async ({ page, consoleErrors }) => {
    await page.addInitScript(() => {
      const original = Intl.DateTimeFormat;
      // Armed per tab (sessionStorage), so the list page that gives us a post loads normally.
      (window as unknown as { __breakDates: boolean }).__breakDates = sessionStorage.getItem('break-dates') === '1';
      Object.defineProperty(Intl, 'DateTimeFormat', {
        configurable: true,
        // Only the post header's format (long month) fails: the component throws while rendering.
        value: function brokenDateTimeFormat(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          const broken = (window as unknown as { __breakDates?: boolean }).__breakDates && args[1]?.month === 'long';
          if (broken) throw new Error('Injected failure while formatting the post date');
          return new original(...args);
        },
      });
    });
    await page.goto('/updates');
    await hydrated(page);
    const href = await page.locator('article h2 a').first().getAttribute('href');
    await page.evaluate(() => sessionStorage.setItem('break-dates', '1'));
    await page.goto(href ?? '/updates');
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
    await expect(page.getByText('Injected failure while formatting the post date')).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __breakDates?: boolean }).__breakDates = false));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeHidden();
    await expect(page.locator('article h1')).toBeVisible();
    expect(consoleErrors.some((error) => error.includes('Injected failure'))).toBe(true);
  });
});

test.describe('JavaScript disabled', () => {
  /** Text, headings and code of the page are in the HTML, visible, and links lead somewhere. */
  async function expectReadable(page: Page, route: string, minParagraphs: number): Promise<void> {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    const article = page.locator('main article, main').first();
    await expect(article.locator('h1').first()).toBeVisible();
    const paragraphs = await article.locator('p:visible').count();
    expect(paragraphs, `${route} paragraphs`).toBeGreaterThanOrEqual(minParagraphs);
    await expect(page.getByText('This page could not be loaded')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    // Every code block has its code in the HTML (textContent: blocks off screen may skip rendering).
    // One look at all of them: a round trip per block took most of a minute on the API reference.
    const emptyBlocks = await article
      .locator('pre code')
      .filter({ visible: true })
      .evaluateAll((blocks) =>
        blocks.filter((block) => (block.textContent ?? '').trim().length === 0).map((block) => block.outerHTML.slice(0, 80)),
      );
    expect(emptyBlocks, `${route} code blocks without code`).toEqual([]);
    // Images have loaded and links carry real targets.
    const broken = await page.evaluate(() =>
      Array.from(document.images)
        .filter((img) => img.complete && img.naturalWidth === 0 && img.loading !== 'lazy')
        .map((img) => img.src),
    );
    expect(broken, `${route} images`).toEqual([]);
    const empty = await article.locator('a:not([href])').count();
    expect(empty, `${route} links without href`).toBe(0);
  }

  test('docs pages, update posts and API reference pages are readable', async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    try {
      await expectReadable(page, '/using-the-api/paging', 5);
      await expectReadable(page, '/lending/overview', 2);
      // Diagrams are images drawn at build time, so they show without JavaScript too.
      const diagram = page.waitForResponse((response) => /\/diagrams\/[0-9a-f]{16}-light\.svg$/.test(response.url()) && response.ok());
      await expectReadable(page, '/bank-feeds/overview', 2);
      await diagram;
      await expect(page.locator('[data-diagram] img.diagram__image--light').first()).toBeVisible();
      await expectReadable(page, '/integrations/accounting/xero/overview', 2);
      // The navigation is plain links: the sidebar lists the section's pages.
      expect(await page.locator('.theme-doc-sidebar-menu a[href]').count()).toBeGreaterThan(3);

      await page.goto('/updates');
      const post = await page.locator('article h2 a').first().getAttribute('href');
      expect(post).toBeTruthy();
      await expectReadable(page, post ?? '/updates', 1);
      await expect(page.locator('article time').first()).toBeVisible();

      await expectReadable(page, '/platform-api', 3);
      const operations = page.locator('main [id^="operation/"]');
      expect(await operations.count()).toBeGreaterThan(3);
      await expect(operations.first()).toBeVisible();
      // Request and response samples are in the HTML too.
      expect(await page.locator('main pre code').count()).toBeGreaterThan(3);
    } finally {
      await context.close();
    }
  });
});
