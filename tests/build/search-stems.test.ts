/**
 * Pagefind picks the index chunk of a query word by the word as typed and matches its stem
 * (src/search/pagefind.ts, `withStemChunks`): this asks the built index, on a fresh Pagefind as a
 * reader's first query meets it, whether a word finds every page its stem finds. Pagefind 1.4 alone
 * does not (`commerce` found 63 documents, its stem 208); the last case asks for a look at the
 * wrapper when Pagefind is upgraded.
 * Reads build/ (or $BUILD_DIR), served on loopback as the site is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { stemmer } from 'stemmer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withStemChunks, type PagefindModule } from '../../src/search/pagefind';
import { HOME_TAGS, serveBuild, type ServedBuild } from './support/builtPagefind';

const build = path.resolve(process.env.BUILD_DIR ?? 'build');
/** Words readers type that the docs use on many pages, each a different stem. */
const WORDS = ['commerce', 'invoices', 'payments', 'connections', 'companies', 'webhooks', 'accounts', 'suppliers', 'payroll', 'mapping'];

let served: ServedBuild;

beforeAll(async () => {
  served = await serveBuild(build);
});

afterAll(() => served.close());

/** How many documents `term` finds. */
async function count(pagefind: PagefindModule, term: string): Promise<number> {
  return (await pagefind.search(term, { filters: { docusaurus_tag: { any: HOME_TAGS } } }))?.results.length ?? 0;
}

describe("a query word on a reader's first search", () => {
  it.each(WORDS.map((word) => [word]))('`%s` finds every document its stem finds', async (word) => {
    const byStem = await count(await served.freshPagefind(), stemmer(word));
    expect(byStem).toBeGreaterThan(0);
    expect(await count(withStemChunks(await served.freshPagefind()), word)).toBeGreaterThanOrEqual(byStem);
  });

  it('is checked again when Pagefind changes: the wrapper works around Pagefind 1.4 (pagefind_web `request_indexes`)', () => {
    const entry = JSON.parse(fs.readFileSync(path.join(build, 'pagefind', 'pagefind-entry.json'), 'utf8')) as { version: string };
    expect(entry.version).toMatch(/^1\.4\./);
  });
});
