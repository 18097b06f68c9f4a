/**
 * The "Try it" panel of the API reference, against the production build. Every request that leaves
 * loopback is aborted and recorded (the mock must need none); the real-API mode is tested against a
 * fake of the sandbox host routed inside the browser.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const COMPANY = '8a210b68-6988-11ed-a1eb-0242ac120002';
const SANDBOX = 'https://sandbox.api.ledgerlink.io';
const KEY = 'sk_sandbox_7f3c9e1a5b2d4c6e8f0a';
/** Text of the panel's own code, and of the Accounting API's "Try it" module: neither is in the page's first load. */
const PANEL_MARKER = 'nothing leaves this page';
const MODULE_MARKER = '"errorTemplate"';

/** Aborts and records every request that leaves loopback (this route wins over the fixture's own blocker). */
async function recordOffLoopback(page: Page): Promise<string[]> {
  const attempted: string[] = [];
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
    attempted.push(`${route.request().method()} ${route.request().url()}`);
    return route.abort('blockedbyclient');
  });
  return attempted;
}

async function openOperation(page: Page, operationId: string): Promise<{ section: Locator; panel: Locator; toggle: Locator }> {
  await page.goto(`/accounting-api/#operation/${operationId}`);
  await hydrated(page);
  const section = page.locator(`section[data-api-section="operation/${operationId}"]`);
  const toggle = section.getByRole('button', { name: 'Try it', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // The operation is plain server HTML until it hydrates as it comes into view; click until React answers.
  await expect(async () => {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass();
  const panel = section.locator(`#try-it-${operationId}`);
  await expect(toggle).toHaveAttribute('aria-controls', `try-it-${operationId}`);
  await expect(panel.getByRole('button', { name: /^Send / })).toBeVisible();
  return { section, panel, toggle };
}

async function answerBody(panel: Locator): Promise<Record<string, unknown>> {
  return JSON.parse(await panel.getByLabel('Response body').innerText()) as Record<string, unknown>;
}

test.describe('Try it on the Accounting API reference', () => {
  test('list-invoices answers 200 with the example JSON from the mock, with no request off loopback', async ({ page }) => {
    const attempted = await recordOffLoopback(page);
    const { panel } = await openOperation(page, 'list-invoices');
    await expect(panel.getByLabel(/companyId/)).toHaveValue(COMPANY);
    await panel.getByLabel(/pageSize/).fill('50');
    await panel.getByRole('button', { name: 'Send GET request' }).click();
    const answer = panel.locator('[aria-live="polite"]');
    await expect(answer).toContainText('200 OK from the mock');
    await expect(panel.getByLabel('Response headers')).toContainText(/Content-Type\s*application\/json/);
    const body = await answerBody(panel);
    expect((body.results as { invoiceNumber: string }[])[0].invoiceNumber).toBe('INV-0342');
    // A query parameter of the wrong type gets the API's 400.
    await panel.getByLabel(/pageSize/).fill('fifty');
    await panel.getByRole('button', { name: 'Send GET request' }).click();
    await expect(answer).toContainText('400 Bad Request from the mock');
    expect(await answerBody(panel)).toMatchObject({ statusCode: 400, detailedErrorCode: 40002 });
    expect(attempted).toEqual([]);
  });

  test('create-invoice without a required field answers 400 in the API error shape, naming the field', async ({ page }) => {
    const attempted = await recordOffLoopback(page);
    const { panel } = await openOperation(page, 'create-invoice');
    const bodyField = panel.getByLabel(/Request body/);
    const example = JSON.parse(await bodyField.inputValue()) as Record<string, unknown>;
    expect(example.customerRef).toBeDefined();
    delete example.customerRef;
    await bodyField.fill(JSON.stringify(example, null, 2));
    await panel.getByRole('button', { name: 'Send POST request' }).click();
    await expect(panel.locator('[aria-live="polite"]')).toContainText('400 Bad Request from the mock');
    const body = await answerBody(panel);
    expect(Object.keys(body).sort()).toEqual([
      'canBeRetried',
      'correlationId',
      'detailedErrorCode',
      'error',
      'service',
      'statusCode',
      'validation',
    ]);
    expect(body).toMatchObject({
      statusCode: 400,
      service: 'PublicApi',
      detailedErrorCode: 40003,
      validation: { errors: [{ itemId: 'customerRef', message: 'customerRef is required.' }] },
    });
    expect(attempted).toEqual([]);
  });

  test('the real-API switch sends the key in the Authorization header and keeps it out of storage and URLs', async ({ page }) => {
    const attempted = await recordOffLoopback(page);
    const calls: { method: string; url: string; authorization?: string }[] = [];
    await page.route(`${SANDBOX}/**`, async (route) => {
      const request = route.request();
      const cors = {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
        'Access-Control-Allow-Methods': 'GET, POST',
      };
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      calls.push({
        method: request.method(),
        url: request.url(),
        authorization: (await request.headerValue('authorization')) ?? undefined,
      });
      return route.fulfill({
        status: 200,
        headers: { ...cors, 'Content-Type': 'application/json' },
        body: JSON.stringify({ results: [], pageNumber: 1 }),
      });
    });
    const seen: string[] = [];
    page.on('request', (request) => seen.push(`${request.url()} ${request.postData() ?? ''}`));

    const { panel } = await openOperation(page, 'list-invoices');
    await panel.getByLabel('The Ledgerlink API').check();
    await expect(panel.getByLabel('Server', { exact: true })).toHaveValue(SANDBOX);
    const keyField = panel.getByLabel('API key for this server');
    await expect(keyField).toHaveAttribute('type', 'password');
    await keyField.fill(KEY);
    await panel.getByRole('button', { name: 'Send GET request' }).click();
    await expect(panel.locator('[aria-live="polite"]')).toContainText('200 OK from sandbox.api.ledgerlink.io');

    expect(calls).toEqual([{ method: 'GET', url: `${SANDBOX}/companies/${COMPANY}/data/invoices`, authorization: `Bearer ${KEY}` }]);
    const stored = await page.evaluate(
      () =>
        [localStorage, sessionStorage]
          .flatMap((storage) => Object.keys(storage).map((name) => `${name}=${storage.getItem(name)}`))
          .join('\n') + document.cookie,
    );
    expect(stored).not.toContain(KEY);
    expect(page.url()).not.toContain(KEY);
    expect(seen.filter((line) => line.includes(KEY))).toEqual([]);
    expect(attempted).toEqual([]);
  });

  test('the panel and its module are fetched only when a reader opens it, and it works from the keyboard', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto('/accounting-api/#operation/list-invoices');
    await hydrated(page);
    const section = page.locator('section[data-api-section="operation/list-invoices"]');
    await section.hover();
    await page.waitForLoadState('networkidle');
    const firstLoad = [...scripts];
    const sources = async (urls: string[]) => Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
    for (const source of await sources(firstLoad)) {
      expect(source).not.toContain(PANEL_MARKER);
      expect(source).not.toContain(MODULE_MARKER);
    }

    const toggle = section.getByRole('button', { name: 'Try it', exact: true });
    await toggle.focus();
    // Focus hydrates the operation and stays on the button; Enter opens the panel once React owns it.
    await expect(async () => {
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
    }).toPass();
    const send = section.getByRole('button', { name: 'Send GET request' });
    await send.focus();
    await page.keyboard.press('Enter');
    await expect(section.locator('[aria-live="polite"]')).toContainText('200 OK from the mock');

    const later = await sources(scripts.filter((url) => !firstLoad.includes(url)));
    expect(later.some((source) => source.includes(PANEL_MARKER))).toBe(true);
    expect(later.some((source) => source.includes(MODULE_MARKER))).toBe(true);
  });
});
