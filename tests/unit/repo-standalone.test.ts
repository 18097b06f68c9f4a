/**
 * A clone stands alone: no code, test or script of the repository names a path outside it. Every
 * relative path literal ('../…') in a source file must resolve inside the repository from that file's
 * folder, and no file may name an absolute path of a developer's machine.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const SKIP = new Set(['node_modules', 'build', '.docusaurus', 'test-results', 'playwright-report', '.git']);
const CODE = /\.(m?[jt]sx?|cjs|json)$/;

function codeFiles(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || (dir === ROOT && entry.name === 'static')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) codeFiles(full, found);
    else if (CODE.test(entry.name)) found.push(full);
  }
  return found;
}

/** Relative path literals of a file that lead out of the repository, with their line numbers. */
function escapingPaths(file: string, text: string, root: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const [, literal] of line.matchAll(/['"`]((?:\.\.\/)+[^'"`\s]*)['"`]/g)) {
      const target = path.resolve(path.dirname(file), literal);
      if (path.relative(root, target).startsWith('..')) found.push(`${path.relative(root, file)}:${index + 1}: ${literal}`);
    }
    for (const [, literal] of line.matchAll(/['"`](\/(?:work|home|root|Users)\/[^'"`\s]*)['"`]/g)) {
      found.push(`${path.relative(root, file)}:${index + 1}: ${literal}`);
    }
  });
  return found;
}

describe('the repository stands alone', () => {
  it('reports a literal that leaves the repository and keeps one that stays inside', () => {
    const file = path.join(ROOT, 'tests/contract/example.ts');
    // Built from parts, so that this file does not trip its own check.
    const outside = `${'../'.repeat(3)}shared/reference/x.yml`;
    const machine = ['', 'work', 'shared', 'x'].join('/');
    const text = `const a = '${outside}';\nconst b = '../fixtures/x.yml';\nconst c = '${machine}';`;
    expect(escapingPaths(file, text, ROOT)).toEqual([`tests/contract/example.ts:1: ${outside}`, `tests/contract/example.ts:3: ${machine}`]);
  });

  it('no source file names a path outside the repository', () => {
    const files = codeFiles(ROOT);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => escapingPaths(file, fs.readFileSync(file, 'utf8'), ROOT));
    expect(found).toEqual([]);
  });
});
