import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cspellArgs, cspellInstalled, cspellProblems, dictionaryProblems, runCspell } from '../../scripts/checks/spelling.mjs';
import { formatProblem } from '../../lib/report/problems.mjs';

const root = path.resolve(__dirname, '../..');
const fixtures = 'tests/fixtures/checks/spelling';

describe('spelling check', () => {
  it('keeps the project dictionary clean: one word per line, no repeats', () => {
    expect(dictionaryProblems(fs.readFileSync(path.join(root, 'cspell-words.txt'), 'utf8'))).toEqual([]);
  });

  it('fails a dictionary with repeats and multi-word lines', () => {
    expect(dictionaryProblems(fs.readFileSync(path.join(root, fixtures, 'words-with-problems.txt'), 'utf8'))).toEqual([
      { line: 4, problem: '"quickbooks" repeats line 3' },
      { line: 5, problem: '"Net Suite" is more than one word' },
    ]);
  });

  it('runs cspell with the project config, never installing it on the fly', () => {
    expect(cspellArgs(['a.md'])).toEqual([
      '--no',
      'cspell',
      'lint',
      '--no-progress',
      '--no-summary',
      '--no-must-find-files',
      '--config',
      'cspell.json',
      'a.md',
    ]);
  });

  it('checks docs and updates with the project dictionary', () => {
    const config = JSON.parse(fs.readFileSync(path.join(root, 'cspell.json'), 'utf8'));
    expect(config.files).toEqual(['docs/**/*.{md,mdx}', 'updates/**/*.{md,mdx}']);
    expect(config.dictionaryDefinitions[0].path).toBe('./cspell-words.txt');
  });

  it.skipIf(!cspellInstalled(root))(
    'fails a misspelled page and passes a clean one, code blocks not checked',
    () => {
      // One cspell run over both fixtures: it is slow to start.
      const { status, output } = runCspell([`${fixtures}/misspelled.md`, `${fixtures}/clean.md`]);
      expect(status).not.toBe(0);
      expect(output).toContain('misspelled.md:2:8 - Unknown word (Recieve)');
      expect(output).toContain('misspelled.md:6:20 - Unknown word (acknowlege)');
      expect(output).not.toContain('reciever');
      expect(output).not.toContain('clean.md:');
      expect(cspellProblems(output).map(formatProblem)).toEqual([
        `${fixtures}/misspelled.md:2:8: unknown word "Recieve" (did you mean "Receive"?): fix it, or add it to cspell-words.txt if it is right`,
        `${fixtures}/misspelled.md:6:20: unknown word "acknowlege" (did you mean "acknowledge"?): fix it, or add it to cspell-words.txt if it is right`,
      ]);
    },
    120_000,
  );

  it.skipIf(!cspellInstalled(root))(
    'fails British variants (US English only), not the quoted legacy rule name or code',
    () => {
      const { status, output } = runCspell([`${fixtures}/british.md`]);
      expect(status).not.toBe(0);
      for (const word of ['cancelled', 'behaviour', 'catalogue', 'colour']) expect(output).toContain(`Forbidden word (${word})`);
      expect(output).not.toContain('synchronised');
      expect(output).not.toContain('AUTHORISED');
    },
    120_000,
  );
});
