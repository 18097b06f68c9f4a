import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';
import { redirectFamilies, redirects, type Redirect, type RedirectFamily } from '../../redirects';

// Old URLs land on their pages two ways: the host's redirects (vercel.json; scripts/serve.mjs answers
// them as the production host does, lib/host/local-host.mjs) and the client redirect pages in the
// build (for hosts without server rules).
const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');
const all = redirects();

/** The first and the last redirect of a family (every redirect is checked over HTTP below). */
function sample(family: RedirectFamily): Redirect[] {
  const list = all.filter((r) => r.family === family);
  return [...new Set([list[0], list[list.length - 1]])].filter(Boolean);
}

/** Waits for the target page's document response and checks the page rendered and hydrated. */
async function expectLandedOn(page: Page, target: string, navigation: Promise<unknown>) {
  const document = page.waitForResponse((res) => new URL(res.url()).pathname === target && res.request().resourceType() === 'document');
  await navigation;
  expect((await document).status()).toBe(200);
  await page.waitForURL((url) => url.pathname === target);
  await hydrated(page);
  await expect(page.locator('h1').first()).toBeVisible();
}

/** What the production host answers for a permanent redirect (vercel.json `permanent: true`). */
const PERMANENT = 308;

test.describe('server-side redirects', () => {
  test('every redirect answers one permanent redirect to its page, and every page answers 200', async ({ request }) => {
    for (const { from, to } of all) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(PERMANENT);
      expect(response.headers().location, from).toBe(to);
    }
    for (const to of new Set(all.map((r) => r.to))) {
      expect((await request.get(to, { maxRedirects: 0 })).status(), to).toBe(200);
    }
  });

  test('the .html and /index.html forms of a path are normalised first, query kept; a trailing slash is served as built', async ({
    request,
  }) => {
    const { from, to } = all.find((r) => r.family === 'status-codes')!;
    for (const form of [`${from}.html`, `${from}/index.html`]) {
      const response = await request.get(`${form}?ref=changelog`, { maxRedirects: 0 });
      expect(response.status(), form).toBe(PERMANENT);
      expect(response.headers().location, form).toBe(`${from}?ref=changelog`);
    }
    expect((await request.get(`${from}?ref=changelog`, { maxRedirects: 0 })).headers().location).toBe(`${to}?ref=changelog`);
    expect((await request.get(`${from}/?ref=changelog`, { maxRedirects: 0 })).headers().location).toBe(`${to}?ref=changelog`);
    for (const [form, bare] of [
      ['/using-the-api/paging.html', '/using-the-api/paging'],
      ['/index.html', '/'],
    ]) {
      const response = await request.get(form, { maxRedirects: 0 });
      expect(response.status(), form).toBe(PERMANENT);
      expect(response.headers().location, form).toBe(bare);
    }
    // The API reference pages live at /<name>-api/ (spec §2.1): no redirect on the way there.
    for (const page of ['/accounting-api/', '/using-the-api/paging/']) {
      expect((await request.get(page, { maxRedirects: 0 })).status(), page).toBe(200);
    }
  });

  test('a path that is no page answers 404 with the not-found page', async ({ request }) => {
    for (const missing of ['/no/such/page', '/%E0%A4%A', '/%2e%2e/%2e%2e/etc/passwd']) {
      const response = await request.get(missing, { maxRedirects: 0 });
      expect(response.status(), missing).toBe(404);
      expect(await response.text(), missing).toContain('id="__docusaurus"');
    }
  });
});

for (const family of redirectFamilies) {
  test.describe(`redirects of ${family}`, () => {
    test('the browser follows the redirect and lands on the target page', async ({ page }) => {
      for (const { from, to } of sample(family)) {
        const response = await page.goto(from);
        expect(response?.status(), from).toBe(200);
        expect(new URL(page.url()).pathname, from).toBe(to);
        const hop = response?.request().redirectedFrom();
        expect(hop && new URL(hop.url()).pathname, from).toBe(from);
        expect(hop?.redirectedFrom(), `${from} takes one hop`).toBeNull();
        await hydrated(page);
        await expect(page.locator('h1').first()).toBeVisible();
      }
    });

    test('the client redirect page of the build lands on the target page, query kept', async ({ page }) => {
      const { from, to } = sample(family)[0];
      const stub = path.join(buildDir, from, 'index.html');
      expect(fs.existsSync(stub), `client redirect page ${stub}`).toBe(true);
      // Serve the build's redirect page at the old path, as a static host without server rules would.
      await page.route(
        (url) => url.pathname === from,
        (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: fs.readFileSync(stub, 'utf8') }),
      );
      await expectLandedOn(page, to, page.goto(`${from}?ref=old-link`));
      expect(new URL(page.url()).search).toBe('?ref=old-link');
    });
  });
}
