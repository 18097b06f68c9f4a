// Where the host's redirect rules send a path, for the checks over build/ (published routes): an old
// path in any of its forms (`.html`, `/index.html`, a trailing slash) maps to its final page. The
// rules are the `redirects` of vercel.json (generated from redirects.ts); sources are exact paths.
// The local server answers them with serve-handler (lib/host/local-host.mjs), not with this.
import fs from 'node:fs';

/** `/a/b.html`, `/a/b/index.html` and `/a/b/` all become `/a/b`; `/index.html` becomes `/`. */
export function normalizePath(urlPath) {
  let clean = urlPath
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/\/{2,}/g, '/');
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
