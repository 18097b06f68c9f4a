// The deprecated-links gate over what readers see: links of built pages, navbar and footer, from fixture
// HTML, judged against the fixture specs (`legacy`: every operation deprecated; `shop`: one operation).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../lib/build/built-site.mjs';
import { apiLinkTarget, apiLinksCollector, pageApiLinks } from '../../lib/build/api-links.mjs';
import { builtLinkFindings, loadDeprecations } from '../../scripts/checks/deprecated-links.mjs';

const deprecations = loadDeprecations(path.resolve(__dirname, '../fixtures/checks/deprecated-links/specs'));
const origin = 'https://docs.ledgerlink.io';

const page = (route: string, body: string) => ({
  file: `${route.slice(1) || 'index'}.html`,
  route,
  html: body,
  tree: parseHtml(`<!doctype html><html><body><div id="__docusaurus">${body}</div></body></html>`),
});

/** `region: message` of each link the gate fails on the page. */
function failures(route: string, body: string) {
  return builtLinkFindings(pageApiLinks(page(route, body), origin), deprecations).map((f) => `${f.region}: ${f.message}`);
}

const navbar = (item: string) => `<nav class="navbar"><div class="dropdown__menu"><li>${item}</li></div></nav><main><p>Text.</p></main>`;

describe('links to the API reference', () => {
  it('reads the API and operation of a link, on our origin too, and nothing else', () => {
    expect(apiLinkTarget('/legacy-api/', origin)).toEqual({ api: 'legacy' });
    expect(apiLinkTarget(`${origin}/shop-api/#operation/cancel-order`, origin)).toEqual({ api: 'shop', operation: 'cancel-order' });
    expect(apiLinkTarget('/shop-api/#servers', origin)).toEqual({ api: 'shop' });
    expect(apiLinkTarget('/guides/legacy-api/', origin)).toBeUndefined();
    expect(apiLinkTarget('https://example.com/legacy-api/', origin)).toBeUndefined();
  });
});

describe('the deprecated-links gate over built pages', () => {
  it('fails a navbar link to a wholly deprecated API, and names the navbar', () => {
    expect(failures('/', navbar('<a class="dropdown__link" href="/legacy-api/">Things API</a>'))).toEqual([
      'navbar: link "Things API" on the navbar opens the deprecated legacy API (/legacy-api/) with no notice: link the current API instead, or say "deprecated" in its label',
    ]);
  });

  it('passes the same navbar link when its label says it is deprecated or legacy', () => {
    expect(failures('/', navbar('<a class="dropdown__link" href="/legacy-api/">Things API (deprecated)</a>'))).toEqual([]);
    expect(failures('/', navbar('<a class="dropdown__link" href="/legacy-api/">Things API</a> <span>Legacy</span>'))).toEqual([]);
  });

  it('fails a card that links a deprecated API without saying so, and passes one with a badge', () => {
    const card = (badge: string) =>
      `<main><div class="cardGrid"><a class="card padding--lg" href="/legacy-api/"><h3>Things API</h3><p>Read things.</p>${badge}</a></div></main>`;
    expect(failures('/', card(''))).toEqual([
      'content: link "Things APIRead things." on / opens the deprecated legacy API (/legacy-api/) with no notice: add <DeprecationNotice api="legacy" />, say "deprecated" in the link or its card, or link the current API',
    ]);
    expect(failures('/', card('<span class="badge">Legacy</span>'))).toEqual([]);
  });

  it('fails a deprecated operation, and passes it under a notice for it on the page', () => {
    const link = '<p>Cancel with <a href="/shop-api/#operation/cancel-order">cancel-order</a>.</p>';
    expect(failures('/guides/orders/', `<main>${link}</main>`)).toEqual([
      'content: link "cancel-order" on /guides/orders/ opens the deprecated operation shop#cancel-order (/shop-api/#operation/cancel-order) with no notice: add <DeprecationNotice api="shop" operation="cancel-order" />, say "deprecated" in the link or its card, or link the current API',
    ]);
    const notice =
      '<div data-deprecation-notice="shop" data-operation="cancel-order"><div class="admonition"><p>Deprecated.</p></div></div>';
    expect(failures('/guides/orders/', `<main>${notice}${link}</main>`)).toEqual([]);
    // A notice for another operation does not cover it.
    const other = '<div data-deprecation-notice="shop" data-operation="list-orders"></div>';
    expect(failures('/guides/orders/', `<main>${other}${link}</main>`)).toHaveLength(1);
  });

  it('does not ask a page notice to cover the navbar, and passes live operations and APIs', () => {
    const notice = '<main><div data-deprecation-notice="legacy"></div></main>';
    expect(failures('/guides/', `<nav class="navbar"><a href="/legacy-api/">Things API</a></nav>${notice}`)).toHaveLength(1);
    expect(
      failures(
        '/',
        '<main><p><a href="/shop-api/#operation/create-order">Create order</a> and <a href="/shop-api/">Shop API</a></p></main>',
      ),
    ).toEqual([]);
  });

  it('leaves out a reference page linking itself and update posts', () => {
    expect(failures('/legacy-api/', '<main><a href="/legacy-api/#operation/list-things">list-things</a></main>')).toEqual([]);
    expect(failures('/updates/240101-things/', '<main><a href="/legacy-api/">Things API</a></main>')).toEqual([]);
  });

  it('keeps a navbar or footer link once, however many pages repeat it', () => {
    const collector = apiLinksCollector(origin);
    const footer = '<footer class="footer"><a href="/legacy-api/">Things API</a></footer>';
    collector.visit(page('/a', `<main></main>${footer}`));
    collector.visit(page('/b', `<main></main>${footer}`));
    expect(collector.result().map((link) => `${link.region} ${link.route}`)).toEqual(['footer /a']);
  });
});
