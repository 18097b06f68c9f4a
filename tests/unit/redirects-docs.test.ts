import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRedirects, docPages, landingPage, normalizeRoute, redirectProblems, type Redirect } from '../../redirects';

const docsDir = path.resolve(__dirname, '../fixtures/checks/redirects/docs');

describe('docPages: routes the way the docs plugin makes them', () => {
  const pages = docPages(docsDir);
  const routes = pages.map((p) => p.route);

  it('maps files to routes: number prefixes, id, slug, category indexes; drafts and partials left out', () => {
    expect(routes).toEqual([
      '/',
      '/commerce',
      '/commerce/setup',
      '/commerce/sync',
      '/lending/data-types',
      '/lending/guides/invoice-finance',
      '/lending/guides/invoice-finance/assess-receivables',
      '/lending/overview',
    ]);
  });

  it('reads the sidebar position', () => {
    expect(pages.find((p) => p.route === '/lending/data-types')?.sidebarPosition).toBe(3);
  });

  it('picks a landing page: the index, else overview, else the first by position', () => {
    expect(landingPage('/lending', pages)).toBe('/lending/overview');
    expect(landingPage('/commerce', pages)).toBe('/commerce');
    expect(landingPage('/lending/guides/invoice-finance', pages)).toBe('/lending/guides/invoice-finance');
    expect(landingPage('/missing', pages)).toBeUndefined();
  });

  it('normalises .html, /index.html and trailing slashes', () => {
    expect(normalizeRoute('/a/b.html')).toBe('/a/b');
    expect(normalizeRoute('/a/b/index.html')).toBe('/a/b');
    expect(normalizeRoute('/a/b/')).toBe('/a/b');
    expect(normalizeRoute('/index.html')).toBe('/');
    expect(normalizeRoute('/')).toBe('/');
  });
});

describe('buildRedirects and redirectProblems', () => {
  const pages = docPages(docsDir);
  const list = buildRedirects({
    pages,
    keys: [
      { category: 'accounting', key: 'abcd', path: '/lending/overview' },
      { category: 'accounting', key: 'efgh', path: '/lending/overview' },
    ],
    moves: [{ family: 'assess', from: '/assess', to: '/lending', landing: true }],
    renamed: [{ family: 'status-codes', from: '/docs/status-codes', to: '/commerce/setup' }],
  });

  it('generates one redirect per page of a moved section, a landing redirect, keys and renames', () => {
    expect(list).toEqual([
      { family: 'assess', from: '/assess', to: '/lending/overview' },
      { family: 'assess', from: '/assess/data-types', to: '/lending/data-types' },
      { family: 'assess', from: '/assess/guides/invoice-finance', to: '/lending/guides/invoice-finance' },
      {
        family: 'assess',
        from: '/assess/guides/invoice-finance/assess-receivables',
        to: '/lending/guides/invoice-finance/assess-receivables',
      },
      { family: 'assess', from: '/assess/overview', to: '/lending/overview' },
      { family: 'integration-keys', from: '/redirects/integrations/accounting/abcd', to: '/lending/overview' },
      { family: 'integration-keys', from: '/redirects/integrations/accounting/efgh', to: '/lending/overview' },
      { family: 'status-codes', from: '/docs/status-codes', to: '/commerce/setup' },
    ]);
    expect(redirectProblems(list, pages)).toEqual([]);
  });

  it('fails a missing target, a shadowed page, a chain, a repeated source and a source not in normal form', () => {
    const bad: Redirect[] = [
      { family: 'webhooks', from: '/old/a', to: '/lending/nowhere' },
      { family: 'webhooks', from: '/commerce/setup', to: '/lending/overview' },
      { family: 'webhooks', from: '/old/b', to: '/old/c' },
      { family: 'webhooks', from: '/old/c', to: '/lending/overview' },
      { family: 'webhooks', from: '/old/c', to: '/lending/overview' },
      { family: 'webhooks', from: '/old/d.html', to: '/lending/overview' },
    ];
    const problems = redirectProblems(bad, pages).map((p) => `${p.from}: ${p.problem}`);
    expect(problems).toEqual([
      '/old/a: target /lending/nowhere is not a published page',
      '/commerce/setup: source is a published page: the redirect would shadow it',
      '/old/b: chain: target /old/c is itself redirected',
      '/old/c: source is listed more than once',
      '/old/c: source is listed more than once',
      '/old/d.html: source is not in normal form (/old/d)',
    ]);
  });
});
