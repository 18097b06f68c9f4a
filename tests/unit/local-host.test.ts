import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalHost, normalizingRedirect, redirectStatus, serveHandlerConfig } from '../../lib/host/local-host.mjs';

const buildDir = path.resolve(__dirname, '../fixtures/checks/redirects/build');
const vercel = {
  cleanUrls: true,
  trailingSlash: false,
  redirects: [
    { source: '/assess/overview', destination: '/lending/overview', permanent: true },
    { source: '/sfc/setup', destination: '/commerce/setup', permanent: false },
  ],
};

describe('the local host configuration, from vercel.json', () => {
  it('answers redirect rules with the status Vercel sends', () => {
    expect(redirectStatus({ permanent: true })).toBe(308);
    expect(redirectStatus({ permanent: false })).toBe(307);
    expect(redirectStatus({})).toBe(308);
    expect(redirectStatus({ statusCode: 301 })).toBe(301);
    expect(serveHandlerConfig(vercel, buildDir).redirects.map((rule) => rule.type)).toEqual([308, 307]);
  });

  it('normalises .html, /index and a trailing slash as cleanUrls and trailingSlash: false do', () => {
    const cases: Array<[string, string | null]> = [
      ['/a/b.html', '/a/b'],
      ['/a/b/index.html', '/a/b'],
      ['/a/b/index', '/a/b'],
      ['/index.html', '/'],
      ['/a/b/', '/a/b'],
      ['/a/b', null],
      ['/', null],
    ];
    for (const [from, to] of cases) expect(normalizingRedirect(from, vercel), from).toBe(to);
    expect(normalizingRedirect('/a/b/', { cleanUrls: true })).toBeNull();
    expect(normalizingRedirect('/a/b.html', { trailingSlash: false })).toBeNull();
  });
});

describe('the local host serving a build', () => {
  let server: http.Server;
  let origin = '';
  beforeAll(async () => {
    server = http.createServer(createLocalHost({ root: buildDir, vercel, env: {} }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (urlPath: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      http
        .get(origin + urlPath, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        })
        .on('error', reject);
    });

  it('redirects with 308 and 307, keeping the query', async () => {
    expect(await get('/assess/overview?ref=x').then(({ status, headers }) => [status, headers.location])).toEqual([
      308,
      '/lending/overview?ref=x',
    ]);
    expect(await get('/sfc/setup').then(({ status, headers }) => [status, headers.location])).toEqual([307, '/commerce/setup']);
  });

  it('answers a missing, malformed or escaping path 404 with the not-found page', async () => {
    for (const missing of ['/no/such/page', '/%E0%A4%A', '/%2e%2e/%2e%2e/etc/passwd', '/assets/%00.js']) {
      const { status, body } = await get(missing);
      expect(status, missing).toBe(404);
      expect(body, missing).toMatch(/<html/i);
    }
  });

  it('sends the security headers on pages and redirects, with loopback connections allowed', async () => {
    for (const urlPath of ['/', '/assess/overview', '/no/such/page']) {
      const { headers } = await get(urlPath);
      expect(headers['x-frame-options'], urlPath).toBe('DENY');
      expect(headers['content-security-policy'], urlPath).toContain('http://127.0.0.1:*');
    }
  });
});
