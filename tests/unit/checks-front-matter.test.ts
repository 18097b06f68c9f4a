import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkDocFrontMatter,
  checkFrontMatterTree,
  checkPostFrontMatter,
  parseFrontMatter,
  toDate,
} from '../../scripts/checks/front-matter.mjs';

const fixtures = path.resolve(__dirname, '../fixtures/checks/front-matter');

describe('front matter check on fixtures', () => {
  const results = checkFrontMatterTree({ docsDir: path.join(fixtures, 'docs'), updatesDir: path.join(fixtures, 'updates') }).map(
    ({ file, line, problem }) => `${path.relative(fixtures, file)}:${line}: ${problem}`,
  );

  it('passes the valid doc and post', () => {
    expect(results.filter((r) => r.startsWith('docs/good.md') || r.startsWith('updates/240611-good-post.md'))).toEqual([]);
  });

  it('fails a short description, an unknown tag, a missing title, a wrong type, an unknown key and a missing front matter', () => {
    expect(results.filter((r) => r.startsWith('docs/'))).toEqual([
      'docs/guides/bad-description.md:3: description is 33 characters; it must be 50 to 160',
      'docs/guides/bad-keys.md:3: sidebar_position must be a number, got "second"',
      'docs/guides/bad-keys.md:4: unknown front matter key "descripton"',
      'docs/guides/bad-keys.md:1: title is missing',
      'docs/guides/bad-tags.md:4: unknown tag "not-a-tag" (not in docs/tags.yml)',
      'docs/guides/no-front-matter.md:1: no front matter',
    ]);
  });

  it('fails an impossible date, a prefix that does not match the date, a missing prefix, unknown tags and authors', () => {
    expect(results.filter((r) => r.startsWith('updates/'))).toEqual([
      'updates/240230-impossible-date.md:4: date must be a valid date (YYYY-MM-DD), got "2024-02-30"',
      'updates/240612-date-mismatch.md:4: file name prefix 240612 does not match the date 2024-06-13 (expected 240613)',
      'updates/no-date-prefix.md:6: unknown tag "release-notes" (not in updates/tags.yml)',
      'updates/no-date-prefix.md:1: file name no-date-prefix.md must start with the post date as YYMMDD-',
      'updates/no-date-prefix.md:5: unknown author "someone-else" (not in updates/authors.yml)',
    ]);
  });
});

describe('front matter rules', () => {
  const tags = new Set(['overview']);
  const description = 'A description that is comfortably longer than fifty characters long.';

  it('accepts descriptions of exactly 50 and 160 characters and rejects 49 and 161', () => {
    for (const [length, ok] of [
      [49, false],
      [50, true],
      [160, true],
      [161, false],
    ] as const) {
      const problems = checkDocFrontMatter({ title: 'T', description: 'x'.repeat(length) }, { tags });
      expect(problems.length === 0, `length ${length}`).toBe(ok);
    }
  });

  it('needs a date and authors on posts', () => {
    expect(checkPostFrontMatter({ title: 'T', description }, '240101-post.md', { tags, authors: new Set() })).toEqual([
      'date is missing',
      'authors is missing',
    ]);
  });

  it('reads dates strictly', () => {
    expect(toDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(toDate('2023-02-29')).toBeNull();
    expect(toDate('11 June 2024')).toBeNull();
  });

  it('reports YAML errors', () => {
    expect(parseFrontMatter('---\ntitle: [unclosed\n---\n').error).toMatch(/not valid YAML/);
    expect(parseFrontMatter('No front matter.').data).toBeNull();
  });
});
