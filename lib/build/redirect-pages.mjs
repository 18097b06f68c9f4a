// The redirect check over a production build, pure over the facts of its parsed pages: every target
// is a real page, no source shadows a real page, no chain has two hops, and each source has the
// client redirect page of @docusaurus/plugin-client-redirects pointing at its target.
import path from 'node:path';
import { attribute, elements } from './built-site.mjs';
import { candidateFiles } from './html-links.mjs';
import { normalizePath } from '../host/redirect-rules.mjs';

/** @typedef {{ files: Set<string>, redirectPages: Map<string, string | null> }} RedirectSite
 *  Every file of a build, and the client redirect pages among them with their target. */

const refreshContent = (/** @type {import('hast').Root} */ tree) => {
  for (const element of elements(tree)) {
    if (element.tagName === 'meta' && attribute(element, 'httpEquiv')?.toLowerCase() === 'refresh')
      return attribute(element, 'content') ?? '';
  }
  return undefined;
};

/** True for the stub pages plugin-client-redirects writes (a meta refresh, no app root). */
export function isClientRedirectPage(/** @type {import('hast').Root} */ tree) {
  if (refreshContent(tree) === undefined) return false;
  for (const element of elements(tree)) if (attribute(element, 'id') === '__docusaurus') return false;
  return true;
}

/** The target a client redirect page sends the browser to, normalised; null when none. */
export function clientRedirectTarget(/** @type {import('hast').Root} */ tree) {
  const match = /^\d+;\s*url=(.*)$/i.exec(refreshContent(tree) ?? '');
  if (!match) return null;
  let pathname = match[1];
  try {
    pathname = decodeURI(new URL(match[1], 'https://docs.invalid').pathname);
  } catch {
    // keep it as written
  }
  return normalizePath(pathname);
}

/** What the redirect check needs of one parsed page: its target when it is a client redirect page. */
export function redirectPageFact(/** @type {import('./built-site.mjs').BuiltPage} */ page) {
  return isClientRedirectPage(page.tree) ? { file: page.file, to: clientRedirectTarget(page.tree) } : null;
}

/** What a URL path serves in the build: a real page, a client redirect to `to`, or nothing. */
function classify(/** @type {RedirectSite} */ site, urlPath) {
  const file = candidateFiles(urlPath)
    .map((candidate) => path.posix.normalize(candidate))
    .find((candidate) => site.files.has(candidate));
  if (!file) return { kind: 'missing' };
  return site.redirectPages.has(file) ? { kind: 'client-redirect', file, to: site.redirectPages.get(file) } : { kind: 'page', file };
}

/**
 * Problems of a redirect list (`{ from, to }[]`) against a build, one string each. With
 * `client: false`, client redirect pages are not required (a host-only setup).
 */
export function checkBuiltRedirects(list, /** @type {RedirectSite} */ site, { client = true } = {}) {
  const problems = [];
  const sources = new Set(list.map((r) => r.from));
  for (const { from, to } of list) {
    const target = classify(site, to);
    if (sources.has(to)) problems.push(`${from} → ${to}: chain of two hops, ${to} is itself redirected`);
    else if (target.kind === 'missing') problems.push(`${from} → ${to}: target does not exist in the build`);
    else if (target.kind === 'client-redirect') problems.push(`${from} → ${to}: target is only a redirect page (to ${target.to})`);

    const source = classify(site, from);
    if (source.kind === 'page') problems.push(`${from} → ${to}: source shadows a real page (${source.file})`);
    else if (source.kind === 'client-redirect' && source.to !== to)
      problems.push(`${from} → ${to}: client redirect page ${source.file} goes to ${source.to}`);
    else if (source.kind === 'missing' && client) problems.push(`${from} → ${to}: no client redirect page in the build`);
  }
  if (client) {
    for (const file of site.redirectPages.keys()) {
      const from = normalizePath(`/${file}`);
      if (!sources.has(from)) problems.push(`${from}: client redirect page ${file} is not in redirects.ts`);
    }
  }
  return problems;
}
