/**
 * Site search in Chromium against the production build and its Pagefind index: shortcuts, the
 * modal's keyboard flow, the /search page, failure and no-results texts, recent searches and
 * the analytics event.
 */
import { test, expect, hydrated } from './fixtures';
import type { Page } from '@playwright/test';

const modal = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });
const modalInput = (page: Page) => modal(page).getByRole('combobox', { name: 'Search the documentation' });

/** The first query loads the index (wasm, entry, chunks): allow for a loaded machine. */
const FIRST_RESULTS = { timeout: 20_000 };

/** Waits until a client-side navigation has rendered a page with a different title. */
async function routeChanged(page: Page, previousTitle: string) {
  await expect(page.locator('h1').first()).not.toHaveText(previousTitle, FIRST_RESULTS);
}

async function openWithShortcut(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
}

/**
 * Arms a one-shot Enter on the modal's input for the first mutation that puts `selector` in the
 * dialog: it is dispatched from the MutationObserver's microtask, right after React's commit. What the
 * key was pressed on (a link's href, else its text) is left in `body[data-enter-on]`.
 */
async function enterWhenShown(page: Page, selector: string) {
  await page.evaluate((selector) => {
    const observer = new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"]');
      const input = dialog?.querySelector('input[role="combobox"]');
      const shown = dialog?.querySelector(selector);
      if (!input || !shown) return;
      observer.disconnect();
      document.body.dataset.enterOn = shown.getAttribute('href') ?? shown.textContent ?? '';
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, selector);
}

test.describe('search modal', () => {
  test('Ctrl+K toggles the modal, Esc closes it, "/" opens it outside text fields', async ({ page }) => {
    await page.goto('/using-the-api/paging');
    await hydrated(page);
    await openWithShortcut(page);
    await expect(modalInput(page)).toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeHidden();

    await page.keyboard.press('Meta+k');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();

    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await expect(modalInput(page)).toHaveValue('');
  });

  test('Ctrl+K pressed the moment a client-side navigation shows the new page opens the modal', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    // The key goes down as soon as the new page's title is in the DOM (a MutationObserver's microtask),
    // before React's passive effects run: a reader who presses it right after a click meets that moment.
    const pressedOn = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const previous = document.querySelector('h1')?.textContent;
          const observer = new MutationObserver(() => {
            const title = document.querySelector('h1')?.textContent;
            if (!title || title === previous) return;
            observer.disconnect();
            window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true }));
            resolve(title);
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
          document.querySelector<HTMLAnchorElement>('main a[href="/using-the-api/rate-limits"]')?.click();
        }),
    );
    expect(pressedOn).toBe('Rate limits');
    await expect(modal(page)).toBeVisible();
  });

  test('"/" typed into a text field stays in the field', async ({ page }) => {
    await page.goto('/search');
    await hydrated(page);
    const field = page.getByRole('main').getByRole('searchbox', { name: 'Search the documentation' });
    await field.fill('rate');
    await field.press('/');
    await expect(field).toHaveValue('rate/');
    await expect(modal(page)).toBeHidden();
  });

  test('the navbar button opens the modal, and nothing of the index loads before that', async ({ page }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/pagefind/')) indexRequests.push(request.url());
    });
    await page.goto('/');
    await hydrated(page);
    expect(indexRequests).toEqual([]);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(modal(page)).toBeVisible();
    await expect.poll(() => indexRequests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
  });

  test('a query shows grouped results; arrows and Enter open the heading anchor', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await openWithShortcut(page);
    await modalInput(page).fill('webhooks');
    const options = modal(page).getByRole('option');
    await expect(options.first()).toBeVisible(FIRST_RESULTS);
    expect(await options.count()).toBeGreaterThan(2);
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(modal(page).locator('mark').first()).toBeVisible();
    // Every hit shows a trail of at least section › page.
    await expect(options.first().locator('a')).toContainText('›');

    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(modalInput(page)).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '');
    const href = await options.nth(1).locator('a').getAttribute('href');
    expect(href).toBeTruthy();
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    const target = new URL(href ?? '/', page.url());
    await expect(page).toHaveURL((url) => url.pathname === target.pathname && url.hash === target.hash);
    if (target.hash) {
      await expect(page.locator(`[id="${decodeURIComponent(target.hash.slice(1))}"]`)).toBeInViewport();
    }
  });

  test('API operations are results of their own, linking to the operation', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await openWithShortcut(page);
    await modalInput(page).fill('list invoices');
    const operation = modal(page).locator('a[data-search-hit="operation"]').first();
    await expect(operation).toBeVisible(FIRST_RESULTS);
    await expect(operation).toHaveAttribute('href', /#operation\/list-invoices$/);
  });

  test('recent searches are remembered and survive garbage in storage', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('ledgerlink-search-recent', '{not json'));
    await page.reload();
    await hydrated(page);
    await openWithShortcut(page);
    await expect(modal(page).getByText('Search guides, API operations and updates.')).toBeVisible();
    const homeTitle = (await page.locator('h1').first().textContent()) ?? '';
    await modalInput(page).fill('rate limits');
    await expect(modal(page).getByRole('option').first()).toBeVisible(FIRST_RESULTS);
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    await routeChanged(page, homeTitle);

    await openWithShortcut(page);
    const recent = modal(page).getByRole('listbox', { name: 'Recent searches' });
    await expect(recent.getByRole('option')).toHaveText(['rate limits×']);
    await page.keyboard.press('Enter');
    await expect(modalInput(page)).toHaveValue('rate limits');
  });

  // Enter goes down in the microtask after the options are in the DOM, before React's passive
  // effects run: the moment a quick reader meets when a list has just appeared.
  test('Enter pressed the moment the recent searches appear picks the first one', async ({ page }) => {
    await page.goto('/');
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify(['rate limits', 'webhooks'])), 'ledgerlink-search-recent');
    await page.reload();
    await hydrated(page);
    await enterWhenShown(page, '[role="listbox"] [role="option"]');
    await openWithShortcut(page);
    await expect(modalInput(page)).toHaveValue('rate limits');
  });

  test('Enter pressed the moment results appear opens the first result, not the full search page', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await openWithShortcut(page);
    const homeTitle = (await page.locator('h1').first().textContent()) ?? '';
    await enterWhenShown(page, 'a[data-search-hit]');
    await modalInput(page).fill('rate limits');
    await expect(modal(page)).toBeHidden(FIRST_RESULTS);
    await routeChanged(page, homeTitle);
    const firstHit = new URL((await page.locator('body').getAttribute('data-enter-on')) ?? '', page.url());
    expect(firstHit.pathname).not.toBe('/search');
    await expect(page).toHaveURL((url) => url.pathname === firstHit.pathname && url.hash === firstHit.hash);
  });

  test('a settled query of 3+ characters dispatches one search-performed event', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => {
      const w = window as unknown as { searchEvents: unknown[] };
      w.searchEvents = [];
      window.addEventListener('ledgerlink:search-performed', (event) => w.searchEvents.push((event as CustomEvent).detail));
    });
    await openWithShortcut(page);
    await modalInput(page).fill('we');
    // Deliberate fixed wait, longer than the 1 s debounce: proves a 2-character query never fires the event.
    await page.waitForTimeout(1500);
    await modalInput(page).fill('webhooks');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { searchEvents: unknown[] }).searchEvents), FIRST_RESULTS)
      .toEqual([{ query: 'webhooks', resultsCount: expect.any(Number) }]);
    const [event] = await page.evaluate(() => (window as unknown as { searchEvents: Array<{ resultsCount: number }> }).searchEvents);
    expect(event.resultsCount).toBeGreaterThan(0);
  });
});

test.describe('names, typos and synonyms', () => {
  test('a misspelled query shows results for the correction and offers it as "Did you mean"', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await openWithShortcut(page);
    await modalInput(page).fill('webhok');
    const correction = modal(page).locator('[data-search-correction]');
    await expect(correction).toHaveText(/Did you mean\s+webhook\s*\?/, FIRST_RESULTS);
    await expect(modal(page).locator('a[data-search-hit]').first()).toHaveAttribute('href', /webhook/i);
    await correction.getByRole('button', { name: 'webhook' }).click();
    await expect(modalInput(page)).toHaveValue('webhook');
    await expect(correction).toHaveCount(0);
    await expect(modal(page).getByRole('option').first()).toBeVisible();
  });

  test('a synonym finds the page by its own name, and a guide outranks the update posts on its topic', async ({ page }) => {
    await page.goto('/search?q=pagination');
    await hydrated(page);
    const first = page.locator('a[data-search-hit]').first();
    await expect(first).toHaveAttribute('href', /^\/using-the-api\/paging/, FIRST_RESULTS);
    await expect(page.locator('[data-search-correction]')).toHaveCount(0);
  });

  test('an API operation is found by its operationId', async ({ page }) => {
    await page.goto('/search?q=list-invoices');
    await hydrated(page);
    await expect(page.locator('a[data-search-hit="operation"]').first()).toHaveAttribute(
      'href',
      '/accounting-api/#operation/list-invoices',
      FIRST_RESULTS,
    );
  });
});

test.describe('no results and failure', () => {
  test('a nonsense query shows the no-results texts, suggestions and the issue link', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await openWithShortcut(page);
    await modalInput(page).fill('zqxjvkwpf');
    await expect(modal(page).getByText('No results for')).toBeVisible(FIRST_RESULTS);
    await expect(modal(page).getByText('zqxjvkwpf', { exact: true })).toBeVisible();
    await expect(modal(page).getByText('Try searching for')).toBeVisible();
    await expect(modal(page).getByText('Believe this query should return results?')).toBeVisible();
    const link = modal(page).getByRole('link', { name: 'Let us know.' });
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://github.com/ledgerlink/docs/issues/new');
    expect(href.searchParams.get('title')).toContain('zqxjvkwpf');

    await modal(page).getByRole('button', { name: 'webhooks' }).click();
    await expect(modalInput(page)).toHaveValue('webhooks');
    await expect(modal(page).getByRole('option').first()).toBeVisible();
  });

  test.describe('when the index cannot be fetched', () => {
    test.use({ allowConsoleErrors: true });

    test('the modal and the results page show the failure texts', async ({ page }) => {
      await page.route('**/pagefind/**', (route) => route.abort('internetdisconnected'));
      await page.goto('/');
      await hydrated(page);
      await openWithShortcut(page);
      await modalInput(page).fill('webhooks');
      await expect(modal(page).getByText('Unable to fetch results')).toBeVisible(FIRST_RESULTS);
      await expect(modal(page).getByText('You might want to check your network connection.')).toBeVisible();
      await page.keyboard.press('Escape');

      await page.goto('/search?q=webhooks');
      await expect(page.getByRole('main').getByText('Unable to fetch results')).toBeVisible(FIRST_RESULTS);
      await expect(page.getByRole('main').getByText('You might want to check your network connection.')).toBeVisible();
    });
  });
});

test.describe('/search page', () => {
  test('lists results for q, keeps the URL in sync, filters by section and pages through', async ({ page }) => {
    await page.goto('/search?q=webhooks');
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Search results for “webhooks”');
    const field = main.getByRole('searchbox', { name: 'Search the documentation' });
    await expect(field).toHaveValue('webhooks');
    await expect(main.locator('a[data-search-hit]').first()).toBeVisible(FIRST_RESULTS);
    await expect(main.getByRole('status').filter({ hasText: /pages? match/ })).toContainText('Page 1 of');

    const pagination = main.getByRole('navigation', { name: 'Search results pages' });
    if (await pagination.isVisible()) {
      await pagination.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(main.getByRole('status').filter({ hasText: /pages? match/ })).toContainText('Page 2 of');
    }

    const filters = main.getByRole('complementary');
    const section = filters.getByRole('button').nth(1);
    const sectionName = (await section.locator('span').first().textContent()) ?? '';
    await section.click();
    await expect(section).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL((url) => url.searchParams.get('section') === sectionName && !url.searchParams.has('page'));
    const trails = main.locator('a[data-search-hit] >> nth=0');
    await expect(trails).toContainText(sectionName);

    await field.fill('rate limits');
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'rate limits');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Search results for “rate limits”');
  });

  test('an empty query asks for one', async ({ page }) => {
    await page.goto('/search');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search the documentation');
    await expect(page.getByRole('main').getByRole('searchbox')).toBeFocused();
  });
});
