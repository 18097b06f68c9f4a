import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apis } from '../../src/data/apis';
import { integrations } from '../../src/data/integrations';
import { createProseLinter, htmlCommentsAsMdx } from '../../lib/prose/lint-prose.mjs';

const root = path.resolve(__dirname, '../..');
const fixture = 'tests/fixtures/prose/page.mdx';
type Linter = Awaited<ReturnType<typeof createProseLinter>>;
let linter: Linter;
beforeAll(async () => {
  linter = await createProseLinter({ root });
});

/** The terminology errors of one sentence, as `found → wanted`. */
async function termErrors(sentence: string): Promise<string[]> {
  const problems = await linter.lintText(`${sentence}\n`, 'docs/sentence.md');
  return problems.filter((problem) => problem.ruleId === 'terminology').map((problem) => problem.message);
}

/** Integration names that are also plain English words, left out of lib/prose/terms.jsonc on purpose. */
const commonWords = new Set(['Clover', 'Sage', 'Square', 'Stripe', 'Wave', 'Sandbox', 'Proxy access']);

describe('prose lint', () => {
  it('keeps every line and column when it reads HTML comments as MDX comments', () => {
    const text = 'a <!-- truncate --> b\n<!--\nc -->';
    const converted = htmlCommentsAsMdx(text);
    expect(converted).toHaveLength(text.length);
    expect(converted.split('\n').map((line: string) => line.length)).toEqual(text.split('\n').map((line: string) => line.length));
    expect(converted).toBe('a {/*  truncate */} b\n{/* \nc */}');
  });

  it('names each problem of an MDX page at its line and column, with imports, JSX, admonitions and tables parsed', async () => {
    const problems = await linter.lintText(fs.readFileSync(path.join(root, fixture), 'utf8'), fixture);
    const errors = problems.filter((problem) => problem.severity === 'error').map((p) => `${p.line}:${p.column} ${p.message}`);
    expect(errors).toEqual([
      '9:11 terminology: Incorrect term: “log in”, use “sign in” instead',
      '13:11 terminology: Incorrect term: “log in”, use “sign in” instead',
      '13:32 terminology: Incorrect term: “LedgerLink”, use “Ledgerlink” instead',
      '20:31 terminology: Incorrect term: “accounting API”, use “Accounting API” instead',
      '20:51 terminology: Incorrect term: “quickbooks online”, use “QuickBooks Online” instead',
      '20:51 terminology: Incorrect term: “quickbooks”, use “QuickBooks” instead',
      '27:8 terminology: Incorrect term: “Log in”, use “Sign in” instead',
      '27:18 terminology: Incorrect term: “Netsuite”, use “NetSuite” instead',
    ]);
    const warnings = problems.filter((problem) => problem.severity === 'warning');
    expect(warnings.map((problem) => `${problem.line} ${problem.ruleId}`)).toContain('35 sentence-length');
    expect(warnings.map((problem) => `${problem.line} ${problem.ruleId}`)).toContain('35 write-good');
  });

  it('flags "log in", "login" and "log out" as verbs, and leaves the noun and other products’ feature names', async () => {
    expect(await termErrors('When a customer next logs in, read again.')).toEqual([
      'terminology: Incorrect term: “logs in”, use “signs in” instead',
    ]);
    expect(await termErrors('Ask them to login to QuickBooks.')).toEqual([
      'terminology: Incorrect term: “login to”, use “sign in to” instead',
    ]);
    expect(await termErrors('Syncing stops when they log out.')).toEqual([
      'terminology: Incorrect term: “log out”, use “sign out” instead',
    ]);
    expect(await termErrors('The owner is already logged in?')).toEqual([
      'terminology: Incorrect term: “logged in”, use “signed in” instead',
    ]);
    expect(await termErrors('Each login belongs to one business; a URL is logged in many places.')).toEqual([]);
    expect(await termErrors('Turn on Log in with PayPal.')).toEqual([]);
  });

  it('has a term for every API title of src/data/apis.ts', async () => {
    for (const { title } of apis) {
      const name = title.replace(/ \((?:a?sync)\)| v\d+$/g, '').replace(/ \((?:a?sync)\)/, '');
      expect(await termErrors(`Call the ${name.toLowerCase()} first.`), title).not.toEqual([]);
      expect(await termErrors(`Call the ${name} first.`), title).toEqual([]);
    }
  });

  it('has a term for every integration of src/data/integrations.ts whose name is not a plain English word', async () => {
    for (const { name } of integrations.filter((integration) => !commonWords.has(integration.name))) {
      const misspelt = name.toLowerCase() === name ? name.toUpperCase() : name.toLowerCase();
      expect(await termErrors(`Connect ${misspelt} first.`), name).not.toEqual([]);
      expect(await termErrors(`Connect ${name} first.`), name).toEqual([]);
    }
  });
});
