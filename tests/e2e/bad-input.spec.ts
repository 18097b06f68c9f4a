/**
 * Hostile and odd input against the production build: markup and script in search queries (nothing
 * runs, nothing renders as markup), a 10,000-character query, Unicode and right-to-left queries,
 * malformed percent-encoding in paths, garbage in every localStorage key the site reads, and an
 * unusable analytics key. The site answers each with its normal states and defaults.
 */
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';

const modal = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });
const modalInput = (page: Page) => modal(page).getByRole('combobox', { name: 'Search the documentation' });

/** Payloads that would run or inject markup if the query reached innerHTML or an attribute unescaped. */
const PAYLOADS = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=2</script>',
  '"><svg onload=window.__pwned=3>',
  'javascript:window.__pwned=4//',
  '</q><iframe srcdoc="<script>parent.__pwned=5</script>">',
  '<mark>webhooks</mark>',
  '{{constructor.constructor("window.__pwned=6")()}}',
];

/** No payload ran, and the document holds no element a payload could have injected. */
async function expectInert(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned ?? null)).toBeNull();
  const injected = await page.evaluate(() =>
    Array.from(document.querySelectorAll('img[src="x"], main script, svg[onload], iframe[srcdoc], [onerror], [onload]')).map((element) =>
      element.outerHTML.slice(0, 80),
    ),
  );
  expect(injected).toEqual([]);
}

test.describe('search queries with markup and script', () => {
  for (const [index, payload] of PAYLOADS.entries()) {
    test(`/search?q= payload ${index + 1} shows as text and runs nothing`, async ({ page }) => {
      await page.goto(`/search?q=${encodeURIComponent(payload)}`);
      await hydrated(page);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(`Search results for “${payload.trim()}”`);
      await expect(main.getByRole('searchbox', { name: 'Search the documentation' })).toHaveValue(payload);
      // A settled answer: results or the no-results texts (never stuck, never the failure).
      await expect(main.locator('[data-search-status="done"]')).toBeAttached({ timeout: 20_000 });
      await expect(main.getByText('Unable to fetch results')).toHaveCount(0);
      await expectInert(page);
      // The pre-filled issue link carries the query encoded, not as markup.
      const issue = main.getByRole('link', { name: 'Let us know.' });
      if (await issue.count())
        expect(new URL((await issue.getAttribute('href')) ?? '').searchParams.get('title')).toContain(payload.trim());
    });
  }

  test('every payload typed into the search modal shows as text and runs nothing', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    for (const payload of PAYLOADS) {
      await modalInput(page).fill(payload);
      await expect(modal(page).getByText('Unable to fetch results')).toHaveCount(0);
      await expect(modal(page).locator('[role="status"], [role="listbox"]').first()).toBeVisible({ timeout: 15_000 });
      await expectInert(page);
    }
    // Recent searches keep such a query as text too.
    await modalInput(page).fill(PAYLOADS[0]);
    await modalInput(page).press('Enter');
    await expectInert(page);
  });
});

test.describe('long, Unicode and right-to-left queries', () => {
  test('a 10,000-character query answers promptly and keeps the page usable', async ({ page }) => {
    const query = 'webhooks '.repeat(1112).slice(0, 10_000);
    const started = Date.now();
    const response = await page.goto(`/search?q=${encodeURIComponent(query)}`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(main.locator('[data-search-status="done"], [data-search-status="error"]')).toBeAttached({ timeout: 20_000 });
    expect(Date.now() - started).toBeLessThan(20_000);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    // The field accepts at most 200 characters of typing; the page still answers a new short query.
    const field = main.getByRole('searchbox', { name: 'Search the documentation' });
    await field.fill('rate limits');
    await expect(main.locator('a[data-search-hit]').first()).toBeVisible({ timeout: 15_000 });
  });

  const unicode: Array<[string, string]> = [
    ['Arabic', 'مطابقة الحسابات البنكية'],
    ['Hebrew with a right-to-left override', 'חשבוניות \u202Eexe.txt'],
    ['Japanese', '請求書の同期'],
    ['emoji, joiners and combining marks', '💸 👩\u200D💻 e\u0301 Ǹ̷'],
    ['mixed direction with digits', 'invoice رقم 42 status=Paid'],
  ];
  for (const [name, query] of unicode) {
    test(`a ${name} query is shown as typed and answered`, async ({ page }) => {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await hydrated(page);
      const main = page.getByRole('main');
      await expect(main.locator('[data-search-status="done"]')).toBeAttached({ timeout: 20_000 });
      await expect(main.getByRole('searchbox', { name: 'Search the documentation' })).toHaveValue(query);
      await expect(main.getByRole('heading', { level: 1 })).toContainText(query.trim());
      // A right-to-left override in the query must not reorder the page around it.
      const heading = await main.getByRole('heading', { level: 1 }).evaluate((element) => getComputedStyle(element).direction);
      expect(heading).toBe('ltr');
      await expectInert(page);
    });
  }
});

test.describe('malformed percent-encoding in paths', () => {
  test.use({ allowConsoleErrors: true });

  for (const path of [
    '/%',
    '/%E0%A4%A',
    '/using-the-api/%ZZpaging',
    '/updates/%C0%AF',
    '/docs/%ff%fe',
    '/search%',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/js/%00.js',
  ]) {
    test(`${path} answers 404 with the not-found page and no crash`, async ({ page, consoleErrors }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|can't find|cannot find|doesn't exist/i);
      await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
      // The navigation still works from here.
      await page
        .getByRole('link', { name: /Ledgerlink/i })
        .first()
        .click();
      await expect(page).toHaveURL(/\/$/);
      expect(consoleErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    });
  }
});

test.describe('garbage in localStorage', () => {
  const GARBAGE = [
    '',
    'null',
    'undefined',
    '{"mode":"dark"',
    '[1,2,3]',
    '<script>window.__pwned=7</script>',
    '\u0000\uFFFF',
    'x'.repeat(100_000),
  ];

  async function seed(page: Page, entries: Record<string, string>): Promise<void> {
    await page.addInitScript((values) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, entries);
  }

  for (const [index, value] of GARBAGE.entries()) {
    test(`garbage ${index + 1} in every key: the site starts with its defaults`, async ({ page }) => {
      await seed(page, {
        theme: value,
        'docusaurus.announcement.dismiss': value,
        'docusaurus.announcement.id': value,
        'docs-preferred-version-default': value,
        'ledgerlink-search-recent': value,
      });
      await page.goto('/using-the-api/paging');
      await hydrated(page);
      await expect(page.locator('article h1')).toBeVisible();
      // Colour mode: light, the default, and the toggle still works.
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      // The announcement bar is shown again (an unknown id resets the dismissal) and can be dismissed.
      const bar = page.locator('.theme-announcement-bar');
      await expect(bar).toBeVisible();
      await bar.getByRole('button', { name: 'Close' }).click();
      await expect(bar).toBeHidden();
      // The docs navigation and the version-aware links work.
      await page.locator('.theme-doc-sidebar-menu a[href="/using-the-api/ordering-results"]').first().click();
      await expect(page).toHaveURL(/\/using-the-api\/ordering-results$/);
      // Search opens with an empty recent list and works.
      await page.keyboard.press('Control+k');
      await expect(modal(page).getByRole('listbox', { name: 'Recent searches' })).toHaveCount(0);
      await modalInput(page).fill('webhooks');
      await expect(modal(page).getByRole('option').first()).toBeVisible({ timeout: 15_000 });
      await expectInert(page);
    });
  }

  test('recent searches of the wrong shape are dropped, well-formed entries kept', async ({ page }) => {
    await seed(page, {
      'ledgerlink-search-recent': JSON.stringify([
        42,
        null,
        { query: 7 },
        ['nested'],
        { query: '  paging  ' },
        'webhooks',
        'WEBHOOKS',
        '<b>bold</b>',
        'x'.repeat(5000),
      ]),
    });
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    const recent = modal(page).getByRole('listbox', { name: 'Recent searches' }).getByRole('option');
    await expect(recent).toHaveCount(4);
    await expect(recent.nth(0)).toContainText('paging');
    await expect(recent.nth(1)).toContainText('webhooks');
    await expect(recent.nth(2)).toContainText('<b>bold</b>');
    expect(((await recent.nth(3).textContent()) ?? '').length).toBeLessThanOrEqual(201);
    await expectInert(page);
  });

  test('a blocked localStorage: every read and write throws, the site still works', async ({ page }) => {
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { configurable: true, get: fail });
    });
    await page.goto('/using-the-api/paging');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('Control+k');
    await modalInput(page).fill('webhooks');
    await expect(modal(page).getByRole('option').first()).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Enter');
    await expect(page.locator('article h1')).toBeVisible();
  });
});

test.describe('an unusable analytics key', () => {
  test.use({ allowConsoleErrors: true });

  for (const [name, key] of [
    ['too short', 'x'],
    ['markup', '<script>window.__pwned=8</script>'],
    ['not a string', 12345],
    ['whitespace', '   '],
    ['an object', { toString: () => 'sneaky' }],
  ] as const) {
    test(`a key that is ${name}: the page works and nothing is shown`, async ({ page, consoleErrors }) => {
      const sent: string[] = [];
      await page.route(/^https:\/\/[a-z0-9.-]*amplitude\.com\//, (route) => {
        sent.push(route.request().postData() ?? route.request().url());
        // What Amplitude answers for a key it does not know.
        return route.fulfill({ status: 400, contentType: 'application/json', body: '{"code":400,"error":"Invalid API key"}' });
      });
      await page.addInitScript((value) => Object.assign(window, { AMPLITUDE_API_KEY: value }), key as unknown as string);
      await page.goto('/using-the-api/paging');
      await hydrated(page);
      await page.locator('.theme-doc-sidebar-menu a[href="/using-the-api/ordering-results"]').first().click();
      await expect(page.locator('article h1')).toBeVisible();
      // Deliberate fixed wait: gives the SDK time to start, send and fail, to prove that nothing then shows.
      await page.waitForTimeout(2500);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.locator('body')).not.toContainText(/analytics|amplitude|api key/i);
      await expectInert(page);
      for (const error of consoleErrors) expect(error).toMatch(/Failed to load resource|Amplitude Logger|\[analytics\]|net::ERR_/);
      // A key that is not a string never reaches the SDK.
      if (typeof key !== 'string') expect(sent).toEqual([]);
    });
  }
});
