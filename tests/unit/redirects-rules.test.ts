import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMatcher, loadRedirectRules, normalizePath } from '../../lib/host/redirect-rules.mjs';
import { checkBuiltRedirects, clientRedirectTarget, isClientRedirectPage, redirectPageFact } from '../../lib/build/redirect-pages.mjs';
import { buildFiles, builtPages, parseHtml } from '../../lib/build/built-site.mjs';
import { renderVercelJson, vercelJsonDiff } from '../../lib/host/vercel-json.mjs';

const root = path.resolve(__dirname, '../..');
const buildDir = path.join(root, 'tests/fixtures/checks/redirects/build');
const files = buildFiles(buildDir);
const site = {
  files: new Set(files),
  redirectPages: new Map(
    [...builtPages(buildDir, files)].flatMap((page) => {
      const fact = redirectPageFact(page);
      return fact ? [[fact.file, fact.to] as const] : [];
    }),
  ),
};

describe('the redirect matcher of the published-routes check', () => {
  const match = createMatcher([
    { source: '/assess/overview', destination: '/lending/overview' },
    { source: '/docs/status-codes', destination: '/using-the-api/errors' },
  ]);

  it('matches a source in all its forms: bare, .html, /index.html, trailing slash', () => {
    for (const form of ['/assess/overview', '/assess/overview.html', '/assess/overview/index.html', '/assess/overview/']) {
      expect(match(form), form).toBe('/lending/overview');
    }
    expect(match('/docs/status-codes.html')).toBe('/using-the-api/errors');
  });

  it('leaves other paths alone', () => {
    expect(match('/lending/overview')).toBeNull();
    expect(match('/assess')).toBeNull();
    expect(match('/assess/overview/more')).toBeNull();
  });

  it('normalises paths', () => {
    expect(normalizePath('/a/index.html')).toBe('/a');
    expect(normalizePath('/index.html')).toBe('/');
    expect(normalizePath('/a//b/')).toBe('/a/b');
  });

  it('refuses pattern sources it cannot match', () => {
    expect(() => createMatcher([{ source: '/assess/:path*', destination: '/lending/:path*' }])).toThrow(/pattern/);
  });

  it('loads the committed vercel.json', () => {
    const fromFile = loadRedirectRules(path.join(root, 'vercel.json'));
    expect(fromFile('/docs/status-codes')).toBe('/using-the-api/errors');
    expect(loadRedirectRules(path.join(root, 'no-such-file.json'))('/docs/status-codes')).toBeNull();
  });
});

describe('vercel.json rendering and the in-sync check', () => {
  const config = { cleanUrls: true, trailingSlash: false, redirects: [{ source: '/a', destination: '/b', permanent: true }] };
  const text = renderVercelJson(config);

  it('renders stable JSON with a schema and a final newline', () => {
    // `headers` (security and caching) come from lib/host/security-headers.mjs.
    expect(JSON.parse(text)).toEqual({ $schema: 'https://openapi.vercel.sh/vercel.json', ...config, headers: expect.any(Array) });
    expect(text.endsWith('}\n')).toBe(true);
  });

  it('reports a missing file, missing, stale and changed redirects and changed settings', () => {
    expect(vercelJsonDiff(text, text)).toEqual([]);
    expect(vercelJsonDiff(null, text)).toEqual(['vercel.json is missing']);
    const { headers } = JSON.parse(text);
    const stale = JSON.stringify({
      cleanUrls: false,
      trailingSlash: false,
      redirects: [
        { source: '/a', destination: '/c', permanent: true },
        { source: '/x', destination: '/y', permanent: true },
      ],
      headers,
    });
    expect(vercelJsonDiff(stale, text)).toEqual([
      'changed redirect /a: {"source":"/a","destination":"/c","permanent":true} → {"source":"/a","destination":"/b","permanent":true}',
      'stale redirect /x → /y',
      'setting cleanUrls: false → true',
      'setting $schema: undefined → "https://openapi.vercel.sh/vercel.json"',
    ]);
    expect(vercelJsonDiff(JSON.stringify({ ...config, redirects: [] }), text)[0]).toBe('missing redirect /a → /b');
  });
});

describe('the redirect check over a build', () => {
  it('recognises client redirect pages and their target', () => {
    const stub = parseHtml('<html><head><meta http-equiv="refresh" content="0; url=/lending/overview"></head></html>');
    expect(isClientRedirectPage(stub)).toBe(true);
    expect(clientRedirectTarget(stub)).toBe('/lending/overview');
    expect(isClientRedirectPage(parseHtml('<meta http-equiv="refresh" content="0; url=/x"><div id="__docusaurus"></div>'))).toBe(false);
  });

  it('passes redirects whose targets exist and whose client pages point at them', () => {
    const list = [
      { from: '/assess/overview', to: '/lending/overview' },
      { from: '/assess/stale', to: '/lending/overview' },
      { from: '/sfc/setup', to: '/commerce/setup' },
      { from: '/sfc/wrong', to: '/commerce/overview' },
    ];
    expect(checkBuiltRedirects(list.slice(0, 3), site, { client: false })).toEqual([]);
    expect(checkBuiltRedirects(list, site).filter((p) => !p.startsWith('/sfc/wrong'))).toEqual([]);
  });

  it('fails a missing target, a shadowed page, a wrong or missing client page, a chain and a stray client page', () => {
    const problems = checkBuiltRedirects(
      [
        { from: '/assess/overview', to: '/lending/overview' },
        { from: '/assess/data-types', to: '/lending/data-types' },
        { from: '/sfc/wrong', to: '/commerce/setup' },
        { from: '/docs/status-codes', to: '/assess/overview' },
        { from: '/assess/stale', to: '/lending/overview' },
      ],
      site,
    );
    expect(problems).toEqual([
      '/assess/data-types → /lending/data-types: target does not exist in the build',
      '/assess/data-types → /lending/data-types: source shadows a real page (assess/data-types/index.html)',
      '/sfc/wrong → /commerce/setup: client redirect page sfc/wrong/index.html goes to /commerce/overview',
      '/docs/status-codes → /assess/overview: chain of two hops, /assess/overview is itself redirected',
      '/docs/status-codes → /assess/overview: no client redirect page in the build',
      '/sfc/setup: client redirect page sfc/setup/index.html is not in redirects.ts',
    ]);
  });

  it('does not require client pages for a host-only check', () => {
    expect(checkBuiltRedirects([{ from: '/docs/status-codes', to: '/lending/overview' }], site, { client: false })).toEqual([]);
  });
});

describe('scripts/serve.mjs applies the redirects of vercel.json', () => {
  let server: ChildProcess;
  let origin = '';

  beforeAll(async () => {
    server = spawn(process.execPath, ['scripts/serve.mjs', '--port', '0', '--dir', buildDir], { cwd: root });
    origin = await new Promise<string>((resolve, reject) => {
      server.stdout?.on('data', (chunk: Buffer) => {
        const found = /at (http:\/\/\S+)/.exec(chunk.toString());
        if (found) resolve(found[1]);
      });
      server.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
    });
  });
  afterAll(() => {
    server?.kill();
  });

  const head = (urlPath: string) =>
    new Promise<{ status: number; location?: string }>((resolve, reject) => {
      http
        .get(origin + urlPath, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, location: res.headers.location });
        })
        .on('error', reject);
    });

  it('answers an old path with one 308 to its page, keeping the query, after normalising its other forms', async () => {
    expect(await head('/docs/status-codes')).toEqual({ status: 308, location: '/using-the-api/errors' });
    expect(await head('/docs/status-codes?ref=old')).toEqual({ status: 308, location: '/using-the-api/errors?ref=old' });
    for (const form of ['/docs/status-codes.html', '/docs/status-codes/index.html']) {
      expect(await head(`${form}?ref=old`), form).toEqual({ status: 308, location: '/docs/status-codes?ref=old' });
    }
    // No trailingSlash rule: the slash form matches the redirect itself.
    expect(await head('/docs/status-codes/?ref=old')).toEqual({ status: 308, location: '/using-the-api/errors?ref=old' });
  });

  it('serves real pages in the form they are built at, normalises .html with a 308 and answers a missing page 404', async () => {
    expect((await head('/lending/overview')).status).toBe(200);
    expect((await head('/lending/overview/')).status).toBe(200);
    expect(await head('/lending/overview.html')).toEqual({ status: 308, location: '/lending/overview' });
    expect((await head('/no/such/page')).status).toBe(404);
  });
});
