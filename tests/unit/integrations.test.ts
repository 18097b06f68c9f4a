import { describe, expect, it } from 'vitest';
import {
  coverageRows,
  dataTypesByCategory,
  integrationCategories,
  integrationPath,
  integrations,
  integrationsIn,
  readOnlyDataTypes,
  redirectKeys,
  regions,
  scopeRows,
  type Integration,
  type IntegrationCategory,
} from '../../src/data/integrations';

const all: readonly Integration[] = integrations;

/** What is wrong with an integration's incremental reads and scopes; empty when it states neither. */
function scopeProblems(i: Integration): string[] {
  const problems: string[] = [];
  for (const t of i.incrementalReads ?? []) if (!i.read.includes(t)) problems.push(`incremental read of ${t}, which it does not read`);
  if (!i.scopes) return problems;
  const scopes = i.scopes;
  const scopeName = /^[a-z_]+(\.[a-z0-9]+)*$/;
  for (const [t, entry] of Object.entries(scopes)) {
    if (!i.read.includes(t as never)) problems.push(`scopes for ${t}, which it does not read`);
    if (!entry || entry.read.length === 0) problems.push(`${t} has no read scope`);
    if (entry?.write && !i.write.includes(t as never)) problems.push(`${t} has write scopes but is not writable`);
    for (const scope of [...(entry?.read ?? []), ...(entry?.write ?? [])])
      if (!scopeName.test(scope)) problems.push(`${t}: "${scope}" is not a scope name`);
  }
  for (const t of i.write) if (!scopes[t]?.write?.length) problems.push(`${t} is writable but has no write scopes`);
  for (const t of i.read) if (!scopes[t]) problems.push(`${t} has no scopes`);
  return problems;
}

const slugs: Record<IntegrationCategory, string[]> = {
  accounting: [
    'clearbooks',
    'dynamics-365-business-central',
    'exact-online',
    'freeagent',
    'freshbooks',
    'kashflow',
    'myob',
    'netsuite',
    'pandle',
    'quickbooks-desktop',
    'quickbooks-online',
    'sage-intacct',
    'sage-200',
    'sage-50',
    'sage-business-cloud',
    'sandbox',
    'wave',
    'workday',
    'xero',
    'zoho-books',
  ],
  'bank-feeds': ['netsuite', 'quickbooks-online', 'sage', 'xero'],
  banking: ['plaid', 'truelayer', 'proxy-access'],
  commerce: [
    'amazon-seller-central',
    'bigcommerce',
    'chargebee',
    'chargify',
    'clover',
    'lightspeed-k',
    'mollie',
    'paypal',
    'prestashop',
    'recurly',
    'shopify',
    'square',
    'stripe',
    'sumup',
    'woocommerce',
    'zettle',
  ],
};

const authMethods = ['OAuth 2.0', 'OAuth 1.0a', 'API key', 'Username and password', 'Desktop connector', 'Token-based authentication'];

describe('integrations data', () => {
  it('covers exactly the agreed slugs of each category', () => {
    for (const category of integrationCategories) {
      expect(
        integrationsIn(category)
          .map((i) => i.slug)
          .sort(),
      ).toEqual([...slugs[category]].sort());
    }
  });

  it('uses four-letter lowercase keys, unique per category and across the catalogue', () => {
    const everyKey: string[] = [];
    for (const category of integrationCategories) {
      const keys = integrationsIn(category).flatMap((i) => [i.key, ...(i.legacyKeys ?? [])]);
      expect(new Set(keys).size).toBe(keys.length);
      everyKey.push(...keys);
    }
    for (const key of everyKey) expect(key).toMatch(/^[a-z]{4}$/);
    expect(new Set(everyKey).size).toBe(everyKey.length);
  });

  it('keeps the agreed keys of Xero and QuickBooks Online', () => {
    expect(all.find((i) => i.category === 'accounting' && i.slug === 'xero')?.key).toBe('tlwh');
    expect(all.find((i) => i.category === 'accounting' && i.slug === 'quickbooks-online')?.key).toBe('qnpx');
  });

  it('gives 4 to 6 integrations legacy keys', () => {
    const withLegacy = all.filter((i) => (i.legacyKeys ?? []).length > 0);
    expect(withLegacy.length).toBeGreaterThanOrEqual(4);
    expect(withLegacy.length).toBeLessThanOrEqual(6);
  });

  it.each(all.map((i) => [`${i.category}/${i.slug}`, i] as const))('%s is well formed', (_, i) => {
    const allowed = dataTypesByCategory[i.category];
    expect(authMethods).toContain(i.auth);
    expect(i.regions.length).toBeGreaterThan(0);
    for (const r of i.regions) expect(regions).toContain(r);
    expect(new Set(i.regions).size).toBe(i.regions.length);
    expect(['GA', 'Beta']).toContain(i.status);
    expect(i.read.length).toBeGreaterThan(0);
    for (const t of [...i.read, ...i.write]) expect(allowed).toContain(t);
    expect(new Set(i.read).size).toBe(i.read.length);
    expect(new Set(i.write).size).toBe(i.write.length);
    for (const t of i.write) expect(readOnlyDataTypes).not.toContain(t);
    expect(i.limits.trim().length).toBeGreaterThan(20);
    expect(i.summary.trim().length).toBeGreaterThan(20);
    if (i.docsUrl !== undefined) expect(i.docsUrl).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/);
  });

  it('writes only names its category allows and, outside bank feeds, only what it also reads', () => {
    for (const i of all) {
      if (i.category === 'bank-feeds') {
        expect(i.write).toContain('bankFeedTransactions');
        expect(i.read).not.toContain('bankFeedTransactions');
      } else {
        for (const t of i.write) expect(i.read).toContain(t);
      }
    }
  });

  it.each(all.map((i) => [`${i.category}/${i.slug}`, i] as const))('%s states scopes and incremental reads consistently', (_, i) => {
    expect(scopeProblems(i)).toEqual([]);
  });

  it('finds the scope and incremental-read mistakes it guards against', () => {
    const xero = all.find((i) => i.category === 'accounting' && i.slug === 'xero') as Integration;
    const broken: Integration = {
      ...xero,
      read: ['accounts', 'balanceSheet', 'invoices'],
      write: ['invoices'],
      incrementalReads: ['invoices', 'salesOrders'],
      scopes: {
        invoices: { read: ['accounting.invoices.read'] },
        balanceSheet: { read: ['accounting.reports.balancesheet.read'], write: ['Accounting Reports'] },
        salesOrders: { read: [] },
      },
    };
    expect(scopeProblems(broken)).toEqual([
      'incremental read of salesOrders, which it does not read',
      'balanceSheet has write scopes but is not writable',
      'balanceSheet: "Accounting Reports" is not a scope name',
      'scopes for salesOrders, which it does not read',
      'salesOrders has no read scope',
      'invoices is writable but has no write scopes',
      'accounts has no scopes',
    ]);
  });

  it('lists Xero granular scopes for every data type it reads, offline access aside', () => {
    const xero = all.find((i) => i.category === 'accounting' && i.slug === 'xero') as Integration;
    const rows = scopeRows(xero);
    expect(rows.map((row) => row.dataType)).toEqual(coverageRows(xero).map((row) => row.dataType));
    expect(rows.find((row) => row.dataType === 'invoices')).toEqual({
      dataType: 'invoices',
      read: ['accounting.invoices.read'],
      write: ['accounting.invoices'],
    });
    expect(rows.flatMap((row) => [...row.read, ...row.write])).not.toContain('accounting.transactions');
    expect(scopeRows(all.find((i) => i.slug === 'clearbooks') as Integration)).toEqual([]);
  });

  it('builds coverage rows in display order', () => {
    const xero = all.find((i) => i.category === 'accounting' && i.slug === 'xero');
    expect(xero).toBeDefined();
    const rows = coverageRows(xero as Integration);
    expect(rows[0]).toEqual({ dataType: 'accounts', read: true, write: true, writes: { create: true }, incremental: true });
    expect(rows.find((r) => r.dataType === 'balanceSheet')).toEqual({
      dataType: 'balanceSheet',
      read: true,
      write: false,
      writes: {},
      incremental: false,
    });
    expect(coverageRows(all.find((i) => i.slug === 'clearbooks') as Integration)[0]).toEqual({
      dataType: 'accounts',
      read: true,
      write: false,
      writes: { create: false },
    });
  });

  it('builds overview paths and redirect keys, legacy keys included', () => {
    expect(integrationPath({ category: 'accounting', slug: 'xero' })).toBe('/integrations/accounting/xero/overview');
    const keys = redirectKeys();
    const legacyCount = all.reduce((n, i) => n + (i.legacyKeys ?? []).length, 0);
    expect(keys).toHaveLength(all.length + legacyCount);
    expect(keys).toContainEqual({ category: 'accounting', key: 'tlwh', path: '/integrations/accounting/xero/overview' });
    expect(keys).toContainEqual({ category: 'accounting', key: 'gboq', path: '/integrations/accounting/xero/overview' });
  });
});

describe('integration sidebars', () => {
  it('gives every platform a category linked to its overview with four pages', async () => {
    const { integrationSidebars } = await import('../../src/data/integrationSidebars');
    const sidebars = integrationSidebars();
    expect(Object.keys(sidebars).sort()).toEqual([
      'integrationsAccounting',
      'integrationsBankFeeds',
      'integrationsBanking',
      'integrationsCommerce',
    ]);
    expect(sidebars.integrationsAccounting).toHaveLength(20);
    expect(sidebars.integrationsBankFeeds).toHaveLength(4);
    expect(sidebars.integrationsCommerce).toHaveLength(16);
    expect(sidebars.integrationsBanking[0]).toMatchObject({
      type: 'category',
      label: 'Plaid',
      link: { type: 'doc', id: 'integrations/banking/plaid/overview' },
      items: [
        'integrations/banking/plaid/setup',
        'integrations/banking/plaid/reference',
        'integrations/banking/plaid/test',
        'integrations/banking/plaid/faq',
      ],
    });
  });
});

describe('integration pages on disk', () => {
  it('has the five pages of every platform and the shared pages', async () => {
    const { existsSync } = await import('node:fs');
    const { integrationSharedDocIds } = await import('../../src/data/integrationSidebars');
    const { integrationDocId, integrationPages } = await import('../../src/data/integrations');
    const missing: string[] = [];
    const docs = new URL('../../docs/', import.meta.url);
    const exists = (id: string) => existsSync(new URL(`${id}.md`, docs)) || existsSync(new URL(`${id}.mdx`, docs));
    for (const i of all)
      for (const page of integrationPages) if (!exists(integrationDocId(i, page))) missing.push(integrationDocId(i, page));
    for (const id of integrationSharedDocIds) if (!exists(id)) missing.push(id);
    expect(missing).toEqual([]);
  });
});

describe('catalogue filters', async () => {
  const { matches, parseFilters, serializeFilters, noFilters } = await import('../../src/components/IntegrationCatalogue/filter');

  it('shows everything with no filters', () => {
    expect(all.filter((i) => matches(i, noFilters))).toHaveLength(43);
  });

  it('reads known values from the query string and ignores unknown ones', () => {
    expect(parseFilters('?category=commerce&region=UK&status=Beta&dataType=commerce-orders&q=shop')).toEqual({
      q: 'shop',
      category: 'commerce',
      region: 'UK',
      status: 'Beta',
      dataType: 'commerce-orders',
    });
    expect(parseFilters('?category=crm&region=Mars&status=Alpha&dataType=widgets')).toEqual({
      q: '',
      category: undefined,
      region: undefined,
      status: undefined,
      dataType: undefined,
    });
  });

  it('round-trips filters and keeps unrelated parameters', () => {
    const search = serializeFilters({ q: 'xero', category: 'accounting' }, '?utm_source=mail&region=US');
    expect(new URLSearchParams(search).get('utm_source')).toBe('mail');
    expect(new URLSearchParams(search).get('region')).toBeNull();
    expect(parseFilters(search)).toMatchObject({ q: 'xero', category: 'accounting' });
    expect(serializeFilters(noFilters)).toBe('');
  });

  it('filters by name, category, data type, region and status', () => {
    const names = (f: Parameters<typeof matches>[1]) => all.filter((i) => matches(i, f)).map((i) => i.name);
    expect(names({ q: 'xero' })).toEqual(['Xero', 'Xero']);
    expect(names({ q: '', category: 'banking' }).sort()).toEqual(['Plaid', 'Proxy access', 'TrueLayer']);
    expect(names({ q: '', dataType: 'commerce-disputes' })).toContain('Stripe');
    expect(names({ q: '', dataType: 'commerce-disputes' })).not.toContain('WooCommerce');
    expect(names({ q: '', region: 'NZ' })).toContain('MYOB');
    expect(names({ q: '', region: 'NZ' })).toContain('Xero');
    expect(names({ q: '', region: 'NZ' })).not.toContain('Sage 50');
    expect(names({ q: '', status: 'Beta' })).toContain('Wave');
    expect(names({ q: '', status: 'Beta' })).not.toContain('Xero');
  });
});
