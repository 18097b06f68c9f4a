#!/usr/bin/env node
// Serves the production build on loopback the way the production host does (lib/host/local-host.mjs:
// serve-handler configured from vercel.json, the headers of lib/host/security-headers.mjs),
// compressed with gzip or brotli as the host sends it.
// Usage: node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir build] [--search-settings <json>]
// --search-settings: search settings (src/search/settings.ts) that the host puts in every page's head, in
// place of the ones the site was built with: one build serves either search backend (the Typesense tests).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createLocalHost, readVercelJson } from '../lib/host/local-host.mjs';
import { SEARCH_SETTINGS_META } from '../lib/host/html-meta.mjs';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'build' },
    'search-settings': { type: 'string' },
  },
});
const root = path.resolve(args.dir);
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No production build in ${root}. Run \`npm run build\` first.`);
  process.exit(1);
}

const searchSettings = args['search-settings'];
if (searchSettings !== undefined) JSON.parse(searchSettings); // fails here, not in the browser
const metas = searchSettings === undefined ? {} : { [SEARCH_SETTINGS_META]: searchSettings };
const vercel = readVercelJson(new URL('../vercel.json', import.meta.url));
const server = http.createServer(createLocalHost({ root, vercel, metas }));
server.listen(Number(args.port), args.host, () => {
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  console.log(`Serving ${root} at http://${args.host}:${address.port}`);
});
