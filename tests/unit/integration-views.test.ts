import { describe, expect, it } from 'vitest';
import integrationViews from '../../src/remark/integrationViews';
import { integrationView } from '../../src/data/integrationView';
import { findIntegration, type Integration } from '../../src/data/integrations';
import { parseView } from '../../src/data/parseIntegrationView';

type Attr = { type: string; name: string; value: string };
const element = (name: string, attributes: Record<string, string>) => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: Object.entries(attributes).map(([key, value]): Attr => ({ type: 'mdxJsxAttribute', name: key, value })),
  children: [],
  position: { start: { line: 11 } },
});

describe('integrationView', () => {
  it("holds one integration's facts and coverage rows, labelled", () => {
    const xero = findIntegration('accounting', 'xero') as Integration;
    const view = integrationView('accounting', 'xero');
    expect(view).toMatchObject({
      name: 'Xero',
      categoryLabel: 'Accounting',
      key: xero.key,
      readCount: xero.read.length,
      writeCount: xero.write.length,
    });
    expect(view.rows.find((row) => row.dataType === 'invoices')).toEqual({
      dataType: 'invoices',
      label: 'Invoices',
      read: true,
      write: true,
      writes: { create: true, update: true, delete: true, attachments: true },
      incremental: true,
    });
    expect(view.scopes.find((row) => row.dataType === 'profitAndLoss')).toEqual({
      dataType: 'profitAndLoss',
      label: 'Profit and loss',
      read: ['accounting.reports.profitandloss.read'],
      write: [],
    });
  });

  it('leaves out incremental reads and scopes for an integration that states neither', () => {
    const view = integrationView('commerce', 'shopify');
    expect(view.rows.every((row) => !('incremental' in row))).toBe(true);
    expect(view.scopes).toEqual([]);
  });

  it('names the slug and category it cannot find', () => {
    expect(() => integrationView('accounting', 'nope')).toThrow('No accounting integration with slug "nope"');
  });
});

describe('the integrationViews remark plugin', () => {
  it('adds the view of the named integration to each of its components, wherever they are', () => {
    const facts = element('IntegrationFacts', { slug: 'shopify', category: 'commerce' });
    const coverage = element('IntegrationCoverage', { slug: 'xero', category: 'accounting' });
    const scopes = element('IntegrationScopes', { slug: 'xero', category: 'accounting' });
    const other = element('Tabs', { groupId: 'language' });
    const tree = { type: 'root', children: [facts, { type: 'paragraph', children: [coverage] }, scopes, other] };
    integrationViews()(tree, { path: 'docs/x.mdx' });
    const view = (node: { attributes: Attr[] }) => node.attributes.find((a) => a.name === 'view')?.value;
    expect(parseView('IntegrationFacts', view(facts))).toEqual(integrationView('commerce', 'shopify'));
    expect(parseView('IntegrationCoverage', view(coverage))).toEqual(integrationView('accounting', 'xero'));
    expect(parseView('IntegrationScopes', view(scopes))).toEqual(integrationView('accounting', 'xero'));
    expect(view(other)).toBeUndefined();
  });

  it('fails the build with the file and line when slug or category is missing or wrong', () => {
    const tree = { type: 'root', children: [element('IntegrationCoverage', { slug: 'xero', category: 'ledgers' })] };
    expect(() => integrationViews()(tree, { path: 'docs/x.mdx' })).toThrow(
      'docs/x.mdx:11: <IntegrationCoverage> needs slug="…" and category=',
    );
  });

  it('makes a component used without it say how to use it', () => {
    expect(() => parseView('IntegrationFacts', undefined)).toThrow(/use it in a docs page with slug/);
  });
});
