// Pure helpers of the internal link check: extract links and ids from built HTML, resolve a
// link's path to a file in the build, the same way scripts/serve.mjs and the host do.
import path from 'node:path';

const entities = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

export function decodeEntities(value) {
  return value.replace(/&(amp|quot|#39|#x27|lt|gt);/g, (m) => entities[m]);
}

/** Every `href` of `<a>` and `src` of `<img>` in the HTML, decoded. */
export function extractLinks(html) {
  const links = [];
  for (const match of html.matchAll(/<(a|img)\b[^>]*?\s(href|src)="([^"]*)"/gi)) {
    links.push({ tag: match[1].toLowerCase(), url: decodeEntities(match[3]) });
  }
  return links;
}

/** Every element id (and legacy `name` anchor) in the HTML. */
export function extractIds(html) {
  const ids = new Set();
  for (const match of html.matchAll(/\s(?:id|name)="([^"]+)"/g)) ids.add(decodeEntities(match[1]));
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

/** The URL path a built HTML file is served at. */
export function pagePathOf(relFile) {
  const posix = relFile.split(path.sep).join('/');
  if (posix === 'index.html') return '/';
  if (posix.endsWith('/index.html')) return `/${posix.slice(0, -'index.html'.length)}`;
  return `/${posix.replace(/\.html$/, '')}`;
}
