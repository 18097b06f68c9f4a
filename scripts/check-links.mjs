#!/usr/bin/env node
// Internal link and anchor check over the production build: every <a href> and <img src> that
// points into the site must resolve to a file, and every #anchor to an id on the target page.
// The check runs in the build's one pass over its pages (plugins/build-pass); this prints its report.
// Usage: node scripts/check-links.mjs [build-dir]. Exits 1 and lists each break when any.
import { readBuildReport } from '../lib/build/build-report.mjs';

const { links } = readBuildReport(process.argv[2] ?? 'build', { save: true });
for (const line of links.breaks) console.log(line);
console.log(`Link check: ${links.pages} pages, ${links.checked} internal links, ${links.breaks.length} broken.`);
process.exit(links.breaks.length ? 1 : 0);
