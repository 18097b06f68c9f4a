import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  clientRedirectsPluginOptions,
  docPages,
  normalizeRoute,
  redirectFamilies,
  redirectProblems,
  redirects,
  sectionMoves,
  vercelConfig,
} from '../../redirects';
import { redirectKeys } from '../../src/data/integrations';
import { renderVercelJson, vercelJsonDiff } from '../../lib/host/vercel-json.mjs';

// The site's real redirects against the real docs tree and integrations data.
const list = redirects();
const pages = docPages();
const routes = new Set(pages.map((p) => p.route));

describe('the redirects of the site', () => {
  it.each(redirectFamilies)('family %s has redirects', (family) => {
    expect(list.filter((r) => r.family === family).length).toBeGreaterThan(0);
  });

  it('has no problems: normal form, unique sources, no shadowed pages, existing targets, no chains', () => {
    expect(redirectProblems(list, pages)).toEqual([]);
  });

  it('gives every page of a moved section its old path', () => {
    for (const move of sectionMoves) {
      const moved = pages.filter((p) => p.route.startsWith(`${move.to}/`));
      for (const page of moved) {
        expect(list).toContainEqual({ family: move.family, from: move.from + page.route.slice(move.to.length), to: page.route });
      }
    }
  });

  it('sends the bare old section paths to a landing page of the section', () => {
    for (const move of sectionMoves.filter((m) => m.landing)) {
      const landing = list.find((r) => r.from === move.from);
      expect(landing?.to.startsWith(`${move.to}/`) || landing?.to === move.to, move.from).toBe(true);
    }
  });

  it('keeps /bank-feeds-api/ itself for the API reference page', () => {
    expect(list.some((r) => r.from === '/bank-feeds-api')).toBe(false);
    expect(list.some((r) => r.from.startsWith('/bank-feeds-api/') && r.to.startsWith('/bank-feeds/'))).toBe(true);
    expect(list.some((r) => r.from.startsWith('/bank-feeds-api/') && r.to.startsWith('/integrations/bank-feeds/'))).toBe(true);
  });

  it('redirects every integration key, current and legacy, several keys to one page', () => {
    const keys = redirectKeys();
    for (const key of keys) {
      expect(list).toContainEqual({
        family: 'integration-keys',
        from: `/redirects/integrations/${key.category}/${key.key}`,
        to: normalizeRoute(key.path),
      });
    }
    const perPage = new Map<string, number>();
    for (const r of list.filter((x) => x.family === 'integration-keys')) perPage.set(r.to, (perPage.get(r.to) ?? 0) + 1);
    expect(Math.max(...perPage.values())).toBeGreaterThan(1);
  });

  it('lists the specific renames of the spec', () => {
    expect(list).toContainEqual({ family: 'status-codes', from: '/docs/status-codes', to: '/using-the-api/errors' });
    const webhooks = list.filter((r) => r.family === 'webhooks');
    expect(webhooks.every((r) => r.to.startsWith('/using-the-api/webhooks/'))).toBe(true);
    expect(new Set(webhooks.map((r) => r.to)).size).toBeGreaterThan(4);
  });

  it('feeds the client redirects plugin the same list, from and to only', () => {
    const options = clientRedirectsPluginOptions();
    expect(Object.keys(options)).toEqual(['redirects']);
    expect(options.redirects).toEqual(list.filter((r) => routes.has(r.to)).map(({ from, to }) => ({ from, to })));
  });
});

describe('vercel.json', () => {
  const config = vercelConfig(list);

  it('has clean URLs, serves each page at the path it is built at, and one permanent redirect per rule', () => {
    expect(config.cleanUrls).toBe(true);
    // A trailingSlash rule would send /accounting-api/ (spec §2.1) or every docs page through a redirect.
    expect(config).not.toHaveProperty('trailingSlash');
    expect(config.redirects).toHaveLength(list.length);
    expect(config.redirects.every((r) => r.permanent === true)).toBe(true);
    expect(config.redirects[0]).toEqual({ source: list[0].from, destination: list[0].to, permanent: true });
  });

  it('is committed in sync with redirects.ts (regenerate with node scripts/redirects/generate.mjs)', () => {
    const committed = fs.readFileSync(new URL('../../vercel.json', import.meta.url), 'utf8');
    expect(vercelJsonDiff(committed, renderVercelJson(config))).toEqual([]);
  });
});
