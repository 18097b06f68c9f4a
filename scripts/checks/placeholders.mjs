#!/usr/bin/env node
// No placeholder text on published pages: scans the text of every page of the production build
// (drafts are not built; client redirect pages are skipped), code samples included, for lorem
// ipsum, TODO, TBD, FIXME, "coming soon" and similar, and names the source file and line that holds
// it (lib/build/source-lines.mjs) with the words around it.
// The scan runs in the build's one pass over its pages (plugins/build-pass); this prints its report.
// Usage: node scripts/checks/placeholders.mjs [build-dir]. Exits 1 on any hit.
import { readBuildReport } from '../../lib/build/build-report.mjs';
import { problemsAtSource } from '../../lib/build/source-lines.mjs';
import { printProblems } from '../../lib/report/problems.mjs';

const buildDir = process.argv[2] ?? 'build';
const { placeholders: results, sources } = readBuildReport(buildDir, { save: true });
const problems = problemsAtSource(
  results.map(({ route, file, label, match, context }) => ({
    route,
    builtFile: file,
    needles: [match],
    exact: [match],
    message: `placeholder text (${label}) on ${route}: “…${context}…”`,
  })),
  { sources, buildDir },
);
printProblems(problems, { title: 'placeholders' });
console.log(`Placeholder check: ${results.length} placeholders on ${new Set(results.map((r) => r.route)).size} pages.`);
process.exit(results.length ? 1 : 0);
