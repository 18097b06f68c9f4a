/**
 * The detailedErrorCode catalogue on the built errors page (issue 26): one row and anchor per code
 * of the spec, in the page's Markdown copy and in its search records. Reads build/ (or $BUILD_DIR).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadErrorCatalogue } from '../../src/data/errorCatalogue';
import { extractRecords } from '../../lib/search/extract.mjs';

const build = path.resolve(process.env.BUILD_DIR ?? 'build');
const page = 'using-the-api/errors/index.html';
const html = fs.readFileSync(path.join(build, page), 'utf8');
const markdown = fs.readFileSync(path.join(build, 'using-the-api/errors.md'), 'utf8');
const rows = loadErrorCatalogue(path.resolve(__dirname, '../..'));

describe('error catalogue on the errors page', () => {
  it('renders one anchored row per code of the spec, in its order', () => {
    const ids = [...html.matchAll(/<tr[^>]* id="error-(\d+)"/g)].map((m) => Number(m[1]));
    expect(ids).toEqual(rows.map((r) => r.code));
  });

  it('carries each row, with its status, name and link, in the Markdown copy', () => {
    for (const row of rows) {
      const line = markdown.split('\n').find((l) => l.includes(`#error-${row.code})`));
      expect(line, `code ${row.code}`).toBeDefined();
      expect(line).toMatch(new RegExp(`^\\| ${row.status ?? 'Any'} \\| .*${row.name} \\|`));
    }
  });

  it('puts every code and name in the search records of the page', () => {
    const text = JSON.stringify(extractRecords(html, page));
    for (const row of rows) expect(text).toContain(`${row.code} ${row.name}`);
  });
});
