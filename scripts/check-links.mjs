#!/usr/bin/env node
// Internal link and anchor check over the production build: every <a href> and <img src> that
// points into the site must resolve to a file, and every #anchor to an id on the target page.
// The check runs in the build's one pass over its pages (plugins/build-pass); this prints its report,
// each break at the source file and line that holds the link (lib/build/source-lines.mjs).
// Usage: node scripts/check-links.mjs [build-dir]. Exits 1 and lists each break when any.
import { readBuildReport } from '../lib/build/build-report.mjs';
import { linkNeedles, problemsAtSource } from '../lib/build/source-lines.mjs';
import { printProblems } from '../lib/report/problems.mjs';

const buildDir = process.argv[2] ?? 'build';
const { links, sources } = readBuildReport(buildDir, { save: true });
const problems = problemsAtSource(
  links.breaks.map(({ file, route, region, url, message }) => ({
    route,
    builtFile: file,
    region,
    needles: linkNeedles(url),
    exact: [url],
    message,
  })),
  { sources, buildDir },
);
printProblems(problems, { title: 'links' });
console.log(
  `Link check: ${links.pages} pages, ${links.checked} internal links, ${links.breaks.length} broken (${problems.length} places to fix).`,
);
process.exit(links.breaks.length ? 1 : 0);
