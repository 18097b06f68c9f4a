/**
 * A field or scope typed as code is asked of Pagefind whole (src/search/queryTerms.ts: `identifiersIn`,
 * `compoundTerms`), in the form the built index holds it: this asks the real index of the build for
 * the fields the docs name, and checks that each form finds every page whose source names the field.
 * Reads build/ (or $BUILD_DIR), served on loopback as the site is.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalHost, readVercelJson } from '../../lib/host/local-host.mjs';
import type { PagefindModule } from '../../src/search/pagefind';
import { compoundTerms, identifiersIn } from '../../src/search/queryTerms';

const build = path.resolve(process.env.BUILD_DIR ?? 'build');
const HOME_TAGS = ['default', 'docs-default-current'];

/** The site paths of the docs pages whose Markdown names `field` (in code or a code block). */
function pagesNaming(field: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.mdx?$/.test(entry.name) && new RegExp(`\\b${field}\\b`).test(fs.readFileSync(file, 'utf8')))
        found.push(`/${path.relative('docs', file).replace(/\.mdx?$/, '')}`);
    }
  };
  walk('docs');
  return found.sort();
}

let server: http.Server;
let pagefind: PagefindModule;

beforeAll(async () => {
  server = http.createServer(createLocalHost({ root: build, vercel: readVercelJson(new URL('../../vercel.json', import.meta.url)) }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  pagefind = (await import(pathToFileURL(path.join(build, 'pagefind', 'pagefind.js')).href)) as PagefindModule;
  await pagefind.options({ basePath: `http://127.0.0.1:${port}/pagefind/` });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The site paths of the pages Pagefind finds for `term`. */
async function found(term: string): Promise<string[]> {
  const search = await pagefind.search(term, { filters: { docusaurus_tag: { any: HOME_TAGS } } });
  const data = await Promise.all((search?.results ?? []).map((result) => result.data()));
  return data.map((page) => new URL(page.url, 'http://x').pathname.replace(/\/$/, '')).sort();
}

describe('fields typed as code, asked of the built index', () => {
  it.each([['read_all_orders'], ['client_id']])('`%s` finds every page that names it', async (field) => {
    const pages = pagesNaming(field);
    expect(pages.length).toBeGreaterThan(1);
    const [identifier] = identifiersIn(`${field} scope`);
    expect(await found(identifier)).toEqual(pages);
    expect(compoundTerms(`${field} scope`)?.[0]).toBe(identifier);
  });

  it('a dotted field is held without its dots', async () => {
    const [identifier] = identifiersIn('metadata.isDeleted');
    expect(identifier).toBe('metadataisdeleted');
    expect((await found(identifier)).length).toBeGreaterThan(0);
  });
});
