import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalHost } from '../../lib/host/local-host.mjs';
import { SEARCH_SETTINGS_META, withMetas } from '../../lib/host/html-meta.mjs';
import { SEARCH_SETTINGS_META as READ_BY_THE_SITE } from '../../src/search/settings';

const buildDir = path.resolve(__dirname, '../fixtures/checks/redirects/build');

describe('meta elements a host adds to its pages', () => {
  it('go at the end of the head, with their content escaped', () => {
    expect(withMetas('<html><head><title>t</title></head><body></body></html>', { a: '{"x":"<b>&"}' })).toBe(
      '<html><head><title>t</title><meta name="a" content="{&quot;x&quot;:&quot;&lt;b>&amp;&quot;}"></head><body></body></html>',
    );
    expect(withMetas('<html><head></head></html>', {})).toBe('<html><head></head></html>');
  });

  it('use the name the site reads', () => {
    expect(SEARCH_SETTINGS_META).toBe(READ_BY_THE_SITE);
  });
});

describe('the local host with metas', () => {
  const settings = JSON.stringify({ backend: 'typesense', typesense: { host: '127.0.0.1', port: 8109 } });
  let server: http.Server;
  let origin = '';
  beforeAll(async () => {
    server = http.createServer(
      createLocalHost({ root: buildDir, vercel: { cleanUrls: true }, env: {}, metas: { [SEARCH_SETTINGS_META]: settings } }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (urlPath: string, headers: http.OutgoingHttpHeaders = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      http
        .get(origin + urlPath, { headers }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        })
        .on('error', reject);
    });

  it('adds them to every page, the not-found page too, with a length that matches', async () => {
    for (const [urlPath, status] of [
      ['/', 200],
      ['/no/such/page', 404],
    ] as const) {
      const response = await get(urlPath, { 'accept-encoding': 'identity' });
      expect(response.status, urlPath).toBe(status);
      const meta = /<meta name="ledgerlink-search-settings" content="([^"]*)">/.exec(response.body);
      expect(meta?.[1].replace(/&quot;/g, '"'), urlPath).toBe(settings);
      expect(Number(response.headers['content-length']), urlPath).toBe(Buffer.byteLength(response.body));
    }
  });

  it('serves a byte range of a page from the page with its metas', async () => {
    const whole = (await get('/', { 'accept-encoding': 'identity' })).body;
    const range = await get('/', { 'accept-encoding': 'identity', range: 'bytes=5-24' });
    expect(range.status).toBe(206);
    expect(range.body).toBe(whole.slice(5, 25));
  });
});
