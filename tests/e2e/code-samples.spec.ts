import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const LABELS = ['cURL', 'JavaScript', 'Node.js', 'Python', 'Go', 'Java', 'C#', 'Ruby', 'PHP'];
/** A docs page with language tabs (cURL, TypeScript, Python, C#). */
const DOCS_PAGE = '/bank-feeds/create-account';

/** The samples of an operation; its React state exists once it is near the viewport or focused. */
async function samplesOf(page: Page, operationId: string): Promise<Locator> {
  const operation = page.locator(`section[data-api-section="operation/${operationId}"]`);
  await operation.scrollIntoViewIfNeeded();
  const samples = operation.locator('[role="tablist"]').locator('..');
  await expect
    .poll(() => operation.evaluate((el) => Object.keys(el.querySelector('[role="tab"]')!).some((key) => key.startsWith('__react'))))
    .toBe(true);
  return samples;
}

test.describe('request samples', () => {
  test('an operation lists nine languages in its HTML and renders only cURL there', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/accounting-api/#operation/create-invoice');
    const operation = page.locator('section[data-api-section="operation/create-invoice"]');
    await expect(operation.getByRole('tab')).toHaveText(LABELS);
    await expect(operation.getByRole('tab', { selected: true })).toHaveText('cURL');
    await expect(operation.getByRole('tabpanel').locator('pre')).toContainText("-H 'Authorization: Bearer YOUR_API_KEY'");
    await expect(operation.getByRole('tabpanel').locator('pre')).toContainText('"invoiceNumber": "INV-0342"');
    await context.close();
  });

  test('a language other than cURL loads on demand, highlighted, with the body of the spec example', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') chunks.push(request.url());
    });
    await page.goto('/accounting-api/#operation/create-invoice');
    await hydrated(page);
    const samples = await samplesOf(page, 'create-invoice');
    const before = chunks.length;
    await samples.getByRole('tab', { name: 'Go', exact: true }).click();
    const code = samples.getByRole('tabpanel').locator('pre code');
    await expect(code).toContainText('package main');
    await expect(code).toContainText('req.Header.Add("Authorization", "Bearer YOUR_API_KEY")');
    await expect(code).toContainText('\\"invoiceNumber\\":\\"INV-0342\\"');
    // Go's keywords carry Prism's token classes once the highlighter has loaded.
    await expect(code.locator('.token.keyword').first()).toBeAttached();
    expect(chunks.length).toBeGreaterThan(before);
  });

  test('Go, chosen on one reference page, stays chosen after a client-side move, a reload and a docs page', async ({ page }) => {
    await page.goto('/accounting-api/#operation/create-invoice');
    await hydrated(page);
    await (await samplesOf(page, 'create-invoice')).getByRole('tab', { name: 'Go', exact: true }).click();

    // Client-side navigation through the navbar's API menu: the window keeps its marker. The navbar
    // hides while the page scrolls down to the operation (hideOnScroll); a reader scrolls back up to it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();
    await page.getByRole('button', { name: 'API', exact: true }).hover();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Platform API', exact: true }).click();
    await expect(page).toHaveURL(/\/platform-api\/$/);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    const platform = await samplesOf(page, 'create-company');
    await expect(platform.getByRole('tab', { selected: true })).toHaveText('Go');
    await expect(platform.getByRole('tabpanel').locator('pre code')).toContainText('package main');

    await page.reload();
    await hydrated(page);
    const reloaded = await samplesOf(page, 'create-company');
    await expect(reloaded.getByRole('tab', { selected: true })).toHaveText('Go');
    await expect(reloaded.getByRole('tabpanel').locator('pre code')).toContainText('http.NewRequest("POST"');

    // The docs have no Go tab: their tabs show their default, and the choice is kept for the reference.
    await page.goto(DOCS_PAGE);
    await hydrated(page);
    const docsTabs = page.locator('.markdown [role="tablist"]').first();
    await expect(docsTabs.getByRole('tab', { selected: true })).toHaveText('cURL');
    await page.goto('/lending-api/');
    await hydrated(page);
    const firstOperation = await page.locator('section[data-api-section^="operation/"]').first().getAttribute('data-api-section');
    const lending = await samplesOf(page, firstOperation!.replace('operation/', ''));
    await expect(lending.getByRole('tab', { selected: true })).toHaveText('Go');
  });

  test('Python, chosen on a reference page, is selected on a docs page with language tabs', async ({ page }) => {
    await page.goto('/platform-api/');
    await hydrated(page);
    await (await samplesOf(page, 'create-company')).getByRole('tab', { name: 'Python', exact: true }).click();
    await page.goto(DOCS_PAGE);
    await hydrated(page);
    const docsTabs = page.locator('.markdown [role="tablist"]');
    expect(await docsTabs.count()).toBeGreaterThan(1);
    for (const tabs of await docsTabs.all()) {
      await expect(tabs.getByRole('tab', { selected: true })).toHaveText('Python');
    }
    await expect(page.locator('.markdown [role="tabpanel"]:not([hidden]) pre code').first()).toContainText('import requests');
  });

  test('the copy button copies a sample that loaded on demand', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/accounting-api/#operation/create-invoice');
    await hydrated(page);
    const samples = await samplesOf(page, 'create-invoice');
    await samples.getByRole('tab', { name: 'Ruby', exact: true }).click();
    const panel = samples.getByRole('tabpanel');
    await expect(panel.locator('pre code')).toContainText("require 'net/http'");
    await panel.locator('pre').hover();
    await panel.getByRole('button', { name: 'Copy code to clipboard' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith("require 'uri'\nrequire 'net/http'")).toBe(true);
    expect(copied).toContain('request["Authorization"] = \'Bearer YOUR_API_KEY\'');
    expect(copied).toContain('INV-0342');
  });

  test('an upload says that its sample is in cURL only', async ({ page }) => {
    await page.goto('/accounting-api/');
    await hydrated(page);
    const upload = await page.evaluate(() => {
      const found = Array.from(document.querySelectorAll('section[data-api-section^="operation/"]')).find((section) =>
        section.querySelector('[role="tabpanel"] pre')?.textContent?.includes('-F '),
      );
      return found?.getAttribute('data-api-section')?.replace('operation/', '');
    });
    expect(upload).toBeTruthy();
    const samples = await samplesOf(page, upload!);
    await expect(samples.getByRole('tabpanel').locator('pre')).toContainText('=@document.pdf');
    await samples.getByRole('tab', { name: 'Java', exact: true }).click();
    await expect(samples.getByRole('tabpanel')).toContainText('only the cURL sample sends one');
  });
});
