import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SpecFiles, workingTreeReader } from '../../lib/openapi/spec-files.mjs';
import { markdownFiles } from '../../lib/markdown-files.mjs';
import { pageReaderPhraseProblems, readerPhraseProblems } from '../../scripts/checks/reader-phrases.mjs';

const root = path.resolve(__dirname, '../..');
const fixtures = 'tests/fixtures/checks/reader-phrases';

describe('reader phrases check', () => {
  it('names each problem at the spec line a writer changes', () => {
    const files = ['live', 'retired', 'legacy'].map((name) => `${fixtures}/${name}.yaml`);
    const problems = readerPhraseProblems(new SpecFiles(workingTreeReader(root)), files, new Set([`${fixtures}/legacy.yaml`]));
    expect(problems.map(({ file, line, message }) => `${path.basename(file)}:${line}: ${message}`)).toEqual([
      'live.yaml:17: create-invoice: "Raise A Sale" must be 2 to 7 lowercase words (hyphens and apostrophes allowed)',
      'live.yaml:18: create-invoice: "create invoice" adds no word to its name',
      'live.yaml:19: create-invoice: "sales documents" also describes list-invoices; keep it on the one it fits better',
      'live.yaml:22: list-payments needs 2 to 5 x-reader-phrases: how readers who do not know its name describe it',
      'live.yaml:27: delete-payment needs 2 to 5 x-reader-phrases: how readers who do not know its name describe it',
      'retired.yaml:11: list-orders is deprecated: remove its x-reader-phrases (readers are led to its successor)',
      'legacy.yaml:10: list-customers is of a legacy API: remove its x-reader-phrases (readers are led to its successor)',
    ]);
  });

  it("names each problem of a page's reader phrases at its front matter line, and skips drafts and partials", () => {
    const problems = pageReaderPhraseProblems(markdownFiles(path.join(root, fixtures, 'docs')));
    expect(problems.map(({ file, line, message }) => `${path.basename(file)}:${line}: ${message}`)).toEqual([
      'bad.md:5: this page: "rate limits" adds no word to its name',
      'bad.md:7: this page: "Too Many Requests" must be 2 to 7 lowercase words (hyphens and apostrophes allowed)',
      'good.md:5: this page: "dummy company to try things" also describes tests/fixtures/checks/reader-phrases/docs/bad.md; keep it on the one it fits better',
      'missing.md:1: this page needs 2 to 5 reader_phrases: how readers who do not know its words search for it',
    ]);
  });
});
