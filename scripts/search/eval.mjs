#!/usr/bin/env node
// `npm run search:eval`: search quality and speed as readers meet them. Types every query of the
// tuning set (tests/search-eval/queries.yaml) and its plain-words supplement (tests/search-eval/plain.yaml:
// the two sets ranking is fitted on), of the dev set
// (tests/search-eval/dev.yaml, written from the content alone; its misses may be read and worked
// on, so it measures generalisation only until it is used up), of the second and third dev sets (dev2.yaml and
// dev3.yaml, the same, each written when the one before was used up) and of the sealed set
// (tests/search-eval/sealed.yaml, written without sight of the search code and never tuned on) into
// the search modal of the production build in Chromium, and prints success@1, success@3 and MRR per
// category for each set, the gaps between them, and the misses of the tuning and dev sets (the
// sealed set's only with --show-sealed-misses). With --timing it also measures what the first query
// downloads and the query-to-render time over 50 queries; the sets run at once, each in its own
// browser, and those two measurements alone. --min-success3, --min-dev-success3 and
// --min-sealed-success3 exit 1 below those shares (the gates of `npm test`). It fails when a sealed
// target (page, or operation of an API page) is also a target of a set fitted on. --sets runs only some sets.
// Usage: node scripts/search/eval.mjs [--dir build] [--sets tuning,plain,dev,dev2,dev3,sealed] [--min-success3 0.9]
//        [--min-dev-success3 0.8] [--min-sealed-success3 0.9] [--timing] [--json out.json] [--show-sealed-misses]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import yaml from 'js-yaml';
import { openSearchModal } from '../../lib/search/eval/browser.mjs';
import { firstRightRank, rankedTargets, sharedTargets, summarize, validateQuerySet } from '../../lib/search/eval/metrics.mjs';

/** The judged sets, in the order they are run and printed. */
const SETS = [
  { name: 'tuning', label: 'Tuning set', file: 'tests/search-eval/queries.yaml', gate: 'min-success3', missesShown: true },
  { name: 'plain', label: 'Plain-words set', file: 'tests/search-eval/plain.yaml', gate: null, missesShown: true },
  { name: 'dev', label: 'Dev set', file: 'tests/search-eval/dev.yaml', gate: 'min-dev-success3', missesShown: true },
  { name: 'dev2', label: 'Second dev set', file: 'tests/search-eval/dev2.yaml', gate: null, missesShown: true },
  { name: 'dev3', label: 'Third dev set', file: 'tests/search-eval/dev3.yaml', gate: null, missesShown: true },
  { name: 'sealed', label: 'Sealed set', file: 'tests/search-eval/sealed.yaml', gate: 'min-sealed-success3', missesShown: false },
];
const TIMING_QUERIES = 50;
/** The query whose downloads are the first-query bytes (the same one as every earlier measurement). */
const FIRST_QUERY = 'webhooks';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'build' },
    'min-success3': { type: 'string' },
    'min-dev-success3': { type: 'string' },
    'min-sealed-success3': { type: 'string' },
    sets: { type: 'string', default: SETS.map((set) => set.name).join(',') },
    'show-sealed-misses': { type: 'boolean', default: false },
    timing: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});

const percent = (x) => `${(x * 100).toFixed(1)} %`;
const percentile = (sorted, p) => sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))];

function publishedRoutes() {
  const file = 'tests/published-routes.txt';
  if (!fs.existsSync(file)) return null;
  const lines = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  return new Set(lines.map((l) => (l.length > 1 ? l.replace(/\/+$/, '') : l)));
}

/** A judged set, checked; null when the file does not exist (a set before it is written). */
function readSet(file, routes) {
  if (!fs.existsSync(file)) return null;
  const entries = /** @type {Array<{q: string, category: string, relevant: string[]}>} */ (yaml.load(fs.readFileSync(file, 'utf8')));
  const problems = validateQuerySet(entries, routes);
  if (problems.length) throw new Error(`${file} is not well formed:\n  ${problems.join('\n  ')}`);
  return entries;
}

function printTable(title, summary) {
  console.log(`\n${title}`);
  const rows = [['category', 'queries', 'success@1', 'success@3', 'MRR']];
  for (const [name, s] of [...Object.entries(summary.categories), ['all', summary.overall]]) {
    rows.push([name, String(s.queries), percent(s.success1), percent(s.success3), s.mrr.toFixed(3)]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const row of rows) console.log(row.map((cell, i) => (i ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  '));
}

/** success@3 per category side by side, one column per set, so the gaps between sets show by kind of query. */
function printComparison(sets, out) {
  if (sets.length < 2) return;
  const categories = [...new Set(sets.flatMap((set) => Object.keys(out[set.name].summary.categories)))].sort();
  const cell = (set, category) => {
    const s = category === 'all' ? out[set.name].summary.overall : out[set.name].summary.categories[category];
    return s ? percent(s.success3) : '';
  };
  console.log('\nsuccess@3 by category and set');
  const rows = [
    ['category', ...sets.map((set) => set.name)],
    ...[...categories, 'all'].map((c) => [c, ...sets.map((set) => cell(set, c))]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const row of rows) console.log(row.map((text, i) => (i ? text.padStart(widths[i]) : text.padEnd(widths[i]))).join('  '));
}

function printMisses(title, failures) {
  if (!failures.length) return;
  console.log(`\n${title} (${failures.length}):`);
  for (const f of failures) {
    const hint = f.correction ? ` [did you mean: ${f.correction}]` : '';
    console.log(
      `- [${f.category}] "${f.q}" → ${f.rank ? `rank ${f.rank}` : 'not shown'}${hint}; wanted ${f.relevant.join(' | ')}; shown ${f.shown.join(', ') || '(nothing)'}`,
    );
  }
}

/** Asks every query of `entries`; returns the summary and the queries whose right page is not in the top 3. */
async function evaluate(modal, entries) {
  const rows = [];
  for (const entry of entries) {
    await modal.ask('');
    const answer = await modal.ask(entry.q);
    const targets = rankedTargets(answer.hits);
    rows.push({
      ...entry,
      rank: firstRightRank(targets, entry.relevant),
      shown: targets.slice(0, 3),
      correction: answer.correction,
      status: answer.status,
    });
  }
  const failures = rows
    .filter((r) => r.rank === null || r.rank > 3)
    .map(({ q, category, rank, relevant, shown, correction, status }) => ({ q, category, rank, relevant, shown, correction, status }));
  return { summary: summarize(rows), failures };
}

async function measureTiming(modal, entries) {
  const times = [];
  const backend = [];
  for (const entry of entries.slice(0, TIMING_QUERIES)) {
    await modal.ask('');
    const answer = await modal.ask(entry.q);
    times.push(answer.renderMs);
    backend.push(answer.backendMs);
  }
  times.sort((a, b) => a - b);
  backend.sort((a, b) => a - b);
  return {
    queries: times.length,
    queryToRenderMedianMs: Math.round(percentile(times, 50)),
    queryToRenderP95Ms: Math.round(percentile(times, 95)),
    searchOnlyP95Ms: Math.round(percentile(backend, 95)),
  };
}

/** Exits 1 when `summary` is below the gate given by `option`. */
function gate(label, summary, option) {
  const minimum = values[option] ? Number(values[option]) : null;
  if (minimum === null || summary.overall.success3 >= minimum) return true;
  console.error(`\n${label}: success@3 is ${percent(summary.overall.success3)}, below the gate of ${percent(minimum)}.`);
  return false;
}

async function main() {
  const routes = publishedRoutes();
  const wanted = new Set(values.sets.split(',').map((name) => name.trim()));
  const unknown = [...wanted].filter((name) => !SETS.some((set) => set.name === name));
  if (unknown.length) throw new Error(`Unknown set ${unknown.join(', ')}; the sets are ${SETS.map((set) => set.name).join(', ')}.`);
  const entries = Object.fromEntries(SETS.map((set) => [set.name, readSet(set.file, routes)]));
  if (!entries.tuning) throw new Error(`${SETS[0].file} is missing.`);
  if (entries.sealed) {
    const shared = sharedTargets([...entries.tuning, ...(entries.plain ?? [])], entries.sealed);
    if (shared.length)
      throw new Error(`The sealed set must judge other pages than the sets ranking is fitted on; both judge:\n  ${shared.join('\n  ')}`);
  }
  if (!fs.existsSync(path.join(values.dir, 'pagefind'))) throw new Error(`No search index in ${values.dir}/. Run \`npm run build\` first.`);
  const run = SETS.filter((set) => wanted.has(set.name) && entries[set.name]);

  const fetched = [];
  const modal = await openSearchModal({ dir: values.dir, onRequest: (url, bytes) => fetched.push({ url, bytes }) });
  const others = [];
  const out = {};
  try {
    // The first query of a visit loads the index: what it downloads is measured on one fixed query, alone.
    const first = await modal.ask(FIRST_QUERY);
    out.firstQuery = {
      query: FIRST_QUERY,
      bytes: fetched.reduce((sum, f) => sum + f.bytes, 0),
      requests: fetched.length,
      ms: Math.round(first.renderMs),
      files: [...fetched],
    };
    // One reader per set at once: a modal mostly waits for its debounce and for frames (one set alone kept
    // 57 % of two cores idle), and each set's answers do not depend on the others.
    while (others.length < run.length - 1) others.push(await openSearchModal({ dir: values.dir }));
    const summaries = await Promise.all(run.map((set, i) => evaluate(i ? others[i - 1] : modal, entries[set.name])));
    for (const [i, set] of run.entries()) out[set.name] = summaries[i];
    // Speed is measured alone, once every set is done.
    if (values.timing) out.timing = await measureTiming(modal, entries.tuning);
  } finally {
    await Promise.all([modal, ...others].map((open) => open.close()));
  }

  for (const set of run) printTable(`${set.label} (${set.file})`, out[set.name].summary);
  for (const set of SETS.filter((s) => wanted.has(s.name) && !entries[s.name])) console.log(`\nNo ${set.name} set yet (${set.file}).`);
  const measured = run.filter((set) => out[set.name]);
  printComparison(measured, out);
  for (const [i, a] of measured.entries()) {
    for (const b of measured.slice(i + 1)) {
      const gap = (key) => ((out[a.name].summary.overall[key] - out[b.name].summary.overall[key]) * 100).toFixed(1);
      console.log(
        `\n${a.label.replace(/ set$/, '')} − ${b.name} gap: success@1 ${gap('success1')} points, success@3 ${gap('success3')} points, MRR ${gap('mrr')} hundredths.`,
      );
    }
  }
  console.log(
    `\nFirst query "${out.firstQuery.query}": ${(out.firstQuery.bytes / 1000).toFixed(1)} kB in ${out.firstQuery.requests} requests, ${out.firstQuery.ms} ms.`,
  );
  if (out.timing) {
    console.log(
      `Query to render over ${out.timing.queries} queries: median ${out.timing.queryToRenderMedianMs} ms, p95 ${out.timing.queryToRenderP95Ms} ms (search alone p95 ${out.timing.searchOnlyP95Ms} ms).`,
    );
  }
  const showSealed = values['show-sealed-misses'];
  for (const set of measured) {
    if (set.missesShown || showSealed) printMisses(`${set.label}: not in the top 3`, out[set.name].failures);
    else
      console.log(`\n${set.label}: ${out[set.name].failures.length} not in the top 3 (not shown: the ${set.name} set is never tuned on).`);
  }
  if (values.json) {
    // The sealed misses stay out of the file unless asked for, like on screen.
    const written = out.sealed && !showSealed ? { ...out, sealed: { summary: out.sealed.summary } } : out;
    fs.writeFileSync(values.json, `${JSON.stringify(written, null, 2)}\n`);
  }

  const passed = measured.map((set) => gate(set.label, out[set.name].summary, set.gate));
  for (const set of SETS.filter((s) => values[s.gate] && !out[s.name])) {
    console.error(`\nThe ${set.name} set gate is set but the ${set.name} set was not run (${set.file} missing or left out of --sets).`);
    passed.push(false);
  }
  if (passed.includes(false)) process.exit(1);
}

main().catch((error) => {
  console.error(`[search:eval] ${error.message}`);
  process.exit(1);
});
