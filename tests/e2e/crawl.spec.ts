/**
 * Every route of the sitemap, loaded in Chromium from the production build: each must answer 200
 * without a redirect, hydrate, and do so with no console error, no uncaught exception and no failed
 * or erroring same-origin request (chunks, styles, images, fonts, the search index…). The routes are
 * split into shards, each a test of its own, so the two workers share the crawl.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const BUILD_DIR = path.resolve(__dirname, '../..', process.env.E2E_BUILD_DIR ?? 'build');
const SHARDS = 8;

/** Every `<loc>` of the sitemap: pages, and API operation anchors (`/accounting-api/#operation/…`). */
function sitemapLocations(): string[] {
  const file = path.join(BUILD_DIR, 'sitemap.xml');
  if (!fs.existsSync(file)) return [];
  const xml = fs.readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].replace(/&amp;/g, '&'));
}

/** The pages to load: each path once (an anchor is a place on a page the crawl already loads). */
function pagesOf(locations: string[]): string[] {
  return [
    ...new Set(
      locations.map((location) => {
        const url = new URL(location);
        return `${url.pathname}${url.search}`;
      }),
    ),
  ];
}

const locations = sitemapLocations();
const allRoutes = pagesOf(locations);
// CRAWL_LIMIT=n crawls the first n routes only (a quick local run).
const routes = allRoutes.slice(0, Number(process.env.CRAWL_LIMIT ?? Infinity));

// Hundreds of page loads: no trace recording, and no link prefetching (Docusaurus skips it on
// save-data connections), since every route's chunks are loaded when the crawl visits it anyway.
test.use({ trace: 'off' });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) });
  });
});

/**
 * Watches same-origin requests: failures and error statuses become problems, attributed to the
 * route that made them.
 */
function trackRequests(page: Page, origin: string, problems: string[]) {
  let route = '';
  let generation = 0;
  const pending = new Map<unknown, { route: string; generation: number }>();
  const sameOrigin = (url: string) => url.startsWith(origin);
  page.on('request', (request) => {
    if (sameOrigin(request.url())) pending.set(request, { route, generation });
  });
  page.on('requestfinished', async (request) => {
    const owner = pending.get(request);
    pending.delete(request);
    if (!owner) return;
    const status = (await request.response().catch(() => null))?.status() ?? 0;
    // The document itself is checked by the crawl loop; everything else must succeed.
    if (status >= 400 && !request.isNavigationRequest()) problems.push(`${owner.route}: ${status} for ${request.url()}`);
  });
  page.on('requestfailed', (request) => {
    const owner = pending.get(request);
    pending.delete(request);
    if (!owner) return;
    const error = request.failure()?.errorText ?? '';
    // A request the browser cancelled (leaving the page, a superseded lazy chunk) is not a failure
    // of the site; a chunk that truly fails to load also shows as a console error or exception.
    if (error === 'net::ERR_ABORTED') return;
    problems.push(`${owner.route}: request failed (${error}) for ${request.url()}`);
  });
  return {
    /** Marks the start of the visit to `next`. */
    visit(next: string) {
      route = next;
      generation++;
    },
    /** Resolves once no request of the current page is in flight. */
    async settled() {
      await expect
        .poll(() => [...pending.values()].filter((owner) => owner.generation === generation).length, {
          timeout: 10_000,
          intervals: [50, 100, 250],
        })
        .toBe(0);
    },
  };
}

/**
 * Waits until React has hydrated the page (as `hydrated` does), then tells whether its main landmark is
 * visible as Playwright counts it (a box with a size, not `visibility: hidden`), in the same round trip:
 * a separate `toBeVisible` cost about 0.14 s a route on a loaded machine.
 */
async function hydratedWithMainVisible(page: Page): Promise<boolean> {
  const handle = await page.waitForFunction(() => {
    if (document.documentElement.dataset.hasHydrated !== 'true') return false;
    const main = document.querySelector('main, [role="main"]');
    const box = main?.getBoundingClientRect();
    return { visible: Boolean(main && box && box.width > 0 && box.height > 0 && getComputedStyle(main).visibility !== 'hidden') };
  });
  return ((await handle.jsonValue()) as { visible: boolean }).visible;
}

test('the sitemap lists the site', () => {
  test.skip(!fs.existsSync(BUILD_DIR), `no build in ${BUILD_DIR}`);
  expect(allRoutes.length).toBeGreaterThan(100);
  expect(new Set(locations).size).toBe(locations.length);
});

for (let shard = 0; shard < SHARDS; shard++) {
  const slice = routes.filter((_, index) => index % SHARDS === shard);
  test(`crawl ${shard + 1}/${SHARDS}: ${slice.length} routes answer 200 and hydrate cleanly`, async ({ page, baseURL }) => {
    test.skip(slice.length === 0, 'no sitemap in the build');
    test.setTimeout(60_000 + slice.length * 3_000);
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    let current = '';
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${current}: console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${current}: uncaught ${error.name}: ${error.message}`));
    const requests = trackRequests(page, origin, problems);

    for (const route of slice) {
      current = route;
      requests.visit(route);
      const response = await page.goto(route, { waitUntil: 'domcontentloaded' });
      if (response?.status() !== 200 || response.request().redirectedFrom()) {
        problems.push(`${route}: answered ${response?.status()}${response?.request().redirectedFrom() ? ' after a redirect' : ''}`);
        continue;
      }
      if (!(await hydratedWithMainVisible(page))) problems.push(`${route}: hydrated without a visible main landmark`);
      await requests.settled();
    }
    expect(problems).toEqual([]);
  });
}
