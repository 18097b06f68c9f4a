#!/usr/bin/env node
// `npm run search:eval`: search quality and speed as readers meet them. Types every query of the
// judged set (tests/search-eval/queries.yaml) into the search modal of the production build in
// Chromium and prints success@1, success@3 and MRR per category, then every query whose right
// page is not in the top 3. With --timing it also measures what the first query downloads and the
// query-to-render time over 50 queries. With --min-success3 it exits 1 below that share (the gate
// of `npm test`).
// Usage: node scripts/search/eval.mjs [--dir build] [--min-success3 0.9] [--timing] [--json out.json]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import yaml from 'js-yaml';
import { openSearchModal } from './eval/browser.mjs';
import { firstRightRank, rankedTargets, summarize, validateQuerySet } from './eval/metrics.mjs';

const QUERY_SET = 'tests/search-eval/queries.yaml';
const TIMING_QUERIES = 50;
/** The query whose downloads are the first-query bytes (the same one as every earlier measurement). */
const FIRST_QUERY = 'webhooks';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'build' },
    'min-success3': { type: 'string' },
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

function printTable(summary) {
  const rows = [['category', 'queries', 'success@1', 'success@3', 'MRR']];
  for (const [name, s] of [...Object.entries(summary.categories), ['all', summary.overall]]) {
    rows.push([name, String(s.queries), percent(s.success1), percent(s.success3), s.mrr.toFixed(3)]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const row of rows) console.log(row.map((cell, i) => (i ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  '));
}

async function main() {
  const entries = /** @type {Array<{q: string, category: string, relevant: string[]}>} */ (yaml.load(fs.readFileSync(QUERY_SET, 'utf8')));
  const problems = validateQuerySet(entries, publishedRoutes());
  if (problems.length) throw new Error(`${QUERY_SET} is not well formed:\n  ${problems.join('\n  ')}`);
  if (!fs.existsSync(path.join(values.dir, 'pagefind'))) throw new Error(`No search index in ${values.dir}/. Run \`npm run build\` first.`);

  const fetched = [];
  const modal = await openSearchModal({ dir: values.dir, onRequest: (url, bytes) => fetched.push({ url, bytes }) });
  const out = {};
  try {
    // The first query of a visit loads the index: what it downloads is measured on one fixed query.
    const first = await modal.ask(FIRST_QUERY);
    out.firstQuery = {
      query: FIRST_QUERY,
      bytes: fetched.reduce((sum, f) => sum + f.bytes, 0),
      requests: fetched.length,
      ms: Math.round(first.renderMs),
      files: [...fetched],
    };
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
    out.summary = summarize(rows);
    out.failures = rows
      .filter((r) => r.rank === null || r.rank > 3)
      .map(({ q, category, rank, relevant, shown, correction, status }) => ({ q, category, rank, relevant, shown, correction, status }));

    if (values.timing) {
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
      out.timing = {
        queries: times.length,
        queryToRenderMedianMs: Math.round(percentile(times, 50)),
        queryToRenderP95Ms: Math.round(percentile(times, 95)),
        searchOnlyP95Ms: Math.round(percentile(backend, 95)),
      };
    }
  } finally {
    await modal.close();
  }

  printTable(out.summary);
  console.log(
    `\nFirst query "${out.firstQuery.query}": ${(out.firstQuery.bytes / 1000).toFixed(1)} kB in ${out.firstQuery.requests} requests, ${out.firstQuery.ms} ms.`,
  );
  if (out.timing) {
    console.log(
      `Query to render over ${out.timing.queries} queries: median ${out.timing.queryToRenderMedianMs} ms, p95 ${out.timing.queryToRenderP95Ms} ms (search alone p95 ${out.timing.searchOnlyP95Ms} ms).`,
    );
  }
  if (out.failures.length) {
    console.log(`\nNot in the top 3 (${out.failures.length}):`);
    for (const f of out.failures) {
      const hint = f.correction ? ` [did you mean: ${f.correction}]` : '';
      console.log(
        `- [${f.category}] "${f.q}" → ${f.rank ? `rank ${f.rank}` : 'not shown'}${hint}; wanted ${f.relevant.join(' | ')}; shown ${f.shown.join(', ') || '(nothing)'}`,
      );
    }
  }
  if (values.json) fs.writeFileSync(values.json, `${JSON.stringify(out, null, 2)}\n`);

  const gate = values['min-success3'] ? Number(values['min-success3']) : null;
  if (gate !== null && out.summary.overall.success3 < gate) {
    console.error(`\nsuccess@3 is ${percent(out.summary.overall.success3)}, below the gate of ${percent(gate)}.`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(`[search:eval] ${error.message}`);
  process.exit(1);
});
