// Links to the API reference as readers see them on a built page, navbar, footer, cards and components
// included: which API (and operation) each one opens, and whether the reader is told on the way that it
// is deprecated. The per-page part of the deprecated-links gate over the build (the build pass collects
// it into the build report; scripts/checks/deprecated-links.mjs judges it against the specs).
//
// A link carries a notice when
//   - its own text, title or aria-label says "deprecated", "legacy" or "removed"; or
//   - the nearest list item, paragraph, table cell, card or article around it says so; or
//   - it sits in a deprecation notice (`<DeprecationNotice>`, marked `data-deprecation-notice`); or
//   - it is in the page's content and the page shows a `<DeprecationNotice>` for that API (or operation),
//     as the Markdown check asks of docs pages.
import { attribute } from './built-site.mjs';
import { elementsWithAncestors, regionOf, textOf } from './page-regions.mjs';
import { isClientRedirectPage } from './redirect-pages.mjs';

const API_ROUTE = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)-api\/?$/;
const NOTICE_WORDS = /\b(?:deprecated|legacy|removed)\b/i;
const CONTAINER_TAGS = new Set(['li', 'p', 'td', 'th', 'article']);

/** `{ api, operation? }` of a link to an API reference page (`/<api>-api/`, `#operation/<id>`), else undefined. */
export function apiLinkTarget(url, siteOrigin) {
  const local = siteOrigin && url.startsWith(siteOrigin) ? url.slice(siteOrigin.length) || '/' : url;
  const [pathAndQuery, anchor = ''] = local.split('#');
  const match = API_ROUTE.exec(pathAndQuery.split('?')[0]);
  if (!match) return undefined;
  const operation = /^operation\/([\w.-]+)$/.exec(anchor)?.[1];
  return { api: match[1], ...(operation ? { operation } : {}) };
}

const classList = (/** @type {import('hast').Element} */ element) => (attribute(element, 'className') ?? '').toLowerCase();
const isContainer = (/** @type {import('hast').Element} */ element) =>
  CONTAINER_TAGS.has(element.tagName) || /(?:^|[\s_-])card/.test(classList(element));

/** `{ api, operation? }` of each deprecation notice a page shows. */
function pageNotices(entries) {
  return entries
    .map(({ element }) => ({ api: attribute(element, 'dataDeprecationNotice'), operation: attribute(element, 'dataOperation') }))
    .filter((notice) => notice.api)
    .map(({ api, operation }) => ({ api, ...(operation ? { operation } : {}) }));
}

/**
 * @typedef {{ route: string, file: string, region: string, url: string, text: string, api: string, operation?: string, noticed: boolean }} ApiLink
 */

/**
 * The links of a parsed page to API reference pages other than its own, each with whether it carries a
 * notice. Client redirect pages have none.
 * @returns {ApiLink[]}
 */
export function pageApiLinks(/** @type {import('./built-site.mjs').BuiltPage} */ page, siteOrigin) {
  if (isClientRedirectPage(page.tree)) return [];
  const entries = elementsWithAncestors(page.tree);
  const notices = pageNotices(entries);
  const ownApi = API_ROUTE.exec(page.route)?.[1];
  const links = [];
  for (const { element, ancestors } of entries) {
    if (element.tagName !== 'a') continue;
    const url = attribute(element, 'href');
    const target = url && apiLinkTarget(url, siteOrigin);
    if (!target || target.api === ownApi) continue;
    const region = regionOf(ancestors);
    const text = textOf(element);
    const container = [...ancestors].reverse().find(isContainer);
    const noticed =
      [text, attribute(element, 'title'), attribute(element, 'ariaLabel'), container && textOf(container)].some(
        (words) => words && NOTICE_WORDS.test(words),
      ) ||
      ancestors.some((ancestor) => attribute(ancestor, 'dataDeprecationNotice') !== undefined) ||
      (region === 'content' &&
        notices.some((n) => n.api === target.api && (n.operation === undefined || n.operation === target.operation)));
    links.push({ route: page.route, file: page.file, region, url, text, ...target, noticed });
  }
  return links;
}

/**
 * Collects the API links of every page; a link of the navbar, footer or announcement bar, the same on
 * every page, is kept once.
 */
export function apiLinksCollector(siteOrigin) {
  /** @type {ApiLink[]} */
  const links = [];
  const chrome = new Set();
  return {
    visit(/** @type {import('./built-site.mjs').BuiltPage} */ page) {
      for (const link of pageApiLinks(page, siteOrigin)) {
        if (link.region !== 'content') {
          const key = `${link.region} ${link.url} ${link.text} ${link.noticed}`;
          if (chrome.has(key)) continue;
          chrome.add(key);
        }
        links.push(link);
      }
    },
    result: () => links,
  };
}
