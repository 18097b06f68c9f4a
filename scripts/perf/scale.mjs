#!/usr/bin/env node
// `npm run perf:scale -- --scale 1,2,4,8`: how the site's figures grow with its size. For each factor
// N it copies the site to the OS temp dir with N× the content (lib/perf/scaleContent.mjs),
// builds it cold under the build lock, and measures routes, build time and peak memory, main.js,
// the first-visit JS and CSS of a doc page, a post and the largest API page, and Lighthouse mobile
// performance on the doc page. Writes the figures to perf/scale-results.json (a later run replaces
// the factors it measures and keeps the others), the "Scale" section of perf/report.md and
// perf/scale-*.svg; each copy is removed once measured.
// Usage: node scripts/perf/scale.mjs [--scale 1,2,4] [--lighthouse-runs 1] [--port 4391]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadBuild, pickPages } from '../../lib/perf/bytes.mjs';
import { countPages, holdBuildLock, measuredBuild } from '../../lib/perf/build.mjs';
import { loadLighthouse, runLighthouse } from '../../lib/perf/lighthouse.mjs';
import { routeTableBytes } from '../../lib/perf/routeTable.mjs';
import { startServer } from '../../lib/perf/server.mjs';
import { copySite } from '../../lib/perf/scaleSite.mjs';
import { buildPhases, renderScaleSection, replaceScaleSection, scaleCharts } from '../../lib/perf/scaleReport.mjs';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '1,2,4,8' },
    'lighthouse-runs': { type: 'string', default: '1' },
    port: { type: 'string', default: '4391' },
    out: { type: 'string', default: 'perf' },
  },
});
const log = (message) => console.log(`[perf:scale] ${message}`);
const root = process.cwd();
async function measure(factor, lighthouse) {
  const { dir, added } = copySite(root, factor);
  log(`${factor}×: ${dir} (${added.docs} docs and ${added.posts} posts added); building cold…`);
  try {
    const lines = [];
    const load = { build: os.loadavg()[0], lighthouse: null };
    const build = await measuredBuild({ cold: true, cwd: dir, log: (line) => lines.push(line) }).catch((error) => {
      const logFile = path.join(os.tmpdir(), `ledgerlink-scale-${factor}x-build.log`);
      fs.writeFileSync(logFile, lines.join('\n'));
      throw new Error(`${factor}× build failed; its whole log is in ${logFile}`, { cause: error });
    });
    log(`${factor}×: built in ${build.wallSeconds?.toFixed(1)} s, peak ${(build.peakTreeRssBytes / 1048576).toFixed(0)} MiB`);
    const buildDir = path.join(dir, 'build');
    const site = loadBuild({ buildDir, generatedDir: path.join(dir, '.docusaurus') });
    const table = routeTableBytes(buildDir);
    const picked = pickPages(site).filter((page) => ['doc page', 'post', 'largest API page'].includes(page.type));
    const pages = picked.map((page) => {
      const bytes = site.pageBytes(page.path);
      return { type: page.type, path: page.path, js: bytes.js.gzip, css: bytes.css.gzip };
    });
    let score = null;
    if (lighthouse) {
      const lock = await holdBuildLock();
      load.lighthouse = os.loadavg()[0];
      try {
        const { server, base } = await startServer(Number(args.port), buildDir);
        try {
          const docPage = pages.find((page) => page.type === 'doc page');
          const [result] = await runLighthouse(lighthouse, [{ url: base + docPage.path }], { runs: Number(args['lighthouse-runs']), log });
          score = result.scores.performance;
        } finally {
          server.kill();
        }
      } finally {
        lock.release();
      }
    }
    return {
      factor,
      routes: site.leafRoutes().length,
      htmlPages: countPages(buildDir).pages,
      build,
      main: table.main,
      routeTableGzip: table.inMainGzip + table.runtime.gzip,
      pages,
      lighthouse: score,
      load,
      phases: {
        factor,
        phases: buildPhases(lines),
        afterDocusaurus: build.wallSeconds && build.docusaurusSeconds ? build.wallSeconds - build.docusaurusSeconds : null,
      },
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The figures of earlier runs by factor, so a run of `--scale 8` adds a row to those of `--scale 1,2,4`. */
function readResults(file) {
  return new Map(fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).map((result) => [result.factor, result]) : []);
}

function writeReport(results, lighthouseRuns) {
  const budgets = JSON.parse(fs.readFileSync(path.join(root, 'perf/budgets.json'), 'utf8'));
  for (const [name, svg] of Object.entries(scaleCharts(results, budgets))) fs.writeFileSync(path.join(args.out, name), svg);
  const section = renderScaleSection(results, {
    date: new Date().toISOString(),
    lighthouseRuns,
    phases: results.findLast((result) => result.phases?.phases.length)?.phases,
  });
  const reportPath = path.join(args.out, 'report.md');
  const previous = fs.existsSync(reportPath) ? fs.readFileSync(reportPath, 'utf8') : '# Performance and accessibility report\n';
  fs.writeFileSync(reportPath, replaceScaleSection(previous, section));
  log(`wrote the Scale section of ${reportPath} and ${Object.keys(scaleCharts(results, budgets)).join(', ')}`);
}

async function main() {
  const factors = args.scale.split(',').map(Number);
  if (!factors.length || factors.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error(`--scale takes whole factors ≥ 1, such as 1,2,4,8 (got ${args.scale})`);
  // Docusaurus prints the time of each phase ("[PERF] …") when this is set; the report lists them.
  process.env.DOCUSAURUS_PERF_LOGGER = 'true';
  // As `nice -n 10`: the builds inherit it, so the other engineers' work on this machine goes first.
  os.setPriority(10);
  const lighthouse = await loadLighthouse();
  if (!lighthouse) log('lighthouse is not installed: no Lighthouse scores');
  const resultsFile = path.join(args.out, 'scale-results.json');
  const byFactor = readResults(resultsFile);
  for (const factor of factors) {
    byFactor.set(factor, await measure(factor, lighthouse));
    // Written after every factor, so a long run that stops half-way still leaves its figures.
    const results = [...byFactor.values()].sort((a, b) => a.factor - b.factor);
    fs.writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
    writeReport(results, Number(args['lighthouse-runs']));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
