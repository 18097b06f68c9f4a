import { describe, expect, it } from 'vitest';
import { formatAnnotation, formatProblem, printProblems } from '../../lib/report/problems.mjs';

describe('problems at their source line', () => {
  it('prints file:line: message', () => {
    expect(formatProblem({ file: 'docs/a.mdx', line: 42, message: 'no such page' })).toBe('docs/a.mdx:42: no such page');
    expect(formatProblem({ file: 'docs/a.mdx', message: 'no title' })).toBe('docs/a.mdx: no title');
    expect(formatProblem({ file: 'docs/a.mdx', line: 3, column: 7, message: 'm', severity: 'warning' })).toBe('docs/a.mdx:3:7: warning: m');
  });

  it('escapes workflow command syntax in annotations', () => {
    expect(formatAnnotation({ file: 'docs/a,b.mdx', line: 2, message: '50% of\nlines' }, 'links: anchors')).toBe(
      '::error file=docs/a%2Cb.mdx,line=2,title=links%3A anchors::50%25 of%0Alines',
    );
  });

  it('adds annotations only on GitHub Actions, sorted by file and line, and counts errors only', () => {
    const problems = [
      { file: 'docs/b.mdx', line: 1, message: 'b' },
      { file: 'docs/a.mdx', line: 9, message: 'a9', severity: 'warning' as const },
      { file: 'docs/a.mdx', line: 2, message: 'a2' },
    ];
    const plain: string[] = [];
    expect(printProblems(problems, { env: {}, write: (line) => plain.push(line) })).toBe(2);
    expect(plain).toEqual(['docs/a.mdx:2: a2', 'docs/a.mdx:9: warning: a9', 'docs/b.mdx:1: b']);
    const github: string[] = [];
    printProblems(problems, { title: 'links', env: { GITHUB_ACTIONS: 'true' }, write: (line) => github.push(line) });
    expect(github).toHaveLength(6);
    expect(github[1]).toBe('::error file=docs/a.mdx,line=2,title=links::a2');
    expect(github[3]).toBe('::warning file=docs/a.mdx,line=9,title=links::a9');
  });
});
