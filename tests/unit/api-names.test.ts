/**
 * Other names and replacements of the APIs (src/data/apis.ts): the v1 that the docs and update posts
 * name, though the reference's title has no number, and where a legacy API's readers go instead.
 */
import { describe, expect, it } from 'vitest';
import { alsoCalled, apis, type ApiInfo } from '../../src/data/apis';

const all: readonly ApiInfo[] = apis;
const byName = (name: string) => all.find((api) => api.name === name)!;

describe('API names', () => {
  it('calls an API v1 when another is titled as it with v2, and no other', () => {
    const named = Object.fromEntries(all.map((api) => [api.name, alsoCalled(api)]).filter(([, names]) => names.length));
    expect(named).toEqual({ 'bank-feeds': ['Bank Feeds API v1'], 'sync-for-payables': ['Bill Pay API (sync) v1'] });
  });

  it('names, for every legacy API, current APIs that replace it, and none for a current one', () => {
    for (const api of all) {
      if (!api.legacy) {
        expect(api.replacedBy, api.name).toBeUndefined();
        continue;
      }
      expect(api.replacedBy?.length, api.name).toBeGreaterThan(0);
      for (const name of api.replacedBy ?? []) expect(byName(name).legacy, `${api.name} → ${name}`).toBe(false);
    }
  });
});
