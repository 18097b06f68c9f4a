/**
 * Fits the embedded search's ranking parameters (src/search/ranking.ts) on the tuning set
 * (tests/search-eval/queries.yaml) and its plain-words supplement (tests/search-eval/plain.yaml) and
 * writes them to src/search/ranking.json with the cross-validation score: k folds grouped by target
 * page; on each fold the parameters are fitted on the other folds and scored on it. The dev and
 * sealed sets are never read. Needs a build (`npm run build`).
 * Usage: npm run search:fit [-- --dir build --folds 5]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { RANKING_PARAMETERS, type RankingParameters } from '../../../src/search/ranking';
import { coordinateFit, foldsByPage, objective, type Ranks } from './crossValidation';
import { ranksOf, readJudged } from './judged';
import { loadBuild } from './nodeSearch';

/** The tuning set and its plain-words supplement (tests/search-eval/README.md): the queries ranking is fitted on. */
const FIT_SETS = ['tests/search-eval/queries.yaml', 'tests/search-eval/plain.yaml'];
const OUTPUT = 'src/search/ranking.json';
const PORT = 4799;
/** The values each parameter may take. */
const GRID: Record<keyof RankingParameters, readonly number[]> = {
  fullText: [0.3, 0.45, 0.6, 0.8, 1],
  alias: [0.3, 0.45, 0.6, 0.8, 0.95],
  post: [0.4, 0.5, 0.6, 0.7, 0.8],
  operationWithoutAction: [0.4, 0.5, 0.6, 0.7, 0.8],
  relaxed: [0.2, 0.35, 0.5, 0.7, 0.9],
  fuzzy: [0.2, 0.35, 0.5, 0.7],
  sameApiDecay: [0.7, 0.8, 0.85, 0.9, 1],
  coverage: [0, 0.25, 0.5, 0.75, 1],
};

const { values } = parseArgs({
  options: { dir: { type: 'string', default: 'build' }, folds: { type: 'string', default: '5' } },
  allowPositionals: true,
});

async function main() {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(PORT), '--dir', values.dir], { stdio: 'ignore' });
  try {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const entries = FIT_SETS.flatMap(readJudged);
    const backendWith = await loadBuild(values.dir, `http://127.0.0.1:${PORT}`);
    const cache = new Map<string, Promise<Ranks>>();
    const trial = (parameters: RankingParameters) => {
      const key = JSON.stringify(parameters);
      let ranks = cache.get(key);
      if (!ranks) cache.set(key, (ranks = ranksOf(backendWith(parameters), entries)));
      return ranks;
    };
    const all = entries.map((_, i) => i);
    const folds = foldsByPage(entries, Number(values.folds));
    const heldOut: number[] = [];
    for (const [i, fold] of folds.entries()) {
      const inFold = new Set(fold);
      const fitted = await coordinateFit(
        RANKING_PARAMETERS,
        GRID,
        trial,
        all.filter((j) => !inFold.has(j)),
      );
      const score = objective(await trial(fitted), fold);
      heldOut.push(score);
      console.log(
        `fold ${i + 1}/${folds.length} (${fold.length} queries): held-out score ${score.toFixed(3)} with ${JSON.stringify(fitted)}`,
      );
    }
    const parameters = await coordinateFit(RANKING_PARAMETERS, GRID, trial, all);
    const startScore = objective(await trial(RANKING_PARAMETERS), all);
    const fittedScore = objective(await trial(parameters), all);
    const cvScore = heldOut.reduce((sum, s) => sum + s, 0) / heldOut.length;
    const about = JSON.parse(fs.readFileSync(OUTPUT, 'utf8')).about as string;
    const output = {
      about,
      objective: 'mean of success@3 and MRR, page-grouped',
      crossValidation: { folds: folds.length, groupedBy: 'target page', heldOutScore: Number(cvScore.toFixed(4)) },
      tuningSetScore: { before: Number(startScore.toFixed(4)), fitted: Number(fittedScore.toFixed(4)) },
      parameters,
    };
    fs.writeFileSync(OUTPUT, `${JSON.stringify(output, null, 2)}\n`);
    console.log(
      `cross-validated score ${cvScore.toFixed(3)}; on the whole tuning set ${startScore.toFixed(3)} → ${fittedScore.toFixed(3)}`,
    );
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
