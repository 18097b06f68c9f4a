// Pure helpers of the internal link check: extract links and ids from a parsed page, resolve a
// link's path to a file in the build, the same way scripts/serve.mjs and the host do.
import path from 'node:path';
import { attribute, elements, pagePathOf } from './built-site.mjs';
import { elementsWithAncestors, regionOf } from './page-regions.mjs';

/**
 * Every `href` of `<a>` and `src` of `<img>` of a parsed page, with the region of the page it sits in
 * (navbar, footer, announcement, sidebar or content: lib/build/page-regions.mjs).
 */
export function extractLinks(/** @type {import('hast').Root} */ tree) {
  const links = [];
  for (const { element, ancestors } of elementsWithAncestors(tree)) {
    const name = element.tagName === 'a' ? 'href' : element.tagName === 'img' ? 'src' : undefined;
    const url = name && attribute(element, name);
    if (url !== undefined) links.push({ tag: element.tagName, url, region: regionOf(ancestors) });
  }
  return links;
}

/** Every element id (and legacy `name` anchor) of a parsed page. */
export function extractIds(/** @type {import('hast').Root} */ tree) {
  const ids = new Set();
  for (const element of elements(tree)) {
    for (const name of ['id', 'name']) {
      const value = attribute(element, name);
      if (value) ids.add(value);
    }
  }
  return ids;
}

/** True for links this check does not own: other origins, mail, phone, javascript, data. */
export function isExternal(url, siteOrigin) {
  if (/^(mailto|tel|javascript|data):/i.test(url)) return true;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) {
    return !(siteOrigin && url.startsWith(siteOrigin));
  }
  return false;
}

/** Splits a link into its path (resolved against the page's path) and its anchor. */
export function resolveLink(url, pagePath, siteOrigin) {
  let rest = siteOrigin && url.startsWith(siteOrigin) ? url.slice(siteOrigin.length) || '/' : url;
  const hashIndex = rest.indexOf('#');
  const anchor = hashIndex >= 0 ? rest.slice(hashIndex + 1) : '';
  rest = hashIndex >= 0 ? rest.slice(0, hashIndex) : rest;
  rest = rest.split('?')[0];
  let target;
  if (rest === '') target = pagePath;
  else if (rest.startsWith('/')) target = rest;
  else target = path.posix.join(pagePath.endsWith('/') ? pagePath : path.posix.dirname(pagePath) + '/', rest);
  let decodedAnchor = anchor;
  try {
    decodedAnchor = decodeURIComponent(anchor);
  } catch {
    // keep the raw anchor; it will be reported if it does not exist
  }
  return { path: target, anchor: decodedAnchor };
}

/** The build-relative files that may serve a URL path, in the order the server tries them. */
export function candidateFiles(urlPath) {
  const clean = urlPath.replace(/\/+$/, '') || '/';
  if (clean === '/') return ['index.html'];
  const rel = clean.slice(1);
  return urlPath.endsWith('/') && urlPath !== '/' ? [`${rel}/index.html`] : [rel, `${rel}/index.html`, `${rel}.html`];
}

/**
 * @typedef {{ file: string, route: string, region: string, tag: string, url: string, message: string }} LinkBreak
 *   `file` and `route` are the built page's; `message` says what is wrong, for the writer.
 */

/**
 * The broken internal links and anchors of a build: `pages` are the facts of its HTML pages
 * (`pageLinkFacts`), `files` every file of the build (relative, `/` separators).
 * @returns {{ pages: number, checked: number, breaks: LinkBreak[] }}
 */
export function findBrokenLinks(pages, files, siteOrigin) {
  const present = new Set(files);
  const idsByFile = new Map(pages.map((page) => [page.file, page.ids]));
  const breaks = [];
  let checked = 0;
  for (const { file, route, links } of pages) {
    for (const { tag, url, region = 'content' } of links) {
      if (!url || url === '#' || isExternal(url, siteOrigin)) continue;
      checked++;
      const { path: target, anchor } = resolveLink(url, route, siteOrigin);
      const targetFile = candidateFiles(target)
        .map((candidate) => path.posix.normalize(candidate))
        .find((candidate) => present.has(candidate));
      const what = tag === 'img' ? `image ${url}` : `link to ${url}`;
      const at = { file, route, region, tag, url };
      if (!targetFile) {
        const missing = tag === 'img' ? 'no such file' : 'no such page';
        breaks.push({ ...at, message: `${what}: ${missing}${url.split(/[?#]/)[0] === target ? '' : ` (${target})`}` });
      } else if (anchor && targetFile.endsWith('.html') && !idsByFile.get(targetFile)?.has(anchor))
        breaks.push({ ...at, message: `${what}: no anchor #${anchor} on ${pagePathOf(targetFile)}` });
    }
  }
  return { pages: pages.length, checked, breaks };
}

/** What the link check needs of one parsed page. */
export function pageLinkFacts(/** @type {import('./built-site.mjs').BuiltPage} */ page) {
  return { file: page.file, route: page.route, links: extractLinks(page.tree), ids: extractIds(page.tree) };
}
