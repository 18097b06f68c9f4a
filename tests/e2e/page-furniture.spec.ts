/**
 * Page furniture against the production build: the social card of each page (`og:image`), "Was this
 * page helpful?" (keyboard only, its events at a loopback analytics collector, nothing under Global
 * Privacy Control) and the "Last updated" date of doc pages.
 */
import type { Page } from '@playwright/test';
import { test as base, expect, hydrated } from './fixtures';
import { collectorFixture, type Collector } from './collector';

const KEY = 'e2e0123456789abcdef0123456789abc';
const DOC = '/using-the-api/paging';

const test = base.extend<{ collector: Collector }>(collectorFixture);

async function enableAnalytics(page: Page, serverUrl: string): Promise<void> {
  await page.addInitScript(
    ([key, url]) => Object.assign(window, { AMPLITUDE_API_KEY: key, LEDGERLINK_ANALYTICS_SERVER_URL: url }),
    [KEY, serverUrl],
  );
}

/** The feedback events the collector received, with their own properties and the page they came from (not the SDK's `[Amplitude] …` enrichment). */
function feedback(collector: Collector): Array<{ name: string; properties: Record<string, unknown> }> {
  return collector
    .events()
    .filter((event) => event.event_type.startsWith('Page Feedback'))
    .map((event) => ({
      name: event.event_type,
      properties: Object.fromEntries(
        Object.entries(event.event_properties ?? {}).filter(
          ([key]) => !['timestamp', 'page_title'].includes(key) && !key.startsWith('[Amplitude]'),
        ),
      ),
    }));
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): [number, number] {
  expect(body.subarray(0, 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
  return [body.readUInt32BE(16), body.readUInt32BE(20)];
}

test.describe('social cards', () => {
  test('each page type names its own card, a 1200×630 PNG that the site serves', async ({ page }) => {
    const pages = ['/', DOC, '/accounting-api/', '/updates'];
    const cards = new Map<string, string>();
    for (const path of pages) {
      await page.goto(path);
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(image, path).toMatch(/^https:\/\/[^/]+\/social-cards\/.+\.png$/);
      await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image!);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      cards.set(path, new URL(image!).pathname);
    }
    expect(new Set(cards.values()).size).toBe(pages.length);
    for (const [path, card] of cards) {
      const response = await page.request.get(card);
      expect(response.status(), `${path}: ${card}`).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const body = await response.body();
      expect(pngSize(body), card).toEqual([1200, 630]);
      expect(body.length, card).toBeLessThan(60_000);
    }
  });
});

test.describe('was this page helpful', () => {
  test('works with the keyboard alone and sends the answer, then the reason', async ({ page, collector }) => {
    await enableAnalytics(page, collector.url);
    await page.goto(DOC);
    await hydrated(page);
    const question = page.getByRole('group', { name: 'Was this page helpful?' });
    await question.getByRole('button', { name: 'Yes' }).focus();
    await page.keyboard.press('Tab');
    await expect(question.getByRole('button', { name: 'No' })).toBeFocused();
    await page.keyboard.press('Enter');

    const status = page.getByRole('status').filter({ hasText: 'Thank you' });
    await expect(status).toHaveText('Thank you. You can tell us more below.');
    const reasons = page.getByRole('group', { name: 'What went wrong? (optional)' });
    await expect(reasons.getByRole('radio').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(reasons.getByRole('radio', { name: 'It is hard to follow' })).toBeChecked();

    // A comment with an email address is held back until the reader removes it.
    await page.keyboard.press('Tab');
    const comment = page.getByRole('textbox', { name: 'Anything else? (optional)' });
    await expect(comment).toBeFocused();
    await page.keyboard.type('Mail me at jo@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toContainText('Remove the email address or key');
    await expect(comment).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Shift+Tab');
    await expect(comment).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('The loop example needs a stop condition.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Thank you for your feedback.');
    await expect(status).toBeFocused();

    await expect.poll(() => feedback(collector).length, { timeout: 15_000 }).toBe(2);
    const pageUrl = new URL(DOC, page.url()).href;
    expect(feedback(collector)).toEqual([
      { name: 'Page Feedback', properties: { helpful: false, page_url: pageUrl } },
      {
        name: 'Page Feedback Reason',
        properties: { helpful: false, reason: 'hard-to-follow', comment: 'The loop example needs a stop condition.', page_url: pageUrl },
      },
    ]);
    expect(JSON.stringify(collector.events())).not.toContain('jo@example.com');
  });

  test('an API operation sends its answer with the operation', async ({ page, collector }) => {
    await enableAnalytics(page, collector.url);
    await page.goto('/accounting-api/#operation/list-invoices');
    await hydrated(page);
    const operation = page.locator('[data-api-section="operation/list-invoices"]');
    const question = operation.getByRole('group', { name: "Was this operation's reference helpful?" });
    const yes = question.getByRole('button', { name: 'Yes' });
    await yes.focus();
    // The operation is an island (ApiReferenceIsland): server markup until it comes into view or takes focus,
    // then React's. Wait for React's button before pressing it.
    await expect.poll(() => yes.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps')))).toBe(true);
    await expect(yes).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(operation.getByRole('status')).toHaveText('Thank you. You can tell us more below.');
    await expect.poll(() => feedback(collector).length, { timeout: 15_000 }).toBe(1);
    expect(feedback(collector)[0]).toMatchObject({ name: 'Page Feedback', properties: { helpful: true, operation_id: 'list-invoices' } });
  });

  test('with Global Privacy Control set, the reader is thanked and nothing is sent', async ({ page, collector }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    await enableAnalytics(page, collector.url);
    await page.goto(DOC);
    await hydrated(page);
    await page.getByRole('group', { name: 'Was this page helpful?' }).getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('radio', { name: 'It solved my problem' }).check();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText('Thank you for your feedback.');
    // Deliberate fixed wait: proves that no request is sent within three SDK flush intervals.
    await page.waitForTimeout(3000);
    expect(collector.requests).toEqual([]);
  });
});

test.describe('last updated', () => {
  test('a doc page shows the date of its last change', async ({ page }) => {
    await page.goto(DOC);
    const updated = page.locator('.theme-last-updated');
    await expect(updated).toContainText(/^Last updated on \w{3} \d{1,2}, \d{4}$/);
    const when = Date.parse((await updated.locator('time').getAttribute('datetime'))!);
    expect(when).toBeGreaterThan(Date.parse('2024-01-01'));
    expect(when).toBeLessThanOrEqual(Date.now());
  });
});
