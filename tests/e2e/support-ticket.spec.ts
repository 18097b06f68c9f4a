import { test, expect, hydrated } from './fixtures';

const endpoint = 'https://api.ledgerlink.io/support/tickets';

async function fillValidTicket(page: import('@playwright/test').Page) {
  await page.getByLabel('Your name').fill('Ana Silva');
  await page.getByLabel('Work email').fill('ana@northwind.example');
  await page.getByLabel('Company').fill('Northwind');
  await page.getByLabel('Product area').selectOption('Accounting API');
  await page.getByLabel(/API or integration/).fill('Xero');
  await page.getByLabel(/^High/).check();
  await page.getByLabel('Subject').fill('Invoices missing after sync');
  await page
    .getByLabel('Description')
    .fill('Since 09:00 UTC list-invoices returns no results for company 8a21 although Xero shows 40 invoices.');
}

test.describe('raise a support ticket', () => {
  test('an empty submit lists every problem, links each to its field and marks the fields invalid', async ({ page }) => {
    await page.goto('/raise-support-ticket/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Send ticket' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Fix these' });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('link')).toHaveCount(7);
    await expect(page.getByLabel('Work email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Work email')).toHaveAccessibleDescription(/Enter your work email address/);
    await summary.getByRole('link', { name: /Work email/ }).click();
    await expect(page.getByLabel('Work email')).toBeFocused();
  });

  test('a failed submit says so and keeps every answer', async ({ page, consoleErrors }) => {
    await page.route(endpoint, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.goto('/raise-support-ticket/');
    await hydrated(page);
    await fillValidTicket(page);
    await page.getByRole('button', { name: 'Send ticket' }).click();
    await expect(page.getByRole('alert')).toContainText('HTTP 503');
    await expect(page.getByLabel('Company')).toHaveValue('Northwind');
    await expect(page.getByLabel('Description')).toHaveValue(/list-invoices/);
    // Chromium logs the failed request itself; the form adds nothing to the console.
    expect(consoleErrors).toEqual([expect.stringContaining('status of 503')]);
    consoleErrors.splice(0);
  });

  test('the answers survive a reload, and a successful submit posts JSON and shows the reference', async ({ page }) => {
    let posted: Record<string, unknown> | null = null;
    await page.route(endpoint, async (route) => {
      posted = route.request().postDataJSON();
      await route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ reference: 'LL-4821' }) });
    });
    await page.goto('/raise-support-ticket/');
    await hydrated(page);
    await fillValidTicket(page);
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('Subject')).toHaveValue('Invoices missing after sync');
    await page.getByRole('button', { name: 'Send ticket' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ticket sent' })).toContainText('LL-4821');
    expect(posted).toMatchObject({ email: 'ana@northwind.example', severity: 'high', productArea: 'Accounting API' });
    await expect(page.getByLabel('Subject')).toHaveValue('');
  });
});
