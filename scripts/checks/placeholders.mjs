#!/usr/bin/env node
// No placeholder text on published pages: scans the text of every page of the production build
// (drafts are not built; client redirect pages are skipped), code samples included, for lorem
// ipsum, TODO, TBD, FIXME, "coming soon" and similar, and names the route and the words around it.
// The scan runs in the build's one pass over its pages (plugins/build-pass); this prints its report.
// Usage: node scripts/checks/placeholders.mjs [build-dir]. Exits 1 on any hit.
import { readBuildReport } from '../../lib/build/build-report.mjs';

const { placeholders: results } = readBuildReport(process.argv[2] ?? 'build', { save: true });
for (const { route, label, context } of results) console.log(`${route}: ${label}: “…${context}…”`);
console.log(`Placeholder check: ${results.length} placeholders on ${new Set(results.map((r) => r.route)).size} pages.`);
process.exit(results.length ? 1 : 0);
