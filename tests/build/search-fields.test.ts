/**
 * A field or scope typed as code is asked of Pagefind whole (src/search/queryTerms.ts: `identifiersIn`,
 * `compoundTerms`), in the form the built index holds it: this asks the real index of the build for
 * the fields the docs name, and checks that each form finds every page whose source names the field.
 * Reads build/ (or $BUILD_DIR), served on loopback as the site is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagefindModule } from '../../src/search/pagefind';
import { compoundTerms, identifiersIn } from '../../src/search/queryTerms';
import { HOME_TAGS, serveBuild, type ServedBuild } from './support/builtPagefind';

const build = path.resolve(process.env.BUILD_DIR ?? 'build');

/** The site paths of the docs pages whose Markdown names `field` (in code or a code block). */
function pagesNaming(field: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.mdx?$/.test(entry.name) && new RegExp(`\\b${field.replaceAll('.', '\\.')}\\b`).test(fs.readFileSync(file, 'utf8')))
        found.push(`/${path.relative('docs', file).replace(/\.mdx?$/, '')}`);
    }
  };
  walk('docs');
  return found.sort();
}

let served: ServedBuild;
let pagefind: PagefindModule;

beforeAll(async () => {
  served = await serveBuild(build);
  pagefind = await served.freshPagefind();
});

afterAll(() => served.close());

/** The site paths of the pages Pagefind finds for `term`. */
async function found(term: string): Promise<string[]> {
  const search = await pagefind.search(term, { filters: { docusaurus_tag: { any: HOME_TAGS } } });
  const data = await Promise.all((search?.results ?? []).map((result) => result.data()));
  return data.map((page) => new URL(page.url, 'http://x').pathname.replace(/\/$/, '')).sort();
}

describe('fields typed as code, asked of the built index', () => {
  it.each([['read_all_orders'], ['client_id'], ['metadata.isDeleted']])('`%s` finds every page that names it', async (field) => {
    const pages = pagesNaming(field);
    expect(pages.length).toBeGreaterThan(1);
    const [identifier] = identifiersIn(`${field} scope`);
    expect(await found(identifier)).toEqual(expect.arrayContaining(pages));
    expect(compoundTerms(`${field} scope`)?.[0]).toBe(identifier);
  });
});
