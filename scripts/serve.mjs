#!/usr/bin/env node
// Serves the production build on loopback the way the production host does: the redirects of
// vercel.json as 301s, clean URLs (`.html` and `/index.html` normalised with 301), the not-found
// page with status 404, the security and caching headers of scripts/lib/security-headers.mjs (the
// ones vercel.json carries), and gzip/brotli compression.
// Usage: node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir build]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { loadRedirectRules } from './lib/redirect-rules.mjs';
import { headerRules, headersFor } from './lib/security-headers.mjs';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'build' },
  },
});
const root = path.resolve(args.dir);
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No production build in ${root}. Run \`npm run build\` first.`);
  process.exit(1);
}

// The host's 301s for old paths (vercel.json, generated from redirects.ts).
const redirectTo = loadRedirectRules(new URL('../vercel.json', import.meta.url));

// The production host's header rules; on loopback, pages may also connect to other loopback ports.
const rules = headerRules({ env: process.env, loopback: true });

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
};
const compressible = /^(text\/|application\/(json|xml|yaml|wasm)|image\/svg)/;

function findFile(urlPath) {
  const candidates = urlPath.endsWith('/')
    ? [path.join(urlPath, 'index.html')]
    : [urlPath, path.join(urlPath, 'index.html'), `${urlPath}.html`];
  for (const candidate of candidates) {
    const full = path.join(root, candidate);
    if (!full.startsWith(root)) return null;
    try {
      if (fs.statSync(full).isFile()) return full;
    } catch {
      // try the next candidate
    }
  }
  return null;
}

// Each version of a file is compressed once per encoding, as a host's edge cache would, instead of
// on every request (brotli of a 1.6 MB page takes a while). A rebuild changes mtime and size.
const compressedCache = new Map();

function compressed(file, body, encoding) {
  const { mtimeMs, size } = fs.statSync(file);
  const key = `${encoding}:${file}:${mtimeMs}:${size}`;
  if (!compressedCache.has(key)) {
    compressedCache.set(
      key,
      encoding === 'br' ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : zlib.gzipSync(body, { level: 6 }),
    );
  }
  return compressedCache.get(key);
}

function send(req, res, status, file, extraHeaders = {}) {
  const ext = path.extname(file);
  const type = types[ext] ?? 'application/octet-stream';
  const headers = {
    ...headersFor(pathOf(req), rules),
    'Content-Type': type,
    Vary: 'Accept-Encoding',
    ...extraHeaders,
  };
  const accept = String(req.headers['accept-encoding'] ?? '');
  let body = fs.readFileSync(file);
  if (compressible.test(type) && body.length > 1024) {
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
    if (encoding) {
      body = compressed(file, body, encoding);
      headers['Content-Encoding'] = encoding;
    }
  }
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function pathOf(req) {
  const raw = req.url.split('?')[0];
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function notFound(req, res) {
  send(req, res, 404, path.join(root, '404.html'));
}

const server = http.createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const [rawPath, query = ''] = req.url.split('?');
  let urlPath;
  try {
    urlPath = decodeURIComponent(rawPath);
  } catch {
    notFound(req, res);
    return;
  }
  const search = query ? `?${query}` : '';
  const redirect = redirectTo(urlPath);
  if (redirect) {
    res.writeHead(301, { ...headersFor(urlPath, rules), Location: encodeURI(redirect) + search }).end();
    return;
  }
  const clean = urlPath.endsWith('/index.html') ? urlPath.slice(0, -'index.html'.length) : urlPath.endsWith('.html') ? urlPath.slice(0, -'.html'.length) : null;
  if (clean !== null && clean !== '/404') {
    const target = clean.length > 1 && clean.endsWith('/') ? clean.slice(0, -1) : clean;
    res.writeHead(301, { ...headersFor(urlPath, rules), Location: encodeURI(target || '/') + search }).end();
    return;
  }
  const file = findFile(urlPath);
  if (file) send(req, res, 200, file);
  else notFound(req, res);
});

server.listen(Number(args.port), args.host, () => {
  const { port } = server.address();
  console.log(`Serving ${root} at http://${args.host}:${port}`);
});
