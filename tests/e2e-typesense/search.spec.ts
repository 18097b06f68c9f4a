/**
 * Site search on the Typesense backend, through the real UI of the build served as a Typesense deploy: the modal and
 * /search?q= against the fake Typesense server. What the page sends is checked against the ranking
 * settings and against the reference OpenAPI of Typesense 30; what it shows comes from fixtures
 * shaped like the reference's MultiSearchResult.
 */
import type { Page } from '@playwright/test';
import { fixture } from '../contract/fakeTypesense';
import { requestProblems } from '../contract/typesenseReference';
import { answerWith, answerWithFixture, expect, hydrated, sentSearches, test } from './fixtures';
import { FAKE_TYPESENSE_PORT, SEARCH_KEY } from './site.mjs';

const modal = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });
const modalInput = (page: Page) => modal(page).getByRole('combobox', { name: 'Search the documentation' });
const CONTEXT_FILTER = 'language:=`en` && docusaurus_tag:=[`default`,`docs-default-current`]';

async function searchInModal(page: Page, query: string) {
  await page.goto('/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
  await modalInput(page).fill(query);
}

test.afterEach(({ typesense }) => {
  expect(requestProblems(typesense.requests), 'requests that Typesense 30 does not accept').toEqual([]);
});

test.describe('Typesense search modal', () => {
  test('sends one weighted, filtered multi-search with the search-only key', async ({ page, typesense }) => {
    answerWithFixture(typesense, 'multi-search-site.json');
    await searchInModal(page, 'webhook retries');
    await expect(modal(page).getByRole('option').first()).toBeVisible();

    const sent = sentSearches(typesense);
    expect(sent).toHaveLength(1);
    expect(sent[0].params.get('x-typesense-api-key')).toBe(SEARCH_KEY);
    expect(sent[0].searches).toHaveLength(1);
    expect(sent[0].searches[0]).toMatchObject({
      collection: 'ledgerlink-docs',
      q: 'webhook retries',
      query_by:
        'hierarchy.lvl1,also_called,defines,hierarchy.lvl2,hierarchy.lvl3,keywords,hierarchy.lvl4,hierarchy.lvl5,hierarchy.lvl6,content,reader_phrases,spec_words',
      query_by_weights: '12,12,12,8,8,8,4,3,2,1,1,1',
      sort_by: '_text_match:desc,item_priority:desc',
      num_typos: '2',
      min_len_1typo: 4,
      min_len_2typo: 8,
      prefix: 'true',
      filter_by: CONTEXT_FILTER,
      group_by: 'url_without_anchor',
      page: 1,
    });
    expect(sent[0].searches[0]).not.toHaveProperty('facet_by');
  });

  test('shows the hits grouped by page; Enter and clicks open the pages they link to', async ({ page, typesense }) => {
    answerWithFixture(typesense, 'multi-search-site.json');
    await searchInModal(page, 'webhook retries');
    const groups = modal(page).getByRole('group');
    await expect(groups).toHaveCount(3);
    await expect(groups.locator('h3')).toHaveText([
      'Using the API › Troubleshoot webhooks',
      'API reference › Platform API',
      'Updates › Webhooks v2 with signed payloads',
    ]);
    await expect(groups.nth(0).getByRole('option')).toHaveCount(2);
    expect(
      await modal(page)
        .locator('a[data-search-hit]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual([
      '/using-the-api/webhooks/troubleshooting#retry-schedule',
      '/using-the-api/webhooks/troubleshooting',
      '/platform-api/#operation/list-webhook-consumers',
      '/updates/240611-webhooks-v2',
    ]);
    await expect(groups.nth(0).locator('mark')).toHaveText(['retries']);

    await expect(modal(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/using-the-api/webhooks/troubleshooting' && url.hash === '#retry-schedule');
    await expect(page.locator('h1')).toHaveText('Troubleshoot webhooks');
    await expect(page.locator('[id="retry-schedule"]')).toBeInViewport();

    await page.keyboard.press('Control+k');
    await modalInput(page).fill('webhook retries');
    await modal(page).locator('a[data-search-hit="operation"]').click();
    await expect(page).toHaveURL((url) => url.pathname === '/platform-api/' && url.hash === '#operation/list-webhook-consumers');
    await expect(page.locator('[id="operation/list-webhook-consumers"]')).toBeInViewport();
  });

  test('zero hits show the no-results texts and the issue link', async ({ page, typesense }) => {
    answerWithFixture(typesense, 'multi-search-empty.json');
    await searchInModal(page, 'zqxjvkwpf');
    await expect(modal(page).getByText('No results for')).toBeVisible();
    await expect(modal(page).getByText('zqxjvkwpf', { exact: true })).toBeVisible();
    await expect(modal(page).getByText('Try searching for')).toBeVisible();
    await expect(modal(page).getByText('Believe this query should return results?')).toBeVisible();
    const link = new URL((await modal(page).getByRole('link', { name: 'Let us know.' }).getAttribute('href')) ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('https://github.com/ledgerlink/docs/issues/new');
    expect(link.searchParams.get('title')).toContain('zqxjvkwpf');
  });

  test.describe('when Typesense fails', () => {
    // The browser logs the failed request as a console error.
    test.use({ allowConsoleErrors: true });

    test('HTTP 503 shows the failure texts', async ({ page, typesense }) => {
      answerWith(typesense, { status: 503, body: fixture('unavailable.json') });
      await searchInModal(page, 'webhooks');
      await expect(modal(page).getByText('Unable to fetch results')).toBeVisible();
      await expect(modal(page).getByText('You might want to check your network connection.')).toBeVisible();
      await expect(modal(page).getByRole('option')).toHaveCount(0);
    });
  });
});

test.describe('Typesense /search page', () => {
  test('lists grouped results with section counts, and a section filter adds a facet search', async ({ page, typesense }) => {
    answerWithFixture(typesense, 'multi-search-site.json');
    await page.goto('/search?q=webhooks');
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Search results for “webhooks”');
    await expect(main.locator('section h3')).toHaveText([
      'Using the API › Troubleshoot webhooks',
      'API reference › Platform API',
      'Updates › Webhooks v2 with signed payloads',
    ]);
    const filters = main.getByRole('complementary');
    await expect(filters.getByRole('button', { name: /Updates/ })).toContainText('1');

    const first = sentSearches(typesense)[0];
    expect(first.searches).toEqual([
      expect.objectContaining({ q: 'webhooks', filter_by: CONTEXT_FILTER, facet_by: 'hierarchy.lvl0', per_page: 10, page: 1 }),
    ]);

    await filters.getByRole('button', { name: /Updates/ }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('section') === 'Updates');
    await expect.poll(() => sentSearches(typesense).length).toBe(2);
    const [results, counts] = sentSearches(typesense)[1].searches;
    expect(results).toMatchObject({ q: 'webhooks', filter_by: `${CONTEXT_FILTER} && hierarchy.lvl0:=\`Updates\`` });
    expect(counts).toMatchObject({ q: 'webhooks', filter_by: CONTEXT_FILTER, facet_by: 'hierarchy.lvl0', per_page: 0 });

    await main.locator('a[data-search-hit]').first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/using-the-api/webhooks/troubleshooting');
    await expect(page.locator('h1')).toHaveText('Troubleshoot webhooks');
  });

  test('zero hits show the no-results texts', async ({ page, typesense }) => {
    answerWithFixture(typesense, 'multi-search-empty.json');
    await page.goto('/search?q=zqxjvkwpf');
    const main = page.getByRole('main');
    await expect(main.getByText('No results for')).toBeVisible();
    await expect(main.getByText('Try searching for')).toBeVisible();
    await expect(main.getByText('Believe this query should return results?')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Let us know.' })).toBeVisible();
  });

  test.describe('when Typesense fails', () => {
    test.use({ allowConsoleErrors: true });

    test('an error inside an HTTP 200 answer shows the failure texts', async ({ page, typesense }) => {
      answerWith(typesense, { body: fixture('multi-search-error.json') });
      await page.goto('/search?q=webhooks');
      const main = page.getByRole('main');
      await expect(main.getByText('Unable to fetch results')).toBeVisible();
      await expect(main.getByText('You might want to check your network connection.')).toBeVisible();
    });
  });
});

test('the served site may connect to the search origin, and loads no embedded index', async ({ page, typesense }) => {
  const pagefind: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/pagefind/')) pagefind.push(request.url());
  });
  const response = await page.goto('/');
  const connectSrc =
    (response?.headers()['content-security-policy'] ?? '').split(';').find((d) => d.trim().startsWith('connect-src')) ?? '';
  expect(connectSrc.split(/\s+/)).toContain(`http://127.0.0.1:${FAKE_TYPESENSE_PORT}`);
  answerWithFixture(typesense, 'multi-search-site.json');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await modalInput(page).fill('webhooks');
  await expect(modal(page).getByRole('option').first()).toBeVisible();
  expect(pagefind).toEqual([]);
});
