import type { Page, Route } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';
import { readSiteSettings } from '../../src/config/siteSettings';

// A build with ROUTE_SPLIT=false has core's own route table: nothing here applies.
test.skip(!readSiteSettings().routeSplit, 'the route split is off (ROUTE_SPLIT=false)');

// The route table comes by section (plugins/framework-patches/route-split). A section's chunk is
// recognisable by what it exports: its chunk names, registry and routes.
const isSectionChunk = (body: string) => body.includes('chunkNames:') && body.includes('routes:');

/**
 * Records the section chunks the page loads to run them (not the prefetches of links in view), and
 * lets a test make them fail.
 */
async function watchSections(page: Page) {
  const state = { loaded: [] as string[], failing: false, failingPrefetches: false };
  await page.route('**/assets/js/*.js', async (route: Route) => {
    const prefetch = /prefetch/.test((await route.request().allHeaders())['sec-purpose'] ?? '');
    const failing = () => state.failing || (prefetch && state.failingPrefetches);
    // A request whose fetch here fails (a prefetch cancelled as the page reloads for Retry, or one
    // dropped under load) goes to the network as the browser sent it, unless the test is failing such
    // requests: aborting a page's own chunk here failed a first visit that the test meant to succeed.
    const response = await route.fetch().catch(() => null);
    if (!response) return (failing() ? route.abort('failed') : route.continue()).catch(() => undefined);
    const body = await response.text();
    if (!isSectionChunk(body)) return route.fulfill({ response, body });
    if (!prefetch) state.loaded.push(new URL(route.request().url()).pathname);
    return failing() ? route.abort('failed') : route.fulfill({ response, body });
  });
  return state;
}

// Prefetches may still be in flight through the route above when a test ends.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

/** Marks the document, to tell a client-side navigation (mark kept) from a page load. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test.describe('route table by section', () => {
  test('a first visit loads its own section only, and navigation into other sections stays client-side', async ({ page }) => {
    const sections = await watchSections(page);
    await page.goto('/using-the-api/paging');
    await hydrated(page);
    expect(new Set(sections.loaded).size).toBe(1);
    await mark(page);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Updates', exact: true }).click();
    await expect(page).toHaveURL(/\/updates$/);
    // The address changes at once; the page being left stays until the new one has loaded.
    const firstPost = page.locator('article h2 a').first();
    await expect(firstPost).toHaveAttribute('href', /^\/updates\/\d{6}-/);
    await firstPost.click();
    await expect(page).toHaveURL(/\/updates\/\d{6}-/);
    await expect(page.locator('article h1')).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    expect(new Set(sections.loaded).size).toBeGreaterThan(1);

    await page.goBack();
    await expect(page).toHaveURL(/\/updates$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/using-the-api\/paging$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/pag/i);
    await page.goForward();
    await expect(page).toHaveURL(/\/updates$/);
    expect(await sameDocument(page)).toBe(true);
  });

  test('hovering a link into another section loads that section and the page before the click', async ({ page }) => {
    const sections = await watchSections(page);
    await page.goto('/updates');
    await hydrated(page);
    const before = sections.loaded.length;
    const link = page.getByRole('link', { name: 'Docs', exact: true }).first();
    const target = new URL((await link.getAttribute('href'))!, page.url()).pathname;
    await link.hover();
    await expect.poll(() => sections.loaded.length).toBeGreaterThan(before);
    const loaded = await page.evaluate(
      (path) => (window as unknown as { docusaurus: { preload(p: string): unknown } }).docusaurus.preload(path) === false,
      target,
    );
    // preload() answers false for a path it has already loaded: the hover did it.
    expect(loaded).toBe(true);
    await mark(page);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    expect(await sameDocument(page)).toBe(true);
  });

  test('links in view into sections not loaded yet prefetch the section chunk', async ({ page }) => {
    await page.goto('/updates');
    await hydrated(page);
    // Links come into view, and their prefetches are added, over several idle periods.
    // The bodies are read by the page, as the prefetches were: a read from the test process once met
    // "socket hang up" from the local host under load in a full run, and that is not what this test is about.
    const prefetchesASection = async () => {
      const bodies = await page
        .locator('link[rel="prefetch"]')
        .evaluateAll((links) =>
          Promise.all(links.map((link) => fetch((link as HTMLLinkElement).href).then((response) => response.text()))),
        );
      return bodies.some(isSectionChunk);
    };
    await expect.poll(prefetchesASection).toBe(true);
  });

  test('an unknown path inside a section shows the not-found page with close matches', async ({ page, consoleErrors }) => {
    await page.goto('/using-the-api/pagng');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: '/using-the-api/paging' })).toBeVisible();
    // The browser logs the page's own 404 status; nothing else may fail.
    expect(consoleErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    consoleErrors.length = 0;
  });
});

test.describe('a section table that fails to load', () => {
  test.use({ allowConsoleErrors: true });

  test('on a first visit: the error with Retry, and Retry loads the page once the table is back', async ({ page }) => {
    const sections = await watchSections(page);
    sections.failing = true;
    await page.goto('/lending/overview');
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    // The server-rendered page stays readable under the error.
    await expect(page.getByRole('heading', { level: 1, name: 'Lending overview' })).toBeVisible();
    sections.failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await hydrated(page);
    await expect(page.getByRole('alert').filter({ hasText: 'This page could not be loaded' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Lending overview' })).toBeVisible();
  });

  test('during a client-side navigation: a full load of the target', async ({ page }) => {
    const sections = await watchSections(page);
    // A section prefetched for a link in view would come from the browser's prefetch cache, past the
    // failure below: no section reaches that cache in this test.
    sections.failingPrefetches = true;
    await page.goto('/updates');
    await hydrated(page);
    await mark(page);
    sections.failing = true;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) sections.failing = false;
    });
    await page.getByRole('link', { name: 'Docs', exact: true }).first().click();
    // The router changes the URL first; the full load follows once the table has failed, and the old
    // document stays hydrated until the new one replaces it (an evaluate in between sees no context).
    const freshDocument = () =>
      page
        .evaluate(
          () =>
            !(window as unknown as { __sameDocument?: boolean }).__sameDocument && document.documentElement.dataset.hasHydrated === 'true',
        )
        .catch(() => false);
    await expect.poll(freshDocument, { message: 'a full load of the target, hydrated', timeout: 20_000 }).toBe(true);
    await expect(page).not.toHaveURL(/\/updates$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
