// The findings of the checks over a production build (links and anchors, placeholders, published
// routes, links to deprecated APIs, redirects, the inline scripts and playground pages the Content-Security-Policy must allow,
// secrets), gathered while plugins/build-pass hands each parsed page past once, and written
// beside the build folder (`.build-report.json` for build/). The check commands print this report;
// for a folder without a current report (a fixture, an older build) they make the same pass themselves.
// `sources` maps each route to the source file it is built from (lib/build/page-sources.mjs), so that the
// checks name the file and line a writer edits; a pass made after the build has no map and names built files.
import fs from 'node:fs';
import path from 'node:path';
import { pagePlaceholders } from './placeholders.mjs';
import { publishedRoute } from './published-routes.mjs';
import { checkBuiltRedirects, redirectPageFact } from './redirect-pages.mjs';
import { loadRedirectsModule } from '../host/load-redirects.mjs';
import { buildFiles, builtPages } from './built-site.mjs';
import { findBrokenLinks, pageLinkFacts } from './html-links.mjs';
import { apiLinksCollector } from './api-links.mjs';
import { cspCollector } from '../host/security-headers.mjs';
import { secretsCollector } from './secret-scan.mjs';

const SITE_ORIGIN = process.env.SITE_URL ?? 'https://docs.ledgerlink.io';
/** The shape of the report: one written in another shape (by an older build) is made afresh. */
const REPORT_VERSION = 2;

/**
 * @typedef {{
 *   version: number,
 *   stamp: number,
 *   sources: Record<string, string>,
 *   links: { pages: number, checked: number, breaks: import('./html-links.mjs').LinkBreak[] },
 *   apiLinks: import('./api-links.mjs').ApiLink[],
 *   placeholders: Array<{ route: string, file: string, label: string, match: string, context: string }>,
 *   routes: string[],
 *   redirects: { count: number, byFamily: Record<string, number>, problems: string[], hostOnlyProblems: string[] },
 *   csp: { scripts: Record<string, { start: string, pages: number }>, evalRoutes: string[] },
 *   secrets: import('./secret-scan.mjs').SecretsReport,
 * }} BuildReport
 */

/** Where the report of a build folder is written: beside it, never inside (it is not part of the site). */
export function reportFile(buildDir) {
  const dir = path.resolve(buildDir);
  return path.join(path.dirname(dir), `.${path.basename(dir)}-report.json`);
}

/** Which build a report belongs to: the time its home page was written. */
function buildStamp(buildDir) {
  const home = path.join(buildDir, 'index.html');
  if (!fs.existsSync(home)) throw new Error(`No production build in ${path.resolve(buildDir)}.`);
  return fs.statSync(home).mtimeMs;
}

/**
 * A consumer of the build pass that collects what every check needs of each page, then turns it into
 * the report. `redirects`: the `{ from, to, family }` list of redirects.ts; `sources`: route → source file.
 */
export function checksCollector(redirects, { siteOrigin = SITE_ORIGIN, sources = {} } = {}) {
  const linkFacts = [];
  /** @type {BuildReport['placeholders']} */
  const placeholders = [];
  const routes = new Set();
  /** @type {Map<string, string | null>} */
  const redirectPages = new Map();
  const csp = cspCollector();
  const secrets = secretsCollector();
  const apiLinks = apiLinksCollector(siteOrigin);
  return {
    visit(/** @type {import('./built-site.mjs').BuiltPage} */ page) {
      csp.visit(page);
      secrets.visit(page);
      linkFacts.push(pageLinkFacts(page));
      apiLinks.visit(page);
      placeholders.push(...pagePlaceholders(page));
      const route = publishedRoute(page);
      if (route) routes.add(route);
      const redirect = redirectPageFact(page);
      if (redirect) redirectPages.set(redirect.file, redirect.to);
    },
    /** @returns {BuildReport} The report, given every file of the build and the build folder. */
    report(/** @type {string[]} */ files, /** @type {string} */ buildDir) {
      const site = { files: new Set(files), redirectPages };
      /** @type {Record<string, number>} */
      const byFamily = {};
      for (const r of redirects) byFamily[r.family] = (byFamily[r.family] ?? 0) + 1;
      return {
        version: REPORT_VERSION,
        stamp: buildStamp(buildDir),
        sources,
        links: findBrokenLinks(linkFacts, files, siteOrigin),
        apiLinks: apiLinks.result(),
        placeholders,
        routes: [...routes].sort(),
        redirects: {
          count: redirects.length,
          byFamily,
          problems: checkBuiltRedirects(redirects, site),
          hostOnlyProblems: checkBuiltRedirects(redirects, site, { client: false }),
        },
        csp: csp.result(),
        secrets: secrets.result(files, buildDir),
      };
    },
  };
}

/** Makes the checks' pass over a build folder (what plugins/build-pass does during the build). */
function passOver(buildDir) {
  const collector = checksCollector(loadRedirectsModule().redirects());
  const files = buildFiles(buildDir);
  for (const page of builtPages(buildDir, files)) collector.visit(page);
  return collector.report(files, buildDir);
}

/**
 * @returns {BuildReport} The report of a build folder: the one its build wrote, or a fresh pass when
 * there is none for this build (kept for the next check when `save` is set).
 */
export function readBuildReport(buildDir, { save = false } = {}) {
  const stamp = buildStamp(buildDir);
  const file = reportFile(buildDir);
  if (fs.existsSync(file)) {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (report.stamp === stamp && report.version === REPORT_VERSION) return report;
  }
  const report = passOver(buildDir);
  if (save) writeBuildReport(buildDir, report);
  return report;
}

export function writeBuildReport(buildDir, /** @type {BuildReport} */ report) {
  fs.writeFileSync(reportFile(buildDir), `${JSON.stringify(report, null, 1)}\n`);
}
