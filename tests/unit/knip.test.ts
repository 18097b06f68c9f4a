import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const fixture = path.resolve(__dirname, '../fixtures/knip');

/** The `unused` step of `npm test` (knip) over a small project that has one problem of each kind. */
describe('the unused-code check (knip)', () => {
  it('reports an undeclared import, an unused dependency, an unused file and an unused export', () => {
    const result = spawnSync('npx', ['knip', '--no-progress', '--no-config-hints', '--reporter', 'json', '--directory', fixture], {
      encoding: 'utf8',
    });
    expect(result.status).not.toBe(0);
    const issues = (JSON.parse(result.stdout) as { issues: Array<Record<string, unknown>> }).issues;
    const names = (kind: string) =>
      issues.flatMap((issue) => ((issue[kind] as Array<{ name: string }> | undefined) ?? []).map((item) => item.name));
    expect(names('unlisted')).toEqual(['undeclared-package']);
    expect(names('dependencies')).toEqual(['declared-but-unused']);
    expect(names('exports')).toEqual(['neverImported']);
    expect(issues.map((issue) => issue.file)).toContain('src/orphan.mjs');
  }, 60_000);
});
