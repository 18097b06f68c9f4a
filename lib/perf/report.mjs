// Compares the figures of `npm run perf` with perf/budgets.json and writes the Markdown summary.

const kB = (bytes) => (bytes === null || bytes === undefined ? '–' : `${(bytes / 1000).toFixed(1)} kB`);
const seconds = (value) => (value === null || value === undefined ? '–' : `${value.toFixed(1)} s`);
const mib = (bytes) => (bytes ? `${(bytes / 1048576).toFixed(0)} MiB` : '–');
const ms = (value) => (value === null || value === undefined ? '–' : `${Math.round(value)} ms`);

/**
 * The doc-page JavaScript budget of a build: with the route split off, core's whole route table and chunk map
 * come with every page, and perf/budgets.json gives that mode its own figure.
 * @returns {{ limit: number, budget: string }}
 */
export function docPageJsBudget(bytes, routeSplit) {
  const budget = routeSplit ? 'docPageJsGzip' : 'docPageJsGzipCoreRouteTable';
  return { limit: bytes[budget], budget: `bytes.${budget}` };
}

/**
 * Every budget check: the figure, its value, the budget and whether it holds.
 * A figure that was not measured (no build run, Lighthouse not installed) is `skipped`.
 */
export function checkBudgets(report, budgets) {
  const checks = [];
  const add = (figure, value, limit, kind, ok, budget) =>
    checks.push({ figure, value, limit, kind, budget, status: value === null || value === undefined ? 'skipped' : ok ? 'ok' : 'broken' });
  const { bytes, build, lighthouse, axe } = budgets;
  const docJs = docPageJsBudget(bytes, report.routeSplit !== false);
  for (const page of report.pages) {
    const js = page.bytes.js.gzip;
    if (page.type === 'largest API page')
      add(`${page.type} ${page.path}: JS`, js, bytes.apiPageJsGzip, 'bytes', js <= bytes.apiPageJsGzip, 'bytes.apiPageJsGzip');
    else if (page.kind === 'doc') add(`${page.type} ${page.path}: JS`, js, docJs.limit, 'bytes', js <= docJs.limit, docJs.budget);
    add(
      `${page.type} ${page.path}: CSS`,
      page.bytes.css.gzip,
      bytes.cssGzip,
      'bytes',
      page.bytes.css.gzip <= bytes.cssGzip,
      'bytes.cssGzip',
    );
  }
  if (report.allRoutes) {
    const worst = report.allRoutes.worstDocJs;
    if (worst) add(`every doc page (worst: ${worst.path}): JS`, worst.gzip, docJs.limit, 'bytes', worst.gzip <= docJs.limit, docJs.budget);
  }
  const cold = report.build?.cold?.wallSeconds;
  add(
    'cold production build (npm run build)',
    cold ?? null,
    build.coldWallSeconds,
    'seconds',
    cold <= build.coldWallSeconds,
    'build.coldWallSeconds',
  );
  for (const page of report.pages) {
    const scores = page.lighthouse?.scores;
    for (const category of ['performance', 'accessibility', 'best-practices', 'seo']) {
      const value = scores ? scores[category] : null;
      const limit = lighthouse[category];
      add(`${page.type}: Lighthouse ${category}`, value, limit, 'score', value >= limit, `lighthouse.${category}`);
      if (category === 'performance' && value !== null && value !== undefined && value < lighthouse.performanceFloor) {
        add(
          `${page.type}: Lighthouse performance (floor)`,
          value,
          lighthouse.performanceFloor,
          'score',
          false,
          'lighthouse.performanceFloor',
        );
      }
    }
    for (const mode of ['light', 'dark']) {
      const result = page.axe?.[mode];
      const count = result
        ? result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').length
        : null;
      add(
        `${page.type}: axe ${mode} serious/critical`,
        count,
        axe.seriousOrCritical,
        'count',
        count <= axe.seriousOrCritical,
        'axe.seriousOrCritical',
      );
    }
  }
  return checks;
}

function formatValue(check) {
  if (check.kind === 'bytes') return kB(check.value);
  if (check.kind === 'seconds') return seconds(check.value);
  return check.value === null || check.value === undefined ? '–' : String(check.value);
}

function formatLimit(check) {
  if (check.kind === 'bytes') return `≤ ${kB(check.limit)}`;
  if (check.kind === 'seconds') return `≤ ${seconds(check.limit)}`;
  if (check.kind === 'count') return `≤ ${check.limit}`;
  return `≥ ${check.limit}`;
}

export function renderMarkdown(report, checks) {
  const lines = [];
  const out = (line = '') => lines.push(line);
  out('# Performance and accessibility report');
  out();
  out(
    `Generated ${report.generatedAt} by \`npm run perf\` on commit \`${report.commit}\`${report.dirty ? ' (with uncommitted changes)' : ''}, ${report.machine.cpus} CPUs, Node ${report.machine.node}. Budgets: \`perf/budgets.json\`; bytes are gzip level 6, 1 kB = 1000 bytes.`,
  );
  out();
  const broken = checks.filter((check) => check.status === 'broken');
  const skipped = checks.filter((check) => check.status === 'skipped');
  out(
    `**${broken.length ? `${broken.length} budget${broken.length === 1 ? '' : 's'} broken` : 'Every measured figure is within budget'}**` +
      (skipped.length ? `; ${skipped.length} not measured in this run.` : '.'),
  );
  out();
  if (broken.length) {
    out('| Figure | Value | Budget | Breaks |');
    out('| --- | --- | --- | --- |');
    for (const check of broken) out(`| ${check.figure} | ${formatValue(check)} | ${formatLimit(check)} | \`${check.budget}\` |`);
    out();
  }

  out('## Build');
  out();
  if (report.build?.cold || report.build?.warm) {
    out('| Build | Wall time | Docusaurus part | Peak memory (largest process) | Peak memory (process tree) |');
    out('| --- | --- | --- | --- | --- |');
    for (const kind of ['cold', 'warm']) {
      const run = report.build[kind];
      if (run)
        out(
          `| ${kind}${kind === 'cold' ? ' (`.docusaurus`, `node_modules/.cache`, `build/` deleted)' : ''}${run.measuredAt ? `, run of ${run.measuredAt}` : ''} | ${seconds(run.wallSeconds)} | ${seconds(run.docusaurusSeconds)} | ${mib(run.maxProcessRssBytes)} | ${mib(run.peakTreeRssBytes)} |`,
        );
    }
    out();
    if (report.build.cold?.measuredAt)
      out('These build times come from the previous full run; this run (`--skip-build`) measured the build already in `build/`.');
    if (report.build.cold?.measuredAt) out();
    if (report.build.note) out(report.build.note);
    if (report.build.note) out();
  } else {
    out('Not built in this run (`--skip-build`): the figures below are of the build already in `build/`.');
    out();
  }
  const counts = report.build.pages;
  out(
    `Routes: ${report.build.routes} (${report.build.routesByKind.map(([kind, n]) => `${n} ${kind}`).join(', ')}). HTML files in build/: ${counts.htmlFiles}, of which ${counts.redirectStubs} are client-redirect stubs.`,
  );
  out();

  out('## Bytes of a first visit');
  out();
  out(
    'Computed from the build (deterministic, the same computation as `tests/build/bytes.test.ts`): the HTML, the assets it names and the chunks of every route the URL matches. *Shared* is what other pages load too (the entry bundle on every page, layout and vendor chunks used by more than one route); *page* is this route only. Prefetches of linked routes are not counted.',
  );
  out();
  out('| Page type | Path | HTML raw / gzip | CSS raw / gzip | JS raw / gzip | JS shared (gzip) | JS page (gzip) |');
  out('| --- | --- | --- | --- | --- | --- | --- |');
  for (const page of report.pages) {
    const b = page.bytes;
    out(
      `| ${page.type} | \`${page.path}\` | ${kB(b.html.raw)} / ${kB(b.html.gzip)} | ${kB(b.css.raw)} / ${kB(b.css.gzip)} | ${kB(b.js.raw)} / ${kB(b.js.gzip)} | ${kB(b.js.shared.gzip)} | ${kB(b.js.page.gzip)} |`,
    );
  }
  out();
  if (report.allRoutes) {
    const all = report.allRoutes;
    out(
      `Across all ${all.docs} doc pages JS is ${kB(all.minDocJs)}–${kB(all.worstDocJs?.gzip)} gzip (worst: \`${all.worstDocJs?.path}\`); across ${all.apis} API reference pages up to ${kB(all.worstApiJs?.gzip)} (\`${all.worstApiJs?.path}\`).`,
    );
    out();
  }
  if (report.pages.some((page) => page.recorded)) {
    out(
      'Measured in Chromium (cold cache, served by `scripts/serve.mjs` with brotli): transfer and decoded bytes of the requests a first visit makes until the page has hydrated and the network is idle; prefetches listed apart.',
    );
    out();
    out(
      '| Page type | Requests | JS transfer / decoded | CSS transfer | Other transfer | Prefetched (not needed) | Not in the computation |',
    );
    out('| --- | --- | --- | --- | --- | --- | --- |');
    for (const page of report.pages) {
      const r = page.recorded;
      if (!r) continue;
      out(
        `| ${page.type} | ${r.requests} | ${kB(r.js.transfer)} / ${kB(r.js.decoded)} | ${kB(r.css.transfer)} | ${kB(r.other.transfer)} | ${r.prefetch.count} (${kB(r.prefetch.transfer)}) | ${r.notComputed.length ? r.notComputed.map((file) => `\`${file}\``).join(', ') : 'none'} |`,
      );
    }
    out();
    const third = [...new Set(report.pages.flatMap((page) => page.recorded?.thirdParty ?? []))];
    out(
      third.length
        ? `Third-party requests (blocked during the run): ${third.map((url) => `\`${url}\``).join(', ')}.`
        : 'No third-party requests.',
    );
    out();
  }
  const table = report.routeTable;
  out('### What grows with the page count');
  out();
  out(
    `Every page downloads the route table in main.js and the chunk maps of the runtime; the routes themselves come by section (plugins/framework-patches/route-split). With ${report.build.routes} routes: list of sections ${kB(table.inMain.routes.gzip)}, global data ${kB(table.inMain.globalData.gzip)} (together ${kB(table.inMainGzip)} of main.js's ${kB(table.main.gzip)}), plus runtime~main.js ${kB(table.runtime.gzip)}.` +
      (report.docsProps
        ? ` A doc page also loads the docs version data with the sidebars of its section: ${kB(report.docsProps.gzip)}.`
        : ''),
  );
  out();

  if (report.pages.some((page) => page.vitals)) {
    out('## Paint and layout shift in Chromium');
    out();
    out(
      `Cold first visits with the mobile preset's throttling applied through DevTools (slow 4G, 4x CPU slowdown, 412×823), median LCP of ${report.vitalsRuns} runs. Applied throttling is harsher than Lighthouse's simulated throttling: compare these figures between builds, not with Lighthouse's.`,
    );
    out();
    out('| Page type | FCP | LCP (runs) | TBT | CLS |');
    out('| --- | --- | --- | --- | --- |');
    for (const page of report.pages) {
      const v = page.vitals;
      if (v) out(`| ${page.type} | ${ms(v.fcp)} | ${ms(v.lcp)} (${v.runs.join(', ')}) | ${ms(v.tbt)} | ${v.cls.toFixed(3)} |`);
    }
    out();
  }

  if (report.pages.some((page) => page.lighthouse)) {
    out('## Lighthouse');
    out();
    out(
      `Lighthouse ${report.pages.find((page) => page.lighthouse)?.lighthouse.lighthouseVersion} mobile preset, median of ${report.lighthouseRuns} runs, against the build served compressed by \`scripts/serve.mjs\`. Scores on a shared 2-core machine vary from run to run.`,
    );
    out();
    out('| Page type | Performance (runs) | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS | Not passing |');
    out('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const page of report.pages) {
      const l = page.lighthouse;
      if (!l) continue;
      const failing = Object.values(l.failing)
        .flat()
        .map((audit) => audit.id);
      out(
        `| ${page.type} | ${l.scores.performance} (${l.runs.join(', ')}) | ${l.scores.accessibility} | ${l.scores['best-practices']} | ${l.scores.seo} | ${ms(l.metrics.fcp)} | ${ms(l.metrics.lcp)} | ${ms(l.metrics.tbt)} | ${l.metrics.cls?.toFixed(3)} | ${[...new Set(failing)].join(', ') || '–'} |`,
      );
    }
    out();
  } else {
    out('## Lighthouse');
    out();
    out(report.lighthouseSkipped ?? 'Not run.');
    out();
  }

  out('## axe-core');
  out();
  if (report.pages.some((page) => page.axe)) {
    out(`axe-core ${report.axeVersion}, rules tagged WCAG 2.0/2.1/2.2 A and AA and best practice, desktop viewport.`);
    out();
    out('| Page type | Light: critical / serious / other | Dark: critical / serious / other | Violations |');
    out('| --- | --- | --- | --- |');
    for (const page of report.pages) {
      if (!page.axe) continue;
      const cell = (mode) => {
        const v = page.axe[mode].violations;
        return `${v.filter((x) => x.impact === 'critical').length} / ${v.filter((x) => x.impact === 'serious').length} / ${v.filter((x) => x.impact !== 'critical' && x.impact !== 'serious').length}`;
      };
      const ids = [...new Set(['light', 'dark'].flatMap((mode) => page.axe[mode].violations.map((v) => `${v.id} (${v.impact})`)))];
      out(`| ${page.type} | ${cell('light')} | ${cell('dark')} | ${ids.join(', ') || '–'} |`);
    }
    out();
  } else {
    out(report.axeSkipped ?? 'Not run.');
    out();
  }

  out('## Every budget');
  out();
  out('| Figure | Value | Budget | Status |');
  out('| --- | --- | --- | --- |');
  for (const check of checks)
    out(
      `| ${check.figure} | ${formatValue(check)} | ${formatLimit(check)} | ${check.status === 'broken' ? `**breaks \`${check.budget}\`**` : check.status} |`,
    );
  out();
  return `${lines.join('\n')}\n`;
}
