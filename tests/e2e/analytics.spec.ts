/**
 * Analytics against the production build, with the Amplitude SDK pointed at a loopback collector.
 * The build carries no key: each test injects one at run time (`window.AMPLITUDE_API_KEY`) and the
 * collector's URL (`window.LEDGERLINK_ANALYTICS_SERVER_URL`, honoured on loopback pages only).
 */
import type { Page, Request } from '@playwright/test';
import { test as base, expect, hydrated } from './fixtures';
import { EVENT_NAMES } from '../../src/analytics/events';
import { collectorFixture, refusedUrl, type CollectedEvent, type Collector } from './collector';

const KEY = 'e2e0123456789abcdef0123456789abc';
const DOC = '/using-the-api/paging';
// Client-side navigations go to a page without a live playground: entering one is a full page load
// (src/clientModules/livePlaygroundCsp.ts), which security-headers.spec.ts covers.
const NEXT = '/using-the-api/ordering-results';
/** A page that DOC links to and that has a live playground, so entering it is a full page load. */
const PLAYGROUND = '/using-the-api/querying';

/** The Amplitude SDK's own chunk: the only script holding its event endpoint. */
const SDK_MARKER = 'api2.amplitude.com/2/httpapi';
const isSdkChunk = (source: string) => source.includes(SDK_MARKER);
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

const test = base.extend<{ collector: Collector }>(collectorFixture);

async function enableAnalytics(page: Page, serverUrl: string): Promise<void> {
  await page.addInitScript(
    ([key, url]) => {
      Object.assign(window, { AMPLITUDE_API_KEY: key, LEDGERLINK_ANALYTICS_SERVER_URL: url });
    },
    [KEY, serverUrl],
  );
}

const CATALOGUE = new Set<string>(EVENT_NAMES);

/** The site's catalogue events, without the SDK's own (sessions, identify, autocapture). */
function ours(collector: Collector): CollectedEvent[] {
  return collector.events().filter((event) => CATALOGUE.has(event.event_type));
}

/** Properties of the named events, without the SDK's page enrichment (`[Amplitude] Page …`). */
function named(collector: Collector, name: string): Array<Record<string, unknown>> {
  return ours(collector)
    .filter((event) => event.event_type === name)
    .map((event) => Object.fromEntries(Object.entries(event.event_properties ?? {}).filter(([key]) => !key.startsWith('[Amplitude]'))));
}

async function waitForEvents(collector: Collector, name: string, count = 1): Promise<Array<Record<string, unknown>>> {
  await expect.poll(() => named(collector, name).length, { timeout: 15_000, message: `${count} × ${name}` }).toBeGreaterThanOrEqual(count);
  return named(collector, name);
}

/**
 * Lets the SDK flush (every second) so that an unexpected extra event would have arrived. A deliberate
 * fixed wait: the callers prove that an event does NOT happen, and there is no event to await for that.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(2000);
}

async function openWithAnalytics(page: Page, collector: Collector, path = DOC): Promise<void> {
  await enableAnalytics(page, collector.url);
  await page.goto(path);
  await hydrated(page);
  await waitForEvents(collector, 'Page View');
}

test.describe('analytics events', () => {
  test('a visit and a client-side navigation send exactly the page events, with their properties', async ({ page, collector }) => {
    await openWithAnalytics(page, collector);
    const firstTitle = await page.title();
    await page.locator(`.theme-doc-sidebar-menu a[href="${NEXT}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${NEXT}$`));
    await waitForEvents(collector, 'Page View', 2);
    await settle(page);

    expect(ours(collector).map((event) => event.event_type)).toEqual([
      'Page View',
      'Documentation Section Viewed',
      'Navigation Clicked',
      'Page Exit',
      'Page View',
      'Documentation Section Viewed',
    ]);
    const origin = new URL(page.url()).origin;
    const [first, second] = named(collector, 'Page View');
    expect(first).toEqual({
      page_name: firstTitle.replace(/ \| Ledgerlink Docs$/, ''),
      page_path: DOC,
      page_url: `${origin}${DOC}`,
      referrer: 'direct',
      page_title: firstTitle,
      timestamp: expect.stringMatching(ISO_TIME),
    });
    expect(second).toMatchObject({
      page_path: NEXT,
      page_url: `${origin}${NEXT}`,
      referrer: `${origin}${DOC}`,
      page_title: await page.title(),
    });
    expect(named(collector, 'Documentation Section Viewed')).toEqual([
      { section: 'using-the-api', timestamp: expect.stringMatching(ISO_TIME), page_url: `${origin}${DOC}`, page_title: firstTitle },
      expect.objectContaining({ section: 'using-the-api', page_url: `${origin}${NEXT}` }),
    ]);
    expect(named(collector, 'Navigation Clicked')[0]).toMatchObject({
      nav_area: 'sidebar',
      link_url: `${origin}${NEXT}`,
      link_type: 'internal',
      page_url: `${origin}${DOC}`,
    });
    expect(named(collector, 'Page Exit')[0]).toMatchObject({ page_url: `${origin}${DOC}`, page_title: firstTitle });

    // The SDK's own page-view capture is off: no duplicate page views.
    expect(collector.events().map((event) => event.event_type)).not.toContain('[Amplitude] Page Viewed');
    // Every batch carries the key and the minimum id length.
    expect(collector.batches.every((batch) => batch.apiKey === KEY && batch.minIdLength === 5)).toBe(true);
    // Remote configuration was fetched from the collector.
    expect(collector.requests).toContain(`GET /config/${KEY}`);
  });

  test('a hash change on the same page is not a new page view', async ({ page, collector }) => {
    await openWithAnalytics(page, collector);
    await page.locator('.table-of-contents a').first().click();
    await expect(page).toHaveURL(/#/);
    await settle(page);
    expect(named(collector, 'Page View')).toHaveLength(1);
    expect(named(collector, 'Link Clicked')[0]).toMatchObject({ link_type: 'internal', link_url: expect.stringContaining(`${DOC}#`) });
  });

  test('a settled search sends one Search Performed with the query and result count', async ({ page, collector }) => {
    await openWithAnalytics(page, collector);
    await page.evaluate(() => {
      const search = (query: string, resultsCount: number) =>
        window.dispatchEvent(new CustomEvent('ledgerlink:search-performed', { detail: { query, resultsCount } }));
      search('we', 40);
      search('webhooks', 7);
    });
    const [search] = await waitForEvents(collector, 'Search Performed');
    await settle(page);
    expect(named(collector, 'Search Performed')).toEqual([
      {
        search_query: 'webhooks',
        results_count: 7,
        timestamp: expect.stringMatching(ISO_TIME),
        page_url: expect.stringContaining(DOC),
        page_title: await page.title(),
      },
    ]);
    expect(search).toBeDefined();
  });

  test('typing in a search box sends Search Typed once the query settles', async ({ page, collector }) => {
    await openWithAnalytics(page, collector);
    // A search box that appears within 10 s of the navigation is observed.
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.type = 'search';
      input.id = 'e2e-search';
      document.body.append(input);
    });
    await page.locator('#e2e-search').pressSequentially('rate limits', { delay: 20 });
    await waitForEvents(collector, 'Search Typed');
    await settle(page);
    expect(named(collector, 'Search Typed')).toEqual([expect.objectContaining({ search_query: 'rate limits' })]);
  });

  test('copying a code block sends Code Example Interaction with its language', async ({ page, collector }) => {
    await openWithAnalytics(page, collector);
    const block = page.locator('.theme-code-block:visible').first();
    const language = /language-([\w+#-]+)/.exec((await block.getAttribute('class')) ?? '')?.[1];
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await waitForEvents(collector, 'Code Example Interaction');
    await settle(page);
    expect(named(collector, 'Code Example Interaction')).toEqual([expect.objectContaining({ language, action: 'copy' })]);
  });

  test('editing a live playground sends Code Example Interaction once per playground', async ({ page, collector }) => {
    await openWithAnalytics(page, collector, '/using-the-api/querying');
    const editor = page.locator('[class*="playgroundEditor"]').first();
    await editor.click();
    await page.keyboard.type('// edited', { delay: 10 });
    await waitForEvents(collector, 'Code Example Interaction');
    await settle(page);
    // The editor highlights as react-live's tsx, whatever the fence said.
    const language = /language-([\w+#-]+)/.exec((await editor.getAttribute('class')) ?? '')?.[1] ?? 'tsx';
    expect(named(collector, 'Code Example Interaction')).toEqual([expect.objectContaining({ action: 'playground', language })]);
  });

  test('scrolling to the bottom sends each scroll depth once', async ({ page, collector }) => {
    await openWithAnalytics(page, collector);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await waitForEvents(collector, 'Scroll Depth Reached', 5);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    expect(named(collector, 'Scroll Depth Reached').map((event) => event.depth_percent)).toEqual([25, 50, 75, 90, 100]);
  });

  test('links send Link Clicked with their type, and the navbar Sign in button sends Sign In Clicked', async ({ page, collector }) => {
    await openWithAnalytics(page, collector);
    // External links open in a new tab; the fixture keeps the tab off the network.
    const edit = page.locator('a.theme-edit-this-page');
    const editUrl = await edit.getAttribute('href');
    const editTab = page.waitForEvent('popup');
    await edit.click();
    await (await editTab).close();
    const signInTab = page.waitForEvent('popup');
    await page.locator('.navbar-sign-in').click();
    await (await signInTab).close();
    const content = page.locator(`article .markdown a[href="${NEXT}"]`).first();
    const contentHref = await content.getAttribute('href');
    await content.click();
    await waitForEvents(collector, 'Page View', 2);
    await settle(page);

    const origin = new URL(page.url()).origin;
    // Clicking scrolls the links into view, which may report scroll depths in between.
    const sequence = ours(collector)
      .map((event) => event.event_type)
      .filter((name) => name !== 'Scroll Depth Reached');
    expect(sequence).toEqual([
      'Page View',
      'Documentation Section Viewed',
      'Link Clicked',
      'Sign In Clicked',
      'Link Clicked',
      'Page Exit',
      'Page View',
      'Documentation Section Viewed',
    ]);
    expect(named(collector, 'Link Clicked')).toEqual([
      expect.objectContaining({ link_url: editUrl, link_text: 'Edit this page', link_type: 'external' }),
      expect.objectContaining({ link_url: `${origin}${contentHref}`, link_type: 'internal' }),
    ]);
    expect(named(collector, 'Sign In Clicked')).toEqual([
      expect.objectContaining({ link_url: 'https://portal.ledgerlink.io/', page_url: `${origin}${DOC}` }),
    ]);
  });

  test('submitting a marked form sends Form Submitted', async ({ page, collector }) => {
    await openWithAnalytics(page, collector, '/raise-support-ticket/');
    await page.locator('form[data-analytics-form] button[type="submit"]').click();
    await waitForEvents(collector, 'Form Submitted');
    expect(named(collector, 'Form Submitted')).toEqual([expect.objectContaining({ form_name: 'support-ticket' })]);
  });

  test.describe('a link into a live playground page, which loads in full', () => {
    test.use({ allowConsoleErrors: true });

    test('while a batch is still in flight: every event arrives, each counted once', async ({ page, collector, consoleErrors }) => {
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
      });
      // Answers take 4 s, so the first batch is still in flight when the click unloads the page: the
      // SDK keeps what the unload cut off and sends it again from the next page.
      collector.setLatency(4000);
      await openWithAnalytics(page, collector);
      await page.locator(`article .markdown a[href="${PLAYGROUND}"]`).first().click();
      await waitForEvents(collector, 'Page View', 2);
      await settle(page);

      expect(documents).toEqual([DOC, PLAYGROUND]);
      expect(ours(collector).map((event) => event.event_type)).toEqual([
        'Page View',
        'Documentation Section Viewed',
        'Link Clicked',
        'Page Exit',
        'Page View',
        'Documentation Section Viewed',
      ]);
      expect(named(collector, 'Link Clicked')).toEqual([expect.objectContaining({ link_type: 'internal' })]);
      expect(collector.resent().map((event) => event.event_type)).toEqual(expect.arrayContaining(['Page View']));
      // The SDK's own line for the request that the unload aborted; nothing else.
      expect(consoleErrors.filter((error) => error !== 'Amplitude Logger [Error]: Failed to fetch')).toEqual([]);
    });
  });

  test('leaving the site sends Page Exit by beacon', async ({ page, collector }) => {
    await openWithAnalytics(page, collector);
    await page.goto('about:blank');
    await expect.poll(() => named(collector, 'Page Exit').length, { timeout: 10_000 }).toBe(1);
    expect(collector.batches.find((batch) => batch.events.some((event) => event.event_type === 'Page Exit'))?.transport).toBe('beacon');
  });
});

test.describe('analytics loading', () => {
  test('the SDK is not in the initial bundle and loads once the page is idle', async ({ page, collector }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openWithAnalytics(page, collector);
    const mainPath = scripts.find((path) => /\/main\.[0-9a-f]+\.js$/.test(path));
    expect(mainPath).toBeDefined();
    const main = await (await page.request.get(mainPath!)).text();
    expect(main).not.toContain('sr-client-cfg.amplitude.com');
    expect(main).not.toContain(SDK_MARKER);
    // Chunk files are named by id, so the SDK's is found by what it holds.
    const sdk: string[] = [];
    for (const path of scripts) if (isSdkChunk(await (await page.request.get(path)).text())) sdk.push(path);
    expect(sdk).toHaveLength(1);
    const html = await (await page.request.get(DOC)).text();
    expect(html).not.toContain(sdk[0]);
  });
});

test.describe('analytics failures stay in the console', () => {
  test.use({ allowConsoleErrors: true });

  /** Console errors must come from the network, the SDK's logger or the wrapper, never the page. */
  function expectOnlyAnalyticsErrors(errors: string[]): void {
    for (const error of errors) {
      expect(error).toMatch(/Failed to load resource|Amplitude Logger|\[analytics\]|net::ERR_CONNECTION_REFUSED/);
    }
  }

  async function useThePage(page: Page): Promise<void> {
    await hydrated(page);
    await page.locator(`.theme-doc-sidebar-menu a[href="${NEXT}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${NEXT}$`));
    await expect(page.locator('article h1')).toBeVisible();
    await page.locator('.theme-doc-sidebar-menu a[href="/using-the-api/paging"]').first().click();
    await expect(page).toHaveURL(/\/using-the-api\/paging$/);
  }

  test('a collector answering 500 leaves the page working', async ({ page, collector, consoleErrors }) => {
    collector.setMode('fail');
    await enableAnalytics(page, collector.url);
    await page.goto(DOC);
    await useThePage(page);
    await expect
      .poll(() => collector.requests.filter((request) => request === 'POST /2/httpapi').length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect(page.locator('#__docusaurus')).toBeVisible();
    expect(consoleErrors.filter((error) => error.startsWith('uncaught'))).toEqual([]);
    expectOnlyAnalyticsErrors(consoleErrors);
  });

  test('a refused connection leaves the page working', async ({ page, consoleErrors }) => {
    await enableAnalytics(page, await refusedUrl());
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    await page.goto(DOC);
    await useThePage(page);
    await expect.poll(() => failed.some((url) => url.includes('/2/httpapi')), { timeout: 15_000 }).toBe(true);
    expect(consoleErrors.filter((error) => error.startsWith('uncaught'))).toEqual([]);
    expectOnlyAnalyticsErrors(consoleErrors);
  });

  test('the SDK failing to load is reported as "failed to initialise"', async ({ page, collector, consoleErrors }) => {
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      if (isSdkChunk(await response.text())) await route.abort('failed');
      else await route.fulfill({ response });
    });
    await enableAnalytics(page, collector.url);
    await page.goto(DOC);
    await useThePage(page);
    await expect
      .poll(() => consoleErrors.some((error) => error.includes('[analytics] failed to initialise')), { timeout: 15_000 })
      .toBe(true);
    expect(collector.requests).toEqual([]);
    expectOnlyAnalyticsErrors(consoleErrors);
    // The page goes on prefetching chunks after the last assertion; a handler still fetching one when
    // the page closes would fail the test for nothing it checks.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test.describe('analytics off', () => {
  function analyticsRequests(page: Page): Request[] {
    const requests: Request[] = [];
    page.on('request', (request) => {
      if (/amplitude|httpapi|\/config\/|googletagmanager|_vercel\/insights/.test(request.url())) requests.push(request);
    });
    return requests;
  }

  test('without a key there are no analytics requests, only a console warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const requests = analyticsRequests(page);
    await page.goto(DOC);
    await hydrated(page);
    await page.locator(`.theme-doc-sidebar-menu a[href="${NEXT}"]`).first().click();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // Deliberate fixed wait: proves that no request is sent within three SDK flush intervals.
    await page.waitForTimeout(3000);
    expect(requests.map((request) => request.url())).toEqual([]);
    expect(warnings.filter((text) => text.includes('[analytics]'))).toEqual([expect.stringContaining('no analytics key')]);
  });

  for (const [signal, script] of [
    ['Global Privacy Control', () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })],
    ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
  ] as const) {
    test(`with ${signal} set there are no analytics requests at all`, async ({ page, collector }) => {
      await page.addInitScript(script);
      await enableAnalytics(page, collector.url);
      const requests = analyticsRequests(page);
      await page.goto(DOC);
      await hydrated(page);
      await page.locator(`.theme-doc-sidebar-menu a[href="${NEXT}"]`).first().click();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // Deliberate fixed wait: proves that no request is sent within three SDK flush intervals.
      await page.waitForTimeout(3000);
      expect(requests.map((request) => request.url())).toEqual([]);
      expect(collector.requests).toEqual([]);
    });
  }
});
