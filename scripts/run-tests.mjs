#!/usr/bin/env node
// `npm test`: typecheck, lint, the writers' source checks, the npm audit gate (where the registry's
// audit service answers), unit tests, production build, the checks
// over build/ (links, redirects, placeholders, deprecated links, published routes, build output), browser tests, then
// the search browser tests of the same build served as a Typesense deploy.
// The steps marked `parallel` (the code and source checks, each one process on one core) run
// os.availableParallelism() at a time, each one's output printed when it ends, while the build runs beside
// them and the unit tests; the rest run one after another.
// Runs every step even after a failure, then prints each step's time, the browser tests that passed only
// on a retry, and one summary line `N passed, N failed` that sums the test counts of every suite (each
// check step counts as one test); test-results/summary.json holds the same.
//
// `npm run check` (--check): the writers' check before pushing a content change, the steps below marked
// `writer`: the source checks ('source', one after another) while the production build runs ('build'),
// then the checks over the build ('built'). No browser, no code checks (typecheck, lint, unit tests).
// Each step's output is printed when it ends; test-results/check-summary.json holds the times.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/** ROUTE_SPLIT=false builds with core's own route table (src/config/siteSettings.ts); the scale gate is for the split. */
const routeSplit = !['false', '0', 'off'].includes((process.env.ROUTE_SPLIT ?? '').trim().toLowerCase());

const steps = [
  { name: 'typecheck', parallel: true, cmd: 'npm', args: ['run', 'typecheck'] },
  { name: 'lint', parallel: true, cmd: 'npx', args: ['eslint', '.'] },
  // One code style (.prettierrc.json); `npm run format` applies it.
  { name: 'format', parallel: true, cmd: 'npx', args: ['prettier', '--check', '.'] },
  // Undeclared or unused dependencies, unused files and exports (knip.config.ts).
  { name: 'unused', parallel: true, cmd: 'npx', args: ['knip', '--no-progress'] },
  { name: 'redirects-sync', parallel: true, cmd: 'node', args: ['scripts/redirects/generate.mjs', '--check'], writer: 'source' },
  { name: 'diagrams-drawn', parallel: true, cmd: 'node', args: ['scripts/diagrams/render.mjs', '--check'], writer: 'source' },
  { name: 'front-matter', parallel: true, cmd: 'node', args: ['scripts/checks/front-matter.mjs'], writer: 'source' },
  { name: 'spelling', parallel: true, cmd: 'node', args: ['scripts/checks/spelling.mjs'], writer: 'source' },
  // Terms as errors, sentence length and weasel words as warnings (.textlintrc.cjs; CONTRIBUTING.md, "Prose lint").
  { name: 'prose', parallel: true, cmd: 'node', args: ['scripts/checks/prose.mjs'], writer: 'source' },
  // A breaking change to a spec under static/openapi/ against main's merge base needs a deprecation and a post.
  { name: 'spec-diff', parallel: true, cmd: 'node', args: ['scripts/checks/spec-diff.mjs'], writer: 'source' },
  { name: 'webhook-examples', parallel: true, cmd: 'node', args: ['scripts/checks/webhook-examples.mjs'], writer: 'source' },
  { name: 'deprecated-links', parallel: true, cmd: 'node', args: ['scripts/checks/deprecated-links.mjs'], writer: 'source' },
  // Each live operation, docs page and post carries 2 to 5 phrases in readers' words (CONTRIBUTING.md, "Help readers find a page").
  { name: 'reader-phrases', parallel: true, cmd: 'node', args: ['scripts/checks/reader-phrases.mjs'], writer: 'source' },
  { name: 'examples-schema', parallel: true, cmd: 'node', args: ['scripts/checks/examples-schema.mjs'], writer: 'source' },
  // Code samples call one server per page, each with its own key (CONTRIBUTING.md, "Servers and keys in samples").
  { name: 'environments', parallel: true, cmd: 'node', args: ['scripts/checks/environments.mjs'], writer: 'source' },
  // A docs page states no passed deadline as still to come ("before 30 September 2025"); today from the clock.
  { name: 'past-dates', parallel: true, cmd: 'node', args: ['scripts/checks/past-dates.mjs'], writer: 'source' },
  { name: 'audit', parallel: true, cmd: 'node', args: ['scripts/audit.mjs', '--if-reachable'] },
  {
    name: 'unit',
    cmd: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json'],
    report: 'vitest',
  },
  // Starts with the first step, beside the code checks and unit tests (none of them reads build/): see `early`.
  { name: 'build', cmd: 'npm', args: ['run', 'build'], required: true, writer: 'build', early: true },
  { name: 'links', cmd: 'node', args: ['scripts/check-links.mjs', 'build'], writer: 'built' },
  { name: 'redirects', cmd: 'node', args: ['scripts/redirects/check.mjs', 'build'], writer: 'built' },
  { name: 'placeholders', cmd: 'node', args: ['scripts/checks/placeholders.mjs', 'build'], writer: 'built' },
  // What readers see: links of the built pages, navbar and footer to a deprecated API carry a notice.
  { name: 'deprecated-links-built', cmd: 'node', args: ['scripts/checks/deprecated-links.mjs', '--build', 'build'], writer: 'built' },
  { name: 'published-routes', cmd: 'node', args: ['scripts/checks/published-routes.mjs', 'build'], writer: 'built' },
  {
    name: 'build-output',
    cmd: 'npx',
    args: [
      'vitest',
      'run',
      '--config',
      'vitest.build.config.ts',
      '--reporter=default',
      '--reporter=json',
      '--outputFile=test-results/vitest-build.json',
    ],
    report: 'vitest-build',
  },
  { name: 'chromium', cmd: 'node', args: ['scripts/ensure-chromium.mjs'], required: true },
  // Search quality: the tuning and the sealed query sets typed into the search modal, each gated at 90 % success@3
  // (issue 27).
  { name: 'search-eval', cmd: 'npm', args: ['run', 'search:eval', '--', '--min-success3', '0.9', '--min-sealed-success3', '0.9'] },
  {
    name: 'e2e',
    cmd: 'npx',
    args: ['playwright', 'test'],
    report: 'playwright',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json' },
  },
  // A page's first visit must not grow with the site: a copy with twice the content, built in the OS
  // temp dir, against build/ (issue 18; perf/budgets.json `firstVisitJsPer100RoutesGzip`).
  { name: 'scale-growth', cmd: 'node', args: ['scripts/checks/scale-growth.mjs', 'build'], routeSplitOnly: true },
  // The same build served as a Typesense deploy (the host sends the search settings, lib/host/html-meta.mjs)
  // and the search tests through its UI against a fake Typesense server.
  {
    name: 'e2e-typesense',
    cmd: 'npx',
    args: ['playwright', 'test', '--config', 'tests/e2e-typesense/playwright.config.ts'],
    report: 'playwright-typesense',
  },
];

/**
 * Runs a step; with `capture`, its output is kept (stdout and stderr in the order they come) and returned.
 * @param {{ cmd: string, args: string[], env?: Record<string, string> }} step
 * @returns {Promise<{ code: number, output: string }>}
 */
function run({ cmd, args, env }, { capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Playwright's tests, flattened from its nested suites. */
function playwrightTests(suite, file = suite.file) {
  return [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({ title: spec.title, file: spec.file ?? file, line: spec.line, status: test.status })),
    ),
    ...(suite.suites ?? []).flatMap((child) => playwrightTests(child, child.file ?? file)),
  ];
}

/**
 * The tally of a suite's report: passed and failed counts, and the tests that passed only on a retry
 * (Playwright's "flaky"), which count as passed but are listed so that no retry hides a flake.
 */
function tally(report) {
  try {
    const json = JSON.parse(fs.readFileSync(`test-results/${report}.json`, 'utf8'));
    if (report.startsWith('vitest')) return { passed: json.numPassedTests, failed: json.numFailedTests, flaky: [] };
    const flaky = json.suites
      .flatMap((suite) => playwrightTests(suite))
      .filter((test) => test.status === 'flaky')
      .map((test) => `${test.file}:${test.line} ${test.title}`);
    return { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected, flaky };
  } catch {
    return null;
  }
}

/** Minutes and seconds, as `m:ss`, rounded to the second first (179.6 s is 3:00, not 2:60). */
const clock = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** A step's captured output, framed by its name and result. */
function printCaptured(step, code, ms, output) {
  console.log(`\n▶ ${step.name}\n${output.trimEnd()}\n◀ ${step.name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${clock(ms)}`);
}

/** The step table: each step's name, time and result, the names padded to the longest. */
function printStepTimes(rows) {
  const width = Math.max(...rows.map((row) => row.step.length));
  for (const { step, result, seconds } of rows) console.log(`  ${step.padEnd(width)} ${clock(seconds * 1000).padStart(6)}  ${result}`);
}

fs.mkdirSync('test-results', { recursive: true });

if (process.argv.includes('--check')) await writersCheck();

/** `npm run check`: the `writer` steps, the source checks beside the build, then the checks over it. */
async function writersCheck() {
  const started = Date.now();
  const results = [];
  const runCaptured = async (step) => {
    const stepStarted = Date.now();
    const { code, output } = await run(step, { capture: true });
    const ms = Date.now() - stepStarted;
    printCaptured(step, code, ms, output);
    results.push({ step: step.name, result: code === 0 ? 'ok' : `exit ${code}`, seconds: Math.round(ms / 100) / 10 });
    return code;
  };
  const build = runCaptured(steps.find((step) => step.writer === 'build'));
  for (const step of steps.filter((s) => s.writer === 'source')) await runCaptured(step);
  const built = (await build) === 0;
  for (const step of steps.filter((s) => s.writer === 'built')) {
    if (built) await runCaptured(step);
    else results.push({ step: step.name, result: 'skipped (the build failed)', seconds: 0 });
  }
  const total = Date.now() - started;
  console.log(`\nStep times (total ${clock(total)}; the source checks ran beside the build):`);
  printStepTimes(results);
  const failed = results.filter((r) => r.result !== 'ok');
  fs.writeFileSync(
    'test-results/check-summary.json',
    `${JSON.stringify({ passed: results.length - failed.length, failed: failed.length, seconds: Math.round(total / 1000), steps: results }, null, 2)}\n`,
  );
  console.log(failed.length ? `\n${failed.length} checks failed: ${failed.map((r) => r.step).join(', ')}` : '\nEvery check passed.');
  process.exit(failed.length ? 1 : 0);
}

let passed = 0;
let failed = 0;
let skipRest = false;
const passedOnRetry = [];
const times = [];
const started = Date.now();

/** Counts a step's tests (or the step itself as one test) and its time; a failed `required` step skips the rest. */
function record(step, code, ms) {
  const counted = step.report ? tally(step.report) : null;
  if (counted) {
    passed += counted.passed;
    failed += counted.failed;
    if (code !== 0 && counted.failed === 0) failed++;
    passedOnRetry.push(...counted.flaky.map((test) => `${step.name}: ${test}`));
  } else if (code === 0) passed++;
  else failed++;
  times.push({ step: step.name, result: code === 0 ? 'ok' : `exit ${code}`, seconds: Math.round(ms / 100) / 10 });
  if (code !== 0 && step.required) skipRest = true;
}

/** Runs one step with its output shown as it comes. */
async function runInline(step) {
  console.log(`\n▶ ${step.name}`);
  const stepStarted = Date.now();
  const { code } = await run(step);
  const ms = Date.now() - stepStarted;
  record(step, code, ms);
  console.log(`◀ ${step.name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${clock(ms)}`);
}

/** Runs steps a core each, as many at once as there are cores; each one's output is printed when it ends. */
async function runParallel(batch) {
  const queue = [...batch];
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      const stepStarted = Date.now();
      const { code, output } = await run(step, { capture: true });
      const ms = Date.now() - stepStarted;
      record(step, code, ms);
      printCaptured(step, code, ms, output);
    }
  };
  const lanes = Math.min(os.availableParallelism(), batch.length);
  console.log(`\n▶▶ ${batch.map((step) => step.name).join(', ')}: ${lanes} at a time`);
  const batchStarted = Date.now();
  await Promise.all(Array.from({ length: lanes }, lane));
  console.log(`◀◀ ${batch.length} steps in ${clock(Date.now() - batchStarted)}`);
}

/**
 * The step marked `early` (the build) starts at once and runs beside the steps listed before it, which
 * neither read nor write what it does; the steps after it wait for it. Its output is printed when it ends.
 */
const earlyStep = steps.find((step) => step.early);
const earlyStarted = Date.now();
const earlyRun = earlyStep && run(earlyStep, { capture: true });

for (let index = 0; index < steps.length; index++) {
  const step = steps[index];
  if (step === earlyStep) {
    const { code, output } = await earlyRun;
    const ms = Date.now() - earlyStarted;
    record(step, code, ms);
    printCaptured(step, code, ms, output);
    continue;
  }
  if (step.routeSplitOnly && !routeSplit) {
    console.log(`\n▶ ${step.name}: not run (ROUTE_SPLIT=false: it measures the route split)`);
    times.push({ step: step.name, result: 'not run', seconds: 0 });
    continue;
  }
  if (skipRest) {
    console.log(`\n▶ ${step.name}: skipped (an earlier required step failed)`);
    failed++;
    times.push({ step: step.name, result: 'skipped', seconds: 0 });
    continue;
  }
  if (!step.parallel) {
    await runInline(step);
    continue;
  }
  let end = index;
  while (steps[end + 1]?.parallel) end++;
  await runParallel(steps.slice(index, end + 1));
  index = end;
}
const total = Date.now() - started;

const inStepOrder = (a, b) => steps.findIndex((step) => step.name === a.step) - steps.findIndex((step) => step.name === b.step);
times.sort(inStepOrder);
console.log(
  `\nStep times (total ${clock(total)}; the steps marked parallel ran ${os.availableParallelism()} at a time, and ${earlyStep?.name} beside them and the steps up to it):`,
);
printStepTimes(times);
if (passedOnRetry.length) {
  console.log(`\nPassed only on retry (${passedOnRetry.length}): flaky, to be fixed`);
  for (const test of passedOnRetry) console.log(`  ${test}`);
}
fs.writeFileSync(
  'test-results/summary.json',
  `${JSON.stringify({ passed, failed, passedOnRetry, seconds: Math.round(total / 1000), steps: times }, null, 2)}\n`,
);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
