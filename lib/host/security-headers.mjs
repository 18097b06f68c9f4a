// The response headers of the site, in one place: the Content-Security-Policy and the other
// security headers, and the caching rules. lib/host/vercel-json.mjs writes them into
// vercel.json for the production host; scripts/serve.mjs applies the same rules to the local
// production server the browser tests use.
//
// What the policy allows, and why (everything else is refused):
// - 'self': the site's own pages, chunks, styles, images, fonts, the Pagefind index and its
//   WebAssembly, the OpenAPI files /swagger/ reads, and the hosting platform's page-view insights
//   (/_vercel/insights/script.js and the /_vercel/insights/view beacon are same-origin paths).
// - The hosted search service, when one is configured (TYPESENSE_HOST and TYPESENSE_SEARCH_API_KEY,
//   the same rule as src/search/settings.ts), as a connect-src.
// - The analytics endpoints: Amplitude's event and remote-configuration hosts (or, with
//   AMPLITUDE_SERVER_URL, that collector instead) and its diagnostics host, as connect-src. The key
//   may also arrive at run time (window.AMPLITUDE_API_KEY), so these are allowed with or without a
//   build-time key. The Google tag and the support widget add their hosts only when configured
//   (GTAG_ID, SUPPORT_WIDGET_KEY).
// - Our own API origins that pages call from the browser: the sandbox the /swagger/ explorer sends
//   "Try it out" requests to, the support-ticket endpoint of the ticket form, and the two servers of
//   every spec (production and sandbox), which the "Try it" panel of the API reference calls when a
//   reader switches it from its in-browser mock to the real API. The panel needs nothing else: its
//   mock runs in the page, and its validators are compiled at build time, so it needs no eval.
// - Inline scripts only by hash: Docusaurus writes two into the HTML (the colour-mode and
//   announcement-bar bootstrap on every page, the wrong-base-URL banner on the home page). Their
//   hashes are computed from the build and kept in csp-build.json. The old-path stubs of
//   plugin-client-redirects are left out: the host answers those paths with a 301 first.
// - 'wasm-unsafe-eval' lets the browser compile the Pagefind search WebAssembly. It does not allow
//   eval() or new Function() of JavaScript.
// - style-src 'unsafe-inline': the static HTML carries style attributes (syntax-highlighting
//   colours, the base-URL banner) and Mermaid and Swagger UI add <style> elements at run time;
//   hashes cannot cover attributes without 'unsafe-hashes' and cannot cover run-time styles at all.
//   Styles cannot run code, and no page holds a secret that CSS selectors could leak.
// - One exception to "no eval": a page with a live code playground (`jsx live` blocks) compiles the
//   reader's code in the browser with new Function(). Those pages (evalRoutes in csp-build.json,
//   found in the build) alone get 'unsafe-eval'; src/clientModules/livePlaygroundCsp.ts turns a
//   client-side navigation into one of them into a full page load, so it gets its own policy.
//
// After a build whose inline scripts or playground pages changed (the security-headers browser test
// and tests/unit/security-headers.test.ts say so), run
//   node scripts/csp-policy.mjs --write build && node scripts/redirects/generate.mjs
// Without --write, that command lists the build's inline scripts and playground pages and exits 1
// when csp-build.json does not match them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const POLICY_FILE = fileURLToPath(new URL('./csp-build.json', import.meta.url));

/** Amplitude's own endpoints (browser SDK 2.x, US data centre): events, remote config, diagnostics. */
export const AMPLITUDE_ORIGINS = [
  'https://api2.amplitude.com',
  'https://sr-client-cfg.amplitude.com',
  'https://diagnostics.prod.us-west-2.amplitude.com',
];
/** The server "Try it out" calls on /swagger/ (SANDBOX_SERVER in src/pages/swagger.tsx). */
export const EXPLORER_SANDBOX_ORIGIN = 'https://sandbox.api.ledgerlink.io';
/** The `servers` of every spec in static/openapi/, which the "Try it" panel calls in its real-API mode. */
export const API_SERVER_ORIGINS = ['https://api.ledgerlink.io', 'https://sandbox.api.ledgerlink.io'];
/** Default of SUPPORT_TICKET_ENDPOINT (src/config/siteSettings.ts). */
export const DEFAULT_SUPPORT_TICKET_ENDPOINT = 'https://api.ledgerlink.io/support/tickets';
/** Same-origin path of the hosting platform's page-view insights (src/analytics/thirdParty.ts). */
export const INSIGHTS_PATH = '/_vercel/insights/';
/** The class of the live playground's container in the HTML (theme-live-codeblock, CSS module). */
const PLAYGROUND_MARKER = /class="[^"]*\bplaygroundContainer_/;

const GTAG = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
};
const SUPPORT_WIDGET = {
  script: ['https://static.zdassets.com'],
  connect: ['https://*.zendesk.com', 'https://*.zdassets.com', 'wss://*.zopim.com'],
  img: ['https://*.zendesk.com', 'https://*.zdassets.com'],
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

const unique = (list) => [...new Set(list)];

function read(env, name) {
  return String(env?.[name] ?? '').trim();
}

function originOf(url) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The endpoints the site is configured to call, from the same environment variables the build
 * reads. Malformed values are left out here; the build itself rejects them.
 */
export function endpointsFromEnv(env = process.env) {
  let search = null;
  const host = read(env, 'TYPESENSE_HOST');
  if (host && read(env, 'TYPESENSE_SEARCH_API_KEY') && !host.includes('/')) {
    const protocol = (read(env, 'TYPESENSE_PROTOCOL') || 'https').toLowerCase();
    const port = read(env, 'TYPESENSE_PORT') || '443';
    search = originOf(`${protocol}://${host}:${port}`);
  }
  const collector = read(env, 'AMPLITUDE_SERVER_URL');
  const collectorOrigin = collector ? originOf(collector) : null;
  return {
    search,
    analytics: collectorOrigin ? [collectorOrigin, AMPLITUDE_ORIGINS[2]] : [...AMPLITUDE_ORIGINS],
    api: unique(
      [
        EXPLORER_SANDBOX_ORIGIN,
        originOf(read(env, 'SUPPORT_TICKET_ENDPOINT') || DEFAULT_SUPPORT_TICKET_ENDPOINT),
        ...API_SERVER_ORIGINS,
      ].filter(Boolean),
    ),
    gtag: Boolean(read(env, 'GTAG_ID')),
    supportWidget: Boolean(read(env, 'SUPPORT_WIDGET_KEY')),
  };
}

/** csp-build.json: `{ scripts: [{ hash, start }], evalRoutes: [route] }`, from the last --write. */
export function committedPolicyInputs() {
  try {
    const data = JSON.parse(fs.readFileSync(POLICY_FILE, 'utf8'));
    return { hashes: data.scripts.map((script) => script.hash), evalRoutes: data.evalRoutes ?? [] };
  } catch {
    return { hashes: [], evalRoutes: [] };
  }
}

/**
 * The Content-Security-Policy value. `loopback: true` (the local test server only) also lets pages
 * connect to other loopback ports: the site honours loopback overrides (the analytics collector of
 * the tests, the explorer's ?server=) only when the page itself is on loopback.
 */
export function contentSecurityPolicy({
  env = process.env,
  eval: allowEval = false,
  loopback = false,
  hashes = committedPolicyInputs().hashes,
} = {}) {
  const endpoints = endpointsFromEnv(env);
  const extra = (key) => [...(endpoints.gtag ? GTAG[key] : []), ...(endpoints.supportWidget ? SUPPORT_WIDGET[key] : [])];
  const directives = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...hashes.map((hash) => `'${hash}'`),
      "'wasm-unsafe-eval'",
      ...(allowEval ? ["'unsafe-eval'"] : []),
      ...extra('script'),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...extra('img')],
    'font-src': ["'self'", 'data:'],
    'connect-src': unique([
      "'self'",
      ...(endpoints.search ? [endpoints.search] : []),
      ...endpoints.analytics,
      ...endpoints.api,
      ...extra('connect'),
      ...(loopback ? ['http://127.0.0.1:*', 'http://localhost:*'] : []),
    ]),
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The security headers every response carries (the CSP is added per rule). */
export const STATIC_SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * The header rules in vercel.json's form, `{ source, headers: [{ key, value }] }`. Sources are
 * path-to-regexp patterns with regex groups only; rules that set the same header never overlap, so
 * the order of application does not matter.
 */
export function headerRules(options = {}) {
  const { hashes, evalRoutes } = { ...committedPolicyInputs(), ...options };
  const pairs = (object) => Object.entries(object).map(([key, value]) => ({ key, value }));
  const csp = (allowEval) => pairs({ 'Content-Security-Policy': contentSecurityPolicy({ ...options, hashes, eval: allowEval }) });
  const evalGroup = evalRoutes
    .map((route) => route.replace(/^\/+|\/+$/g, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .filter(Boolean)
    .join('|');
  return [
    { source: '/(.*)', headers: pairs(STATIC_SECURITY_HEADERS) },
    ...(evalGroup
      ? [
          { source: `/((?!(?:${evalGroup})/?$).*)`, headers: csp(false) },
          { source: `/(${evalGroup})(/?)`, headers: csp(true) },
        ]
      : [{ source: '/(.*)', headers: csp(false) }]),
    { source: '/assets/(.*)', headers: pairs({ 'Cache-Control': IMMUTABLE }) },
    { source: '/((?!assets/).*)', headers: pairs({ 'Cache-Control': REVALIDATE }) },
  ];
}

/** A RegExp for a rule source: regex groups are kept, everything else is literal. */
export function sourceToRegExp(source) {
  let pattern = '';
  for (let i = 0; i < source.length; i++) {
    if (source[i] === '(') {
      let depth = 0;
      let j = i;
      for (; j < source.length; j++) {
        if (source[j] === '\\') j++;
        else if (source[j] === '(') depth++;
        else if (source[j] === ')' && --depth === 0) break;
      }
      pattern += source.slice(i, j + 1);
      i = j;
    } else {
      pattern += source[i].replace(/[.*+?^${}|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${pattern}$`);
}

/**
 * The headers of the response for a URL path (decoded, no query), as the production host sends them.
 * @param {string} urlPath
 * @param {Array<{ source: string, headers: Array<{ key: string, value: string }> }>} [rules]
 * @returns {Record<string, string>}
 */
export function headersFor(urlPath, rules = headerRules()) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of rules) {
    if (sourceToRegExp(rule.source).test(urlPath)) for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

/** Every inline (executable) script of an HTML text, with its CSP hash. */
export function inlineScripts(html) {
  const out = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1];
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    out.push({ hash: `sha256-${crypto.createHash('sha256').update(match[2], 'utf8').digest('base64')}`, body: match[2] });
  }
  return out;
}

/**
 * The old-path pages of plugin-client-redirects (a meta refresh and an inline script, no app). The
 * host answers those paths with a 301 before any file is looked at, so these pages are never
 * served; if one were, its meta refresh would still redirect with the script blocked.
 */
export function isClientRedirectStub(html) {
  return /<meta\s+http-equiv="refresh"/i.test(html) && !html.includes('id="__docusaurus"');
}

/** The route of a build's HTML file: `a/b/index.html` → `/a/b`, `a/b.html` → `/a/b`. */
export function routeOfHtmlFile(relative) {
  const route = `/${relative.split(path.sep).join('/')}`.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  return route || '/';
}

/**
 * What the policy needs from a build, gathered page by page (plugins/build-pass hands each page
 * past once): its distinct inline scripts (hash → { start, pages }) and the routes of pages with a
 * live playground. `result()` is plain JSON, kept in the build report.
 */
export function cspCollector() {
  /** @type {Record<string, { start: string, pages: number }>} */
  const scripts = {};
  /** @type {string[]} */
  const evalRoutes = [];
  return {
    visit(/** @type {{ file: string, html: string }} */ page) {
      if (isClientRedirectStub(page.html)) return;
      for (const { hash, body } of inlineScripts(page.html)) {
        scripts[hash] ??= { start: body.slice(0, 100), pages: 0 };
        scripts[hash].pages++;
      }
      if (PLAYGROUND_MARKER.test(page.html)) evalRoutes.push(routeOfHtmlFile(page.file));
    },
    result: () => ({ scripts, evalRoutes: evalRoutes.sort() }),
  };
}

/** How a build differs from csp-build.json: [] when the committed policy fits it. */
export function policyDrift(scan, committed = committedPolicyInputs()) {
  const problems = [];
  const allowed = new Set(committed.hashes);
  for (const [hash, { start, pages }] of Object.entries(scan.scripts)) {
    if (!allowed.has(hash)) problems.push(`inline script ${hash} (${pages} pages) is not allowed: ${start.slice(0, 60)}…`);
  }
  for (const hash of committed.hashes) if (!(hash in scan.scripts)) problems.push(`hash ${hash} matches no inline script of the build`);
  const listed = new Set(committed.evalRoutes);
  for (const route of scan.evalRoutes) if (!listed.has(route)) problems.push(`${route} has a live playground but no 'unsafe-eval'`);
  for (const route of committed.evalRoutes)
    if (!scan.evalRoutes.includes(route)) problems.push(`${route} gets 'unsafe-eval' but has no live playground`);
  return problems;
}
