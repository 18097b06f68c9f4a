// The host's redirect rules, applied the way the production host applies them: scripts/serve.mjs
// answers a request for an old path with one 301 to its page, after normalising `.html`,
// `/index.html` and a trailing slash, so an old link in any of those forms takes a single hop.
// The rules are the `redirects` of vercel.json (generated from redirects.ts); sources are exact paths.
import fs from 'node:fs';

/** `/a/b.html`, `/a/b/index.html` and `/a/b/` all become `/a/b`; `/index.html` becomes `/`. */
export function normalizePath(urlPath) {
  let clean = urlPath.replace(/\/index\.html$/, '/').replace(/\.html$/, '').replace(/\/{2,}/g, '/');
  if (!clean.startsWith('/')) clean = `/${clean}`;
  return clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
}

/**
 * A matcher over `{ source, destination }` rules: returns the destination for a decoded URL path
 * (any of its normal forms), or null. Throws on a pattern source (`:param`, `(…)`, `*`), which this
 * matcher does not implement and the generator never writes.
 */
export function createMatcher(rules) {
  const bySource = new Map();
  for (const { source, destination } of rules) {
    if (/[:()*?+]/.test(source)) throw new Error(`redirect source ${source} is a pattern; only exact paths are supported`);
    bySource.set(normalizePath(source), destination);
  }
  const match = (urlPath) => bySource.get(normalizePath(urlPath)) ?? null;
  match.size = bySource.size;
  return match;
}

/** The matcher for a vercel.json file; a missing file means no redirects. */
export function loadRedirectRules(file) {
  if (!fs.existsSync(file)) return createMatcher([]);
  const config = JSON.parse(fs.readFileSync(file, 'utf8'));
  return createMatcher(config.redirects ?? []);
}
