// A writer's four mistakes in one page of a fixture mini-site (a broken link, a broken anchor, an unknown
// tag, a misspelling), run through the checks as `npm run check` runs them: each names the source file
// and line, plainly, and on GitHub Actions also as a workflow annotation.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFiles, builtPages } from '../../lib/build/built-site.mjs';
import { checksCollector, writeBuildReport } from '../../lib/build/build-report.mjs';
import { cspellInstalled } from '../../scripts/checks/spelling.mjs';

const root = path.resolve(__dirname, '../..');
const fixture = 'tests/fixtures/checks/writers-loop';
const page = `${fixture}/docs/paging.mdx`;

/** The fixture's build in a temp folder with the report its build pass would write, route → source map included. */
function builtFixture() {
  const buildDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'writers-loop-')), 'build');
  fs.cpSync(path.join(root, fixture, 'build'), buildDir, { recursive: true });
  const checks = checksCollector([], { sources: { '/using-the-api/paging': page } });
  const files = buildFiles(buildDir);
  for (const built of builtPages(buildDir, files)) checks.visit(built);
  writeBuildReport(buildDir, checks.report(files, buildDir));
  return buildDir;
}

/** The lines a check prints about the fixture page. */
function run(script: string, args: string[], githubActions: boolean) {
  const { stdout, stderr } = spawnSync('node', [script, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, GITHUB_ACTIONS: githubActions ? 'true' : 'false' },
  });
  return `${stdout}${stderr}`.split('\n').filter((line) => line.includes(page));
}

function allChecks(githubActions: boolean) {
  const buildDir = builtFixture();
  return [
    ...run('scripts/check-links.mjs', [buildDir], githubActions),
    ...run('scripts/checks/front-matter.mjs', ['--docs', `${fixture}/docs`, '--updates', `${fixture}/updates`], githubActions),
    ...run('scripts/checks/spelling.mjs', [page], githubActions),
  ];
}

describe.skipIf(!cspellInstalled(root))('problems at their source line', () => {
  it('names the file and line of a broken link, a broken anchor, an unknown tag and a misspelling', () => {
    expect(allChecks(false)).toEqual([
      `${page}:16: link to /using-the-api/no-such-page: no such page`,
      `${page}:16: link to /using-the-api/paging#page-number: no anchor #page-number on /using-the-api/paging/`,
      `${page}:6: unknown tag "paging-guides" (not in docs/tags.yml)`,
      `${page}:14:47: unknown word "recieve" (did you mean "receive"?): fix it, or add it to cspell-words.txt if it is right`,
    ]);
  }, 60_000);

  it('prints each one as a GitHub annotation too on GitHub Actions', () => {
    const annotations = allChecks(true).filter((line) => line.startsWith('::error '));
    expect(annotations).toEqual([
      `::error file=${page},line=16,title=links::link to /using-the-api/no-such-page: no such page`,
      `::error file=${page},line=16,title=links::link to /using-the-api/paging#page-number: no anchor #page-number on /using-the-api/paging/`,
      `::error file=${page},line=6,title=front matter::unknown tag "paging-guides" (not in docs/tags.yml)`,
      `::error file=${page},line=14,col=47,title=spelling::unknown word "recieve" (did you mean "receive"?): fix it, or add it to cspell-words.txt if it is right`,
    ]);
  }, 60_000);
});
