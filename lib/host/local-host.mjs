// The production host on loopback: serve-handler (Vercel's static file handler) configured from
// vercel.json, plus the few things where serve-handler and Vercel's edge answer differently. The
// host's contract, as Vercel documents it and @vercel/routing-utils implements it:
// - `redirects`: `permanent: true` answers 308, `false` 307, the query string kept.
// - `cleanUrls`: `/a.html`, `/a/index.html` and `/a/index` answer 308 to `/a`; `/index.html` to `/`.
// - `trailingSlash: false` (when set; our vercel.json leaves it out): `/a/` answers 308 to `/a`.
//   These run before `redirects`, so an old path in one of these forms takes two hops, as in production.
// - `headers`: path-to-regexp sources matched on the request path, on every response.
// - A path that matches no file answers 404 with the site's 404.html.
// On loopback the Content-Security-Policy also lets pages connect to other loopback ports
// (lib/host/security-headers.mjs, `loopback: true`); everything else is vercel.json's.
import fs from 'node:fs';
import compression from 'compression';
import serveHandler from 'serve-handler';
import { headerRules, headersFor } from './security-headers.mjs';
import { metaInjectingMethods } from './html-meta.mjs';

/**
 * @typedef {{ source: string, destination: string, permanent?: boolean, statusCode?: number }} VercelRedirect
 * @typedef {{ cleanUrls?: boolean, trailingSlash?: boolean, redirects?: VercelRedirect[] }} VercelConfig
 */

/**
 * Vercel's status for a redirect rule: `statusCode`, else 308 (permanent, the default) or 307.
 * @param {Omit<Partial<VercelRedirect>, 'source' | 'destination'>} rule
 */
export function redirectStatus({ permanent, statusCode }) {
  return statusCode ?? (permanent === false ? 307 : 308);
}

/**
 * serve-handler's configuration for a vercel.json and a build directory.
 * @param {VercelConfig} vercel
 * @param {string} root
 */
export function serveHandlerConfig(vercel, root) {
  return {
    public: root,
    cleanUrls: vercel.cleanUrls ?? false,
    redirects: (vercel.redirects ?? []).map((rule) => ({ source: rule.source, destination: rule.destination, type: redirectStatus(rule) })),
    directoryListing: false,
    etag: true,
  };
}

/** The decoded path of a request, or null when it does not decode, holds a NUL or climbs above the root. */
function safePath(rawPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split(/[\\/]/).includes('..')) return null;
  return decoded;
}

/**
 * The 308 that Vercel answers for the clean-URL and trailing-slash forms of a path, before any
 * `redirects` rule: the routes @vercel/routing-utils writes for `cleanUrls` and `trailingSlash:
 * false`. serve-handler has both options, but answers them with 301 and turns `/a/index.html` into
 * `/a/index`, so they are answered here.
 * @param {string} urlPath decoded
 * @param {VercelConfig} vercel
 * @returns {string | null}
 */
export function normalizingRedirect(urlPath, vercel) {
  if (vercel.cleanUrls) {
    const index = /^\/(?:(.+)\/)?index(?:\.html)?\/?$/.exec(urlPath);
    if (index) return `/${index[1] ?? ''}`;
    const html = /^\/(.*)\.html\/?$/.exec(urlPath);
    if (html) return `/${html[1]}`;
  }
  if (vercel.trailingSlash === false) {
    const slash = /^\/(.*)\/$/.exec(urlPath);
    if (slash) return `/${slash[1]}`;
  }
  return null;
}

/**
 * A request listener that serves `root` as the production host would. `metas` (name → content) are
 * added to the head of every HTML page, as a host that sets a deploy's settings would (./html-meta.mjs).
 * @param {{ root: string, vercel: VercelConfig, env?: NodeJS.ProcessEnv, metas?: Record<string, string> }} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
/**
 * serve-handler's `redirects` answer without the query string; Vercel keeps it.
 * @param {import('node:http').ServerResponse} res
 * @param {string} search
 */
function keepQueryOnRedirects(res, search) {
  if (!search) return;
  const writeHead = res.writeHead.bind(res);
  /** @type {any} */ (res).writeHead = (/** @type {number} */ status, /** @type {any} */ headers) =>
    writeHead(status, headers?.Location ? { ...headers, Location: headers.Location + search } : headers);
}

export function createLocalHost({ root, vercel, env = process.env, metas = {} }) {
  const config = serveHandlerConfig(vercel, root);
  const methods = Object.keys(metas).length ? metaInjectingMethods(metas) : {};
  const rules = headerRules({ env, loopback: true });
  const compress = compression();
  return (req, res) => {
    const [rawPath = '/', query] = (req.url ?? '/').split(/\?(.*)/s);
    const search = query ? `?${query}` : '';
    const decoded = safePath(rawPath);
    for (const [key, value] of Object.entries(headersFor(decoded ?? rawPath, rules))) res.setHeader(key, value);
    const target = decoded === null ? null : normalizingRedirect(decoded, vercel);
    if (target !== null) {
      res.writeHead(308, { Location: encodeURI(target) + search }).end();
      return;
    }
    // A path serve-handler would answer 400 or 500 is, for the host, a page that does not exist.
    if (decoded === null) req.url = '/404-not-a-page';
    compress(/** @type {any} */ (req), /** @type {any} */ (res), () => {
      // After compression's own wrapper of writeHead, which takes the headers out of its arguments.
      keepQueryOnRedirects(res, search);
      serveHandler(req, res, config, methods).catch((/** @type {unknown} */ error) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500).end();
      });
    });
  };
}

/**
 * The vercel.json beside the scripts (generated from redirects.ts); a missing file means no rules.
 * @param {string | URL} file
 * @returns {VercelConfig}
 */
export function readVercelJson(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}
