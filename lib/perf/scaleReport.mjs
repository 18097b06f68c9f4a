// The "Scale" section of perf/report.md, written by `npm run perf:scale` and kept by `npm run perf`
// (which regenerates the rest of the file), and the charts it links.
import { lineChart } from './svgChart.mjs';

const START = '<!-- scale:start -->';
const END = '<!-- scale:end -->';

const kB = (bytes) => (bytes === null || bytes === undefined ? '–' : `${(bytes / 1000).toFixed(1)} kB`);
const seconds = (value) => (value === null || value === undefined ? '–' : `${value.toFixed(1)} s`);
const mib = (bytes) => (bytes ? `${(bytes / 1048576).toFixed(0)} MiB` : '–');

/** `markdown` with its scale section replaced by `section` (appended when it has none). */
export function replaceScaleSection(markdown, section) {
  const block = `${START}\n${section.trim()}\n${END}\n`;
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start < 0 || end < 0) return `${markdown.trimEnd()}\n\n${block}`;
  return markdown.slice(0, start) + block + markdown.slice(end + END.length).replace(/^\n/, '');
}

/** The regenerated report `fresh` with the scale section of the `previous` report, if it had one. */
export function keepScaleSection(previous, fresh) {
  const start = previous.indexOf(START);
  const end = previous.indexOf(END);
  if (start < 0 || end < 0) return fresh;
  return replaceScaleSection(fresh, previous.slice(start + START.length, end));
}

/**
 * The phases of a build, from Docusaurus's `[PERF]` lines (DOCUSAURUS_PERF_LOGGER=true): label and
 * seconds of each one that took at least `minSeconds`, in the order they ended.
 */
export function buildPhases(lines, minSeconds = 1) {
  const phases = [];
  for (const line of lines) {
    const match = line.match(/\[PERF\](?:\[KO\])? (.+?) - ([\d.]+) (seconds!|ms)/);
    // One line per batch of pages a render worker did: too many to list, summed in "SSG".
    if (!match || match[1].startsWith('SSG Worker')) continue;
    const value = Number(match[2]) / (match[3] === 'ms' ? 1000 : 1);
    if (value >= minSeconds) phases.push({ label: match[1], seconds: value });
  }
  return phases;
}

/** The chart files of the section: name → SVG text. */
export function scaleCharts(results, budgets) {
  const points = (pick) => results.map((result) => [result.routes, pick(result)]);
  const page = (result, type) => result.pages.find((p) => p.type === type);
  const js = (type) => (result) => Math.round((page(result, type)?.js ?? 0) / 100) / 10;
  return {
    'scale-first-visit-js.svg': lineChart({
      title: 'First-visit JavaScript (gzip) against routes',
      xLabel: 'routes',
      yLabel: 'kB gzip',
      series: [
        { name: 'doc page', points: points(js('doc page')) },
        { name: 'post', points: points(js('post')) },
        { name: 'largest API page', points: points(js('largest API page')) },
        { name: 'main.js', points: points((r) => Math.round(r.main.gzip / 100) / 10) },
      ],
      limit: { value: budgets.bytes.docPageJsGzip / 1000, label: 'doc page budget' },
    }),
    'scale-build-time.svg': lineChart({
      title: 'Cold build wall time against routes',
      xLabel: 'routes',
      yLabel: 'seconds',
      series: [{ name: 'cold build', points: points((r) => Math.round(r.build.wallSeconds)) }],
      limit: { value: budgets.build.coldWallSeconds, label: 'budget' },
    }),
    'scale-memory.svg': lineChart({
      title: 'Peak build memory against routes',
      xLabel: 'routes',
      yLabel: 'MiB',
      series: [
        { name: 'process tree', points: points((r) => Math.round(r.build.peakTreeRssBytes / 1048576)) },
        { name: 'largest process', points: points((r) => Math.round((r.build.maxProcessRssBytes ?? 0) / 1048576)) },
      ],
    }),
  };
}

/** The Markdown of the scale section. */
export function renderScaleSection(results, { date, lighthouseRuns, phases }) {
  const lines = [];
  const out = (line = '') => lines.push(line);
  out('## Scale');
  out();
  out(
    `Measured ${date} by \`npm run perf:scale\`: the site copied to the OS temp dir with the docs tree and the update posts repeated N times (docs under \`/copy-k/\`, posts moved back in time, every sidebar repeated for each copy), built cold (own bundler cache) at nice 10 and under the build lock. First-visit bytes are gzip, computed from each build as in "Bytes of a first visit"; Lighthouse is the mobile preset on the doc page, median of ${lighthouseRuns} run${lighthouseRuns === 1 ? '' : 's'}.`,
  );
  out();
  out(
    '| Scale | Routes | HTML pages | Cold build | Peak memory (tree / largest process) | main.js raw / gzip | Route table in main.js + runtime (gzip) | Doc page JS / CSS | Post JS / CSS | Largest API page JS / CSS | Lighthouse performance (doc page) | Load average (1 min) at build / Lighthouse |',
  );
  out('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results) {
    const cell = (type) => {
      const page = r.pages.find((p) => p.type === type);
      return page ? `${kB(page.js)} / ${kB(page.css)}` : '–';
    };
    out(
      `| ${r.factor}× | ${r.routes} | ${r.htmlPages} | ${seconds(r.build.wallSeconds)} | ${mib(r.build.peakTreeRssBytes)} / ${mib(r.build.maxProcessRssBytes)} | ${kB(r.main.raw)} / ${kB(r.main.gzip)} | ${kB(r.routeTableGzip)} | ${cell('doc page')} | ${cell('post')} | ${cell('largest API page')} | ${r.lighthouse ?? '–'} | ${r.load ? `${r.load.build.toFixed(1)} / ${r.load.lighthouse?.toFixed(1) ?? '–'}` : '–'} |`,
    );
  }
  out();
  const first = results[0];
  const last = results.at(-1);
  if (first && last && last.routes > first.routes) {
    const doc = (r) => r.pages.find((p) => p.type === 'doc page')?.js ?? 0;
    out(
      `From ${first.routes} to ${last.routes} routes, the doc page's first-visit JavaScript grows by ${kB(((doc(last) - doc(first)) / (last.routes - first.routes)) * 100)} gzip per 100 routes and main.js by ${kB(((last.main.gzip - first.main.gzip) / (last.routes - first.routes)) * 100)}; the cold build takes ${seconds(((last.build.wallSeconds - first.build.wallSeconds) / (last.routes - first.routes)) * 100)} more per 100 routes.`,
    );
    out();
  }
  out('![First-visit JavaScript against routes](scale-first-visit-js.svg)');
  out('![Cold build wall time against routes](scale-build-time.svg)');
  out('![Peak build memory against routes](scale-memory.svg)');
  out();
  if (phases?.phases.length) {
    out(`### Where the build time goes at ${phases.factor}×`);
    out();
    out(
      `Docusaurus's own timings (\`DOCUSAURUS_PERF_LOGGER=true\`), phases of 1 s or more, nested phases after a \`>\`; the search index script after \`docusaurus build\` took ${seconds(phases.afterDocusaurus)}.`,
    );
    out();
    out('| Phase | Seconds |');
    out('| --- | --- |');
    for (const phase of phases.phases) out(`| ${phase.label} | ${phase.seconds.toFixed(1)} |`);
    out();
  }
  return `${lines.join('\n')}\n`;
}
