// Lighthouse 12 (mobile preset: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown) run
// programmatically against Debian's Chromium; the median of N runs per page, as Lighthouse picks it.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

/** The Lighthouse modules, or null while the package is not installed. */
export async function loadLighthouse() {
  try {
    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    // Lighthouse's own pick (the run closest to the median FCP and TTI); if the package does not
    // expose the file, the run with the median performance score.
    const computeMedianRun = await import('lighthouse/core/lib/median-run.js').then(
      (module) => module.computeMedianRun,
      () => (lhrs) =>
        [...lhrs].sort((a, b) => a.categories.performance.score - b.categories.performance.score)[Math.floor(lhrs.length / 2)],
    );
    return { lighthouse, chromeLauncher, computeMedianRun };
  } catch {
    return null;
  }
}

function summarise(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id] ? Math.round(lhr.categories[id].score * 100) : null]));
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]));
  // What keeps a category under 100: its weighted audits that did not pass.
  const failing = {};
  for (const id of CATEGORIES) {
    const refs = lhr.categories[id]?.auditRefs ?? [];
    failing[id] = refs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => ({ id: audit.id, score: audit.score, displayValue: audit.displayValue ?? '' }));
  }
  return { scores, metrics, failing, lighthouseVersion: lhr.lighthouseVersion, benchmarkIndex: lhr.environment?.benchmarkIndex ?? null };
}

const MAX_ATTEMPTS = 3;

/** One Lighthouse run in a fresh Chromium. */
async function lighthouseOnce(lighthouse, chromeLauncher, url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (result?.lhr?.runtimeError) throw new Error(result.lhr.runtimeError.message);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/**
 * Runs Lighthouse `runs` times on each URL (a fresh Chromium each run) and keeps the median run.
 * @param {{ url: string }[]} pages
 */
export async function runLighthouse(modules, pages, { runs = 3, log = (/** @type {string} */ _message) => {} } = {}) {
  const { lighthouse, chromeLauncher, computeMedianRun } = modules;
  const results = [];
  for (const page of pages) {
    const lhrs = [];
    for (let run = 1; run <= runs; run++) {
      // Now and then Chromium's trace of a load comes back unusable (NO_NAVSTART); that run is
      // measured again rather than losing the report.
      for (let attempt = 1; ; attempt++) {
        try {
          const lhr = await lighthouseOnce(lighthouse, chromeLauncher, page.url);
          lhrs.push(lhr);
          log(`lighthouse ${page.url} run ${run}: performance ${Math.round(lhr.categories.performance.score * 100)}`);
          break;
        } catch (error) {
          if (attempt >= MAX_ATTEMPTS) throw error;
          log(`lighthouse ${page.url} run ${run}: ${error.message} (measuring again)`);
        }
      }
    }
    const median = computeMedianRun(lhrs);
    results.push({ ...page, runs: lhrs.map((lhr) => Math.round(lhr.categories.performance.score * 100)), ...summarise(median) });
  }
  return results;
}
