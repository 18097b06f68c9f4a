#!/usr/bin/env node
// Internal link and anchor check over the production build: every <a href> and <img src> that
// points into the site must resolve to a file, and every #anchor to an id on the target page.
// Usage: node scripts/check-links.mjs [build-dir]. Exits 1 and lists each break when any.
import fs from 'node:fs';
import path from 'node:path';
import { candidateFiles, extractIds, extractLinks, isExternal, pagePathOf, resolveLink } from './lib/html-links.mjs';

const root = path.resolve(process.argv[2] ?? 'build');
const siteOrigin = process.env.SITE_URL ?? 'https://docs.ledgerlink.io';

function* htmlFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

const idCache = new Map();
function idsOf(file) {
  if (!idCache.has(file)) idCache.set(file, extractIds(fs.readFileSync(file, 'utf8')));
  return idCache.get(file);
}

function findTarget(urlPath) {
  for (const candidate of candidateFiles(urlPath)) {
    const full = path.join(root, candidate);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return full;
  }
  return null;
}

const breaks = [];
let checked = 0;
let pages = 0;
for (const file of htmlFiles(root)) {
  pages++;
  const rel = path.relative(root, file);
  const pagePath = pagePathOf(rel);
  for (const { tag, url } of extractLinks(fs.readFileSync(file, 'utf8'))) {
    if (!url || url === '#' || isExternal(url, siteOrigin)) continue;
    checked++;
    const { path: target, anchor } = resolveLink(url, pagePath, siteOrigin);
    const targetFile = findTarget(target);
    if (!targetFile) {
      breaks.push(`${rel}: <${tag}> ${url} → no page or file at ${target}`);
    } else if (anchor && targetFile.endsWith('.html') && !idsOf(targetFile).has(anchor)) {
      breaks.push(`${rel}: <${tag}> ${url} → ${path.relative(root, targetFile)} has no #${anchor}`);
    }
  }
}

for (const line of breaks) console.log(line);
console.log(`Link check: ${pages} pages, ${checked} internal links, ${breaks.length} broken.`);
process.exit(breaks.length ? 1 : 0);
