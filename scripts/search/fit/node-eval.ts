/**
 * The tuning, plain-words and dev sets, every page and post title, and pages asked for by name and
 * kind (both generated, see `titleQueries` and `pageKindQueries`), scored in Node, without a
 * browser: the embedded search's own code (src/search/embedded.ts) over a served build, as the fit
 * runs it (nodeSearch.ts). For iterating on ranking and on the index (`node
 * scripts/search/build-index.mjs` rewrites it without a site build); `npm run search:eval` still
 * measures the site in Chromium. The sealed set is never read.
 * Usage: npm run search:eval:node [-- --dir build --port 4798]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { rankedTargets, summarize } from '../../../lib/search/eval/metrics.mjs';
import { pageKindQueries, ranksOf, readJudged, titleQueries, type Judged } from './judged';
import { NAV_INDEX_FILE, type NavIndexFile } from '../../../src/search/navIndex';
import { loadBuild, shownHits } from './nodeSearch';

const SETS = [
  ['tuning', 'tests/search-eval/queries.yaml'],
  ['plain', 'tests/search-eval/plain.yaml'],
  ['dev', 'tests/search-eval/dev.yaml'],
  ['dev2', 'tests/search-eval/dev2.yaml'],
  ['dev3', 'tests/search-eval/dev3.yaml'],
] as const;

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'build' }, port: { type: 'string', default: '4798' } } });
const percent = (x: number) => `${(x * 100).toFixed(1)} %`;

async function main() {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', values.port, '--dir', values.dir], { stdio: 'ignore' });
  try {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const backend = (await loadBuild(values.dir, `http://127.0.0.1:${values.port}`))();
    /** Prints a set's figures per category and its misses. */
    const report = async (label: string, entries: readonly Judged[]) => {
      const ranks = await ranksOf(backend, entries);
      const summary = summarize(entries.map((entry, i) => ({ ...entry, rank: ranks[i] })));
      console.log(
        `\n${label}: success@1 ${percent(summary.overall.success1)}, success@3 ${percent(summary.overall.success3)}, MRR ${summary.overall.mrr.toFixed(3)}`,
      );
      for (const [category, s] of Object.entries(summary.categories)) {
        console.log(
          `  ${category.padEnd(14)} ${String(s.queries).padStart(3)} queries  success@3 ${percent(s.success3).padStart(7)}  success@1 ${percent(s.success1).padStart(7)}`,
        );
      }
      for (const [i, entry] of entries.entries()) {
        const rank = ranks[i];
        if (rank !== null && rank <= 3) continue;
        const shown = rankedTargets(await shownHits(backend, entry.q)).slice(0, 3);
        console.log(
          `  - [${entry.category}] "${entry.q}" → ${rank ?? 'not shown'}; wanted ${entry.relevant.join(' | ')}; shown ${shown.join(', ')}`,
        );
      }
    };
    for (const [name, file] of SETS) if (fs.existsSync(file)) await report(`${name} (${file})`, readJudged(file));
    const nav = JSON.parse(fs.readFileSync(path.join(values.dir, 'pagefind', NAV_INDEX_FILE), 'utf8')) as NavIndexFile;
    await report('titles (every page and post title, generated from the navigational index)', titleQueries(nav));
    await report('page kinds (integration pages, API references and glossary terms by name and kind, generated)', pageKindQueries(nav));
  } finally {
    server.kill();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
