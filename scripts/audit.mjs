#!/usr/bin/env node
// Supply-chain gate: `npm audit --omit=dev --json` over the dependencies the site ships, failing on
// any high or critical advisory that audit-exceptions.json does not list with a reason why it is not
// reachable from the site.
//
// Usage: node scripts/audit.mjs                  run npm audit and judge its report
//        node scripts/audit.mjs --report FILE    judge a saved `npm audit --json` report instead
//        node scripts/audit.mjs --if-reachable   when the audit service cannot be reached, warn
//                                                and exit 0 instead of 2
// Exit codes: 0 nothing to act on; 1 an unlisted high/critical advisory, an expired exception or a
// malformed exceptions file; 2 the audit could not run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const BLOCKING = new Set(['high', 'critical']);

/** `GHSA-xxxx-xxxx-xxxx` from an advisory URL or id; the URL itself when it has none. */
export function advisoryId(value) {
  const match = /GHSA-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}/i.exec(String(value ?? ''));
  return match ? match[0].toUpperCase() : String(value ?? '');
}

/**
 * Problems with the exceptions file: each entry needs an advisory id, the package, a reason of at
 * least a sentence, and an expiry date (YYYY-MM-DD) by which it is looked at again.
 */
export function exceptionProblems(file, today = new Date()) {
  const problems = [];
  if (!file || !Array.isArray(file.exceptions)) return ['audit-exceptions.json needs an "exceptions" array'];
  file.exceptions.forEach((entry, index) => {
    const where = `exception ${index + 1}${entry?.advisory ? ` (${entry.advisory})` : ''}`;
    if (!/^GHSA-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/i.test(String(entry?.advisory ?? '')))
      problems.push(`${where}: "advisory" must be a GHSA id`);
    if (typeof entry?.package !== 'string' || !entry.package) problems.push(`${where}: "package" is missing`);
    if (typeof entry?.reason !== 'string' || entry.reason.trim().length < 40)
      problems.push(`${where}: "reason" must say why the advisory is not reachable`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(String(entry?.expires ?? ''))) problems.push(`${where}: "expires" must be a date (YYYY-MM-DD)`);
    else if (new Date(`${entry.expires}T23:59:59Z`) < today) problems.push(`${where}: expired on ${entry.expires}; look at it again`);
  });
  return problems;
}

/** The advisories of an npm audit (v2) report: one per advisory and package, with its severity. */
export function advisoriesOf(report) {
  const out = new Map();
  for (const [name, vulnerability] of Object.entries(report?.vulnerabilities ?? {})) {
    for (const via of vulnerability.via ?? []) {
      if (typeof via !== 'object' || via === null) continue; // an effect of another package's advisory
      const id = advisoryId(via.url ?? via.source);
      const key = `${id} ${via.name ?? name}`;
      if (!out.has(key))
        out.set(key, {
          id,
          package: via.name ?? name,
          severity: via.severity ?? vulnerability.severity,
          title: via.title ?? '',
          range: via.range ?? '',
          url: via.url ?? '',
        });
    }
  }
  return [...out.values()];
}

/** Judges a report against the exceptions: what blocks, what is excepted, which exceptions are unused. */
export function judge(report, exceptionsFile, today = new Date()) {
  const exceptions = exceptionsFile?.exceptions ?? [];
  const listed = (advisory) => exceptions.find((entry) => advisoryId(entry.advisory) === advisory.id && entry.package === advisory.package);
  const advisories = advisoriesOf(report);
  const blocking = advisories.filter((advisory) => BLOCKING.has(advisory.severity));
  return {
    advisories,
    blocking: blocking.filter((advisory) => !listed(advisory)),
    excepted: blocking.filter((advisory) => listed(advisory)),
    unused: exceptions.filter(
      (entry) => !advisories.some((advisory) => advisory.id === advisoryId(entry.advisory) && advisory.package === entry.package),
    ),
    problems: exceptionProblems(exceptionsFile, today),
  };
}

function runAudit() {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  let report = null;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    // no JSON: the audit did not run
  }
  // npm exits 1 when it finds advisories; a report without `vulnerabilities` means it never got one.
  if (!report || !report.vulnerabilities) {
    const reason =
      report?.message ??
      report?.error?.summary ??
      result.stderr
        .split('\n')
        .filter((line) => /error|audit/i.test(line))
        .join(' ')
        .trim();
    return { report: null, reason: reason || `npm audit exited ${result.status}` };
  }
  return { report, reason: '' };
}

function main() {
  const args = process.argv.slice(2);
  const reportFile = args.includes('--report') ? args[args.indexOf('--report') + 1] : null;
  const exceptionsPath = path.join(root, 'audit-exceptions.json');
  let exceptionsFile;
  try {
    exceptionsFile = JSON.parse(fs.readFileSync(exceptionsPath, 'utf8'));
  } catch (error) {
    console.error(`audit: cannot read audit-exceptions.json: ${error.message}`);
    process.exit(1);
  }

  const { report, reason } = reportFile ? { report: JSON.parse(fs.readFileSync(reportFile, 'utf8')), reason: '' } : runAudit();
  if (!report) {
    const message = `audit: the audit could not run (${reason}).`;
    if (args.includes('--if-reachable')) {
      console.warn(`${message} Skipped because of --if-reachable; run it where the registry's audit service answers.`);
      process.exit(0);
    }
    console.error(message);
    process.exit(2);
  }

  const result = judge(report, exceptionsFile);
  const counts = report.metadata?.vulnerabilities ?? {};
  console.log(
    `audit: ${report.metadata?.dependencies?.prod ?? '?'} production dependencies; advisories: ` +
      ['critical', 'high', 'moderate', 'low', 'info'].map((level) => `${counts[level] ?? 0} ${level}`).join(', '),
  );
  for (const advisory of result.advisories) {
    const state = !BLOCKING.has(advisory.severity) ? 'note' : result.excepted.includes(advisory) ? 'excepted' : 'BLOCKING';
    console.log(
      `  ${state.padEnd(8)} ${advisory.severity.padEnd(8)} ${advisory.package}@${advisory.range} ${advisory.id} ${advisory.title}`,
    );
  }
  for (const entry of result.unused)
    console.log(`  unused exception ${entry.advisory} (${entry.package}): remove it from audit-exceptions.json`);
  for (const problem of result.problems) console.error(`audit-exceptions.json: ${problem}`);
  const failed = result.blocking.length > 0 || result.problems.length > 0;
  console.log(
    failed
      ? `audit: ${result.blocking.length} high or critical advisories are not listed in audit-exceptions.json.`
      : `audit: no unlisted high or critical advisories (${result.excepted.length} listed as not reachable).`,
  );
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
