#!/usr/bin/env node
// `npm run perf`: how fast and how accessible the production site is, against perf/budgets.json.
//
//  1. Builds cold (deletes .docusaurus, node_modules/.cache and build/) and warm, under the shared
//     build lock, and records wall time, peak memory and the routes built.
//  2. For each page type, the bytes of a first visit (HTML, CSS, JS; raw and gzip; shared vs page),
//     computed from the build and checked against the requests Chromium makes.
//  3. Lighthouse 12 (mobile preset, median of 3) against the build served compressed by
//     scripts/serve.mjs.
//  4. axe-core on the same pages in light and dark mode.
//  5. FCP, LCP, TBT and CLS measured in Chromium with the mobile preset's throttling applied
//     (median of 3): the fallback when Lighthouse is missing, a second opinion when it is not.
//  Writes perf/report.json and perf/report.md and lists the budget each figure breaks. It exits 0
//  whatever the figures are (they are reported, not asserted; `npm test` asserts the byte budgets).
//
// --skip-build measures the build already in build/ and keeps the build times of the previous report.
// Usage: node scripts/perf/run.mjs [--skip-build] [--runs 3] [--no-lighthouse] [--no-axe] [--no-vitals] [--port 4390]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { loadBuild, pickPages, pageComponents } from '../../lib/perf/bytes.mjs';
import { countPages, measuredBuild, otherBuilds } from '../../lib/perf/build.mjs';
import { axeSource, launchBrowser, medianVitals, recordRequests, runAxe } from '../../lib/perf/browser.mjs';
import { loadLighthouse, runLighthouse } from '../../lib/perf/lighthouse.mjs';
import { routeTableBytes } from '../../lib/perf/routeTable.mjs';
import { startServer } from '../../lib/perf/server.mjs';
import { keepScaleSection } from '../../lib/perf/scaleReport.mjs';
import { checkBudgets, renderMarkdown } from '../../lib/perf/report.mjs';

const { values: args } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-axe': { type: 'boolean', default: false },
    'no-vitals': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4390' },
    out: { type: 'string', default: 'perf' },
    verbose: { type: 'boolean', default: false },
  },
});
const require = createRequire(import.meta.url);
const log = (message) => console.log(`[perf] ${message}`);

async function waitForQuietMachine() {
  for (let waited = 0; ; waited += 10) {
    const others = otherBuilds();
    if (!others.length) return;
    if (waited % 60 === 0) log(`waiting for other builds to finish before measuring: ${others.map((o) => o.pid).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
}

function git(...gitArgs) {
  try {
    return execFileSync('git', gitArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

function summariseRequests(recording, computedFiles) {
  const sum = (list, key) => list.reduce((total, item) => total + (item[key] || 0), 0);
  const needed = recording.requests.filter((request) => !request.prefetch);
  const of = (kind) => needed.filter((request) => request.kind === kind);
  const prefetched = recording.requests.filter((request) => request.prefetch);
  return {
    requests: needed.length,
    html: { transfer: sum(of('html'), 'transferBytes'), decoded: sum(of('html'), 'decodedBytes') },
    js: { transfer: sum(of('js'), 'transferBytes'), decoded: sum(of('js'), 'decodedBytes') },
    css: { transfer: sum(of('css'), 'transferBytes'), decoded: sum(of('css'), 'decodedBytes') },
    other: {
      transfer: sum(
        needed.filter((r) => !['html', 'js', 'css'].includes(r.kind)),
        'transferBytes',
      ),
    },
    prefetch: { count: prefetched.length, transfer: sum(prefetched, 'transferBytes') },
    // JS and CSS the browser needed that the build computation did not count (lazy chunks a page
    // loads on render, client modules' imports): each one is worth a look.
    notComputed: needed.filter((r) => (r.kind === 'js' || r.kind === 'css') && !computedFiles.includes(r.path)).map((r) => r.path),
    thirdParty: recording.thirdParty,
    list: args.verbose ? recording.requests : undefined,
  };
}

async function main() {
  const budgets = JSON.parse(fs.readFileSync('perf/budgets.json', 'utf8'));
  const report = {
    generatedAt: new Date().toISOString(),
    commit: git('rev-parse', '--short', 'HEAD'),
    dirty: git('status', '--porcelain').length > 0,
    machine: { cpus: os.cpus().length, memoryBytes: os.totalmem(), node: process.version, loadAverage: os.loadavg() },
    build: {},
    pages: [],
  };

  if (args['skip-build']) {
    // Keep the build figures of the previous full run, marked with its date.
    try {
      const previous = JSON.parse(fs.readFileSync(path.join(args.out, 'report.json'), 'utf8'));
      for (const kind of ['cold', 'warm']) {
        const run = previous.build?.[kind];
        if (run) report.build[kind] = { ...run, measuredAt: run.measuredAt ?? previous.generatedAt };
      }
    } catch {
      // no previous report
    }
  } else {
    await waitForQuietMachine();
    log('cold build (caches cleared)…');
    report.build.cold = await measuredBuild({ cold: true, log: args.verbose ? (line) => console.log(line) : undefined });
    log(`cold: ${report.build.cold.wallSeconds?.toFixed(1)} s`);
    await waitForQuietMachine();
    log('warm build…');
    report.build.warm = await measuredBuild({ cold: false, log: args.verbose ? (line) => console.log(line) : undefined });
    log(`warm: ${report.build.warm.wallSeconds?.toFixed(1)} s`);
  }

  const build = loadBuild();
  report.routeSplit = build.routeSplit;
  const leaves = build.leafRoutes();
  const byKind = new Map();
  for (const leaf of leaves) {
    const kind = Object.entries(pageComponents).find(([, module]) => module === leaf.component)?.[0] ?? 'other';
    byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
  }
  report.build.routes = leaves.length;
  report.build.routesByKind = [...byKind.entries()].sort((a, b) => b[1] - a[1]);
  report.build.pages = countPages('build');
  report.routeTable = routeTableBytes('build');

  // Every doc and API route, so the report names the worst page, not only the sampled one.
  const docs = leaves
    .filter((leaf) => leaf.component === pageComponents.doc)
    .map((leaf) => ({ path: leaf.path, gzip: build.pageBytes(leaf.path).js.gzip }));
  const apis = leaves
    .filter((leaf) => leaf.component === pageComponents.api)
    .map((leaf) => ({ path: leaf.path, gzip: build.pageBytes(leaf.path).js.gzip }));
  const worst = (list) => list.reduce((a, b) => (b.gzip > (a?.gzip ?? -1) ? b : a), null);
  report.allRoutes = {
    docs: docs.length,
    apis: apis.length,
    worstDocJs: worst(docs),
    minDocJs: Math.min(...docs.map((d) => d.gzip)),
    worstApiJs: worst(apis),
  };

  const pages = pickPages(build);
  report.docsProps = build.docsVersionProps(pages.find((page) => page.type === 'doc page')?.path ?? '/');
  for (const page of pages) {
    const leaf = leaves.find((candidate) => candidate.path === page.path);
    const kind = Object.entries(pageComponents).find(([, module]) => module === leaf?.component)?.[0] ?? 'page';
    report.pages.push({ ...page, kind, bytes: build.pageBytes(page.path) });
  }

  await waitForQuietMachine();
  const { server, base } = await startServer(Number(args.port));
  try {
    const browser = await launchBrowser();
    try {
      for (const page of report.pages) {
        const recording = await recordRequests(browser, base + page.path);
        page.recorded = summariseRequests(
          recording,
          page.bytes.files.map((file) => file.url),
        );
        log(`requests ${page.path}: ${page.recorded.requests} (${page.recorded.prefetch.count} prefetches)`);
      }
      if (!args['no-vitals']) {
        report.vitalsRuns = Number(args.runs);
        for (const page of report.pages) {
          page.vitals = await medianVitals(browser, base + page.path, Number(args.runs));
          log(
            `vitals ${page.path}: LCP ${Math.round(page.vitals.lcp)} ms, TBT ${Math.round(page.vitals.tbt)} ms, CLS ${page.vitals.cls.toFixed(3)}`,
          );
        }
      }
      const axe = args['no-axe'] ? null : axeSource();
      if (axe) {
        report.axeVersion = require('axe-core/package.json').version;
        for (const page of report.pages) {
          page.axe = {};
          for (const mode of ['light', 'dark']) page.axe[mode] = await runAxe(browser, base + page.path, mode, axe);
          log(`axe ${page.path}: ${page.axe.light.violations.length} light, ${page.axe.dark.violations.length} dark violations`);
        }
      } else {
        report.axeSkipped = args['no-axe'] ? 'Skipped (`--no-axe`).' : 'Not run: the `axe-core` package is not installed.';
      }
    } finally {
      await browser.close();
    }

    const lighthouse = args['no-lighthouse'] ? null : await loadLighthouse();
    if (lighthouse) {
      report.lighthouseRuns = Number(args.runs);
      const results = await runLighthouse(
        lighthouse,
        report.pages.map((page) => ({ url: base + page.path })),
        { runs: report.lighthouseRuns, log },
      );
      report.pages.forEach((page, index) => {
        const result = { ...results[index] };
        delete result.url;
        page.lighthouse = result;
      });
    } else {
      report.lighthouseSkipped = args['no-lighthouse']
        ? 'Skipped (`--no-lighthouse`).'
        : 'Not run: the `lighthouse` package (12.2.3) is not installed.';
    }
  } finally {
    server.kill();
  }

  const checks = checkBudgets(report, budgets);
  report.budgets = checks;
  fs.mkdirSync(args.out, { recursive: true });
  const forJson = { ...report, pages: report.pages.map((page) => ({ ...page, bytes: { ...page.bytes, files: page.bytes.files } })) };
  fs.writeFileSync(path.join(args.out, 'report.json'), `${JSON.stringify(forJson, null, 2)}\n`);
  const reportPath = path.join(args.out, 'report.md');
  const previousMarkdown = fs.existsSync(reportPath) ? fs.readFileSync(reportPath, 'utf8') : '';
  fs.writeFileSync(reportPath, keepScaleSection(previousMarkdown, renderMarkdown(report, checks)));
  const broken = checks.filter((check) => check.status === 'broken');
  log(`wrote ${args.out}/report.json and ${args.out}/report.md`);
  for (const check of broken) log(`over budget: ${check.figure} = ${check.value} (${check.budget} ${check.limit})`);
  if (!broken.length) log('every measured figure is within budget');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
