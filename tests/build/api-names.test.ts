/**
 * What a reader of a legacy or first-version API reference meets (src/data/apis.ts): the legacy
 * warning links the APIs that replace it, and an API the docs call v1 says so on the page, where
 * search reads it as another title of the page. Reads build/ (or $BUILD_DIR).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { alsoCalled, apiRoute, apis, type ApiInfo } from '../../src/data/apis';

const build = path.resolve(process.env.BUILD_DIR ?? 'build');
// React separates text parts with `<!-- -->` in server HTML.
const pageOf = (api: ApiInfo) => fs.readFileSync(path.join(build, apiRoute(api.name), 'index.html'), 'utf8').replaceAll('<!-- -->', '');
const titleOf = (name: string) => apis.find((api) => api.name === name)!.title;

describe('API reference names', () => {
  it.each(apis.filter((api) => api.legacy).map((api) => [api.name, api] as const))('%s links its replacements in its warning', (_, api) => {
    const warning = /Legacy API[\s\S]*?Start new integrations on the ([\s\S]*?)\.<\/p>/.exec(pageOf(api))?.[1] ?? '';
    const links = [...warning.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual((api.replacedBy ?? []).map((name) => [apiRoute(name), titleOf(name)]));
  });

  it.each(apis.filter((api) => alsoCalled(api).length).map((api) => [api.name, api] as const))(
    '%s shows its other name and gives it to search',
    (_, api) => {
      const html = pageOf(api);
      const [name] = alsoCalled(api);
      expect(html).toContain(`<span>Also called <span data-also-called="">${name}</span></span>`);
      const nav = JSON.parse(fs.readFileSync(path.join(build, 'pagefind', 'ledgerlink-nav.json'), 'utf8')) as {
        entries: { u: string; n?: string[] }[];
      };
      // Its other name, then the title its tab shows (`Bank Feeds API reference`).
      expect(nav.entries.find((entry) => entry.u === apiRoute(api.name))?.n).toEqual([name, `${api.title} reference`]);
    },
  );
});
