/**
 * lib/host/security-headers.mjs: the policy it builds from the configured endpoints, the header
 * rules vercel.json ships. That csp-build.json fits the build is checked by tests/build/csp.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AMPLITUDE_ORIGINS,
  API_SERVER_ORIGINS,
  DEFAULT_SUPPORT_TICKET_ENDPOINT,
  EXPLORER_SANDBOX_ORIGIN,
  IMMUTABLE,
  REVALIDATE,
  contentSecurityPolicy,
  endpointsFromEnv,
  headerRules,
  headersFor,
  inlineScripts,
  isClientRedirectStub,
  policyDrift,
  cspCollector,
  routeOfHtmlFile,
  sourceToRegExp,
} from '../../lib/host/security-headers.mjs';

const root = path.resolve(__dirname, '../..');

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name, sources];
    }),
  );
}

describe('the Content-Security-Policy', () => {
  it('allows only our origin, Amplitude and our API origins by default, with no eval and hashed inline scripts', () => {
    const csp = directives(contentSecurityPolicy({ env: {}, hashes: ['sha256-abc='] }));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", "'sha256-abc='", "'wasm-unsafe-eval'"]);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      ...AMPLITUDE_ORIGINS,
      EXPLORER_SANDBOX_ORIGIN,
      new URL(DEFAULT_SUPPORT_TICKET_ENDPOINT).origin,
    ]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
  });

  it('lets the "Try it" panel call the servers of every spec, and no other API host, whatever the ticket endpoint', () => {
    const specs = fs.readdirSync(path.join(root, 'static/openapi')).filter((name) => name.endsWith('.yaml'));
    expect(specs.length).toBeGreaterThan(20);
    const servers = new Set(
      specs.flatMap((name) => {
        const text = fs.readFileSync(path.join(root, 'static/openapi', name), 'utf8');
        const block = /^servers:\n((?:[ -].*\n)+)/m.exec(text)?.[1] ?? '';
        return [...block.matchAll(/url: (\S+)/g)].map((match) => new URL(match[1]).origin);
      }),
    );
    expect([...servers].sort()).toEqual([...API_SERVER_ORIGINS].sort());
    const elsewhere = directives(
      contentSecurityPolicy({ env: { SUPPORT_TICKET_ENDPOINT: 'https://support.ledgerlink.io/tickets' }, hashes: [] }),
    );
    expect(elsewhere.get('connect-src')).toEqual(expect.arrayContaining([...API_SERVER_ORIGINS, 'https://support.ledgerlink.io']));
    expect(elsewhere.get('connect-src')?.filter((source) => source.includes('api.ledgerlink.io'))).toEqual([
      EXPLORER_SANDBOX_ORIGIN,
      API_SERVER_ORIGINS[0],
    ]);
  });

  it('adds the configured search host, in the same way the site settings read it', () => {
    const env = { TYPESENSE_HOST: 'search.ledgerlink.io', TYPESENSE_SEARCH_API_KEY: 'public' };
    expect(endpointsFromEnv(env).search).toBe('https://search.ledgerlink.io');
    expect(endpointsFromEnv({ ...env, TYPESENSE_PORT: '8108', TYPESENSE_PROTOCOL: 'http' }).search).toBe(
      'http://search.ledgerlink.io:8108',
    );
    // Without a search-only key the site uses Pagefind, so no search host is allowed.
    expect(endpointsFromEnv({ TYPESENSE_HOST: 'search.ledgerlink.io' }).search).toBeNull();
    expect(directives(contentSecurityPolicy({ env, hashes: [] })).get('connect-src')).toContain('https://search.ledgerlink.io');
  });

  it('sends analytics to a configured collector instead of Amplitude, and adds the Google tag and support widget only when configured', () => {
    const collector = directives(
      contentSecurityPolicy({ env: { AMPLITUDE_SERVER_URL: 'https://collect.ledgerlink.io/amplitude' }, hashes: [] }),
    );
    expect(collector.get('connect-src')).toContain('https://collect.ledgerlink.io');
    expect(collector.get('connect-src')).not.toContain('https://api2.amplitude.com');
    const plain = contentSecurityPolicy({ env: {}, hashes: [] });
    expect(plain).not.toMatch(/googletagmanager|zdassets|zendesk/);
    const all = directives(contentSecurityPolicy({ env: { GTAG_ID: 'G-ABC123', SUPPORT_WIDGET_KEY: 'k' }, hashes: [] }));
    expect(all.get('script-src')).toEqual(expect.arrayContaining(['https://www.googletagmanager.com', 'https://static.zdassets.com']));
  });

  it('allows eval only when asked, and loopback connections only for the local server', () => {
    expect(contentSecurityPolicy({ env: {}, hashes: [], eval: true })).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ env: {}, hashes: [] })).not.toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ env: {}, hashes: [], loopback: true })).toContain('http://127.0.0.1:*');
    expect(contentSecurityPolicy({ env: {}, hashes: [] })).not.toContain('127.0.0.1');
  });

  it('keeps its API origins in step with the pages that call them', () => {
    expect(fs.readFileSync(path.join(root, 'src/pages/swagger.tsx'), 'utf8')).toContain(`SANDBOX_SERVER = '${EXPLORER_SANDBOX_ORIGIN}'`);
    expect(fs.readFileSync(path.join(root, 'src/config/siteSettings.ts'), 'utf8')).toContain(`'${DEFAULT_SUPPORT_TICKET_ENDPOINT}'`);
  });
});

describe('the header rules', () => {
  const rules = headerRules({ env: {}, hashes: ['sha256-abc='], evalRoutes: ['/using-the-api/querying'] });

  it('give every path exactly one policy, the security headers and one cache rule', () => {
    for (const urlPath of [
      '/',
      '/updates',
      '/using-the-api/paging',
      '/using-the-api/querying',
      '/using-the-api/querying/',
      '/assets/js/main.0123abcd.js',
      '/pagefind/pagefind.js',
      '/img/logo.svg',
    ]) {
      const headers = headersFor(urlPath, rules);
      expect(headers['Content-Security-Policy'], urlPath).toBeTruthy();
      expect(headers['Strict-Transport-Security'], urlPath).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/);
      expect(headers['Cache-Control']).toBe(urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
      const matching = rules.filter(
        (rule) => sourceToRegExp(rule.source).test(urlPath) && rule.headers.some((h) => h.key === 'Content-Security-Policy'),
      );
      expect(matching, urlPath).toHaveLength(1);
    }
  });

  it("give 'unsafe-eval' to the playground page alone", () => {
    const evalOf = (urlPath: string) => headersFor(urlPath, rules)['Content-Security-Policy'].includes("'unsafe-eval'");
    expect(evalOf('/using-the-api/querying')).toBe(true);
    expect(evalOf('/using-the-api/querying/')).toBe(true);
    for (const other of ['/', '/using-the-api/querying-x', '/using-the-api/querying/more', '/x/using-the-api/querying'])
      expect(evalOf(other), other).toBe(false);
  });

  it('are what the committed vercel.json ships', () => {
    const vercel = JSON.parse(fs.readFileSync(path.join(root, 'vercel.json'), 'utf8'));
    expect(vercel.headers).toEqual(headerRules({ env: process.env }));
  });
});

describe('reading a build', () => {
  it('hashes executable inline scripts only', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script type="module">b()</script>';
    expect(inlineScripts(html).map((script) => script.body)).toEqual(['a()', 'b()']);
    // sha256 of "a()", base64 (what a browser computes for the script)
    expect(inlineScripts('<script>a()</script>')[0].hash).toBe('sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4=');
  });

  it('knows client-redirect stubs and routes of HTML files', () => {
    expect(isClientRedirectStub('<meta http-equiv="refresh" content="0; url=/a"><script>location.href="/a"</script>')).toBe(true);
    expect(isClientRedirectStub('<meta http-equiv="refresh" content="0"><div id="__docusaurus"></div>')).toBe(false);
    expect(routeOfHtmlFile(path.join('a', 'b', 'index.html'))).toBe('/a/b');
    expect(routeOfHtmlFile('index.html')).toBe('/');
    expect(routeOfHtmlFile('404.html')).toBe('/404');
  });

  it('gathers the inline scripts and playground pages of the pages the build pass hands it', () => {
    const collector = cspCollector();
    const bootstrap = '<script>(function(){document.documentElement.dataset.theme="light"})()</script>';
    collector.visit({
      file: 'a/index.html',
      html: `<html><head>${bootstrap}<script src="/main.js"></script></head><body id="__docusaurus"></body></html>`,
    });
    collector.visit({
      file: 'b.html',
      html: `<html><head>${bootstrap}</head><body id="__docusaurus"><div class="playgroundContainer_x"></div></body></html>`,
    });
    collector.visit({ file: 'old/index.html', html: '<meta http-equiv="refresh" content="0; url=/a"><script>location.href="/a"</script>' });
    const { scripts, evalRoutes } = collector.result();
    expect(Object.values(scripts)).toEqual([{ start: expect.stringContaining('dataset.theme'), pages: 2 }]);
    expect(Object.keys(scripts)[0]).toMatch(/^sha256-[A-Za-z0-9+/]+=*$/);
    expect(evalRoutes).toEqual(['/b']);
  });

  it('reports what csp-build.json lacks or has too much of', () => {
    const scan = { scripts: { 'sha256-new=': { start: 'x()', pages: 3 } }, evalRoutes: ['/p'] };
    expect(policyDrift(scan, { hashes: ['sha256-old='], evalRoutes: ['/q'] })).toEqual([
      'inline script sha256-new= (3 pages) is not allowed: x()…',
      'hash sha256-old= matches no inline script of the build',
      "/p has a live playground but no 'unsafe-eval'",
      "/q gets 'unsafe-eval' but has no live playground",
    ]);
  });
});
