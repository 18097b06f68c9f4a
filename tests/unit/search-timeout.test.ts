/**
 * A search index that never answers: the Pagefind backend gives up after its timeout with
 * SearchUnavailableError (the UI then shows "Unable to fetch results"), and the next query, once the
 * index answers again, succeeds. An empty answer from an index that cannot be reached (offline, a
 * failing host) is a failure too, not "no results".
 */
import { describe, expect, it } from 'vitest';
import { createEmbeddedBackend, indexReachable, INDEX_TIMEOUT_MS } from '../../src/search/embedded';
import type { PagefindModule } from '../../src/search/pagefind';
import { SearchUnavailableError } from '../../src/search/types';
import { NavSearch } from '../../src/search/navIndex';

/** An empty navigational index, so these tests exercise the full-text side alone, without its warning. */
const noNames = async () => new NavSearch({ version: 2, tags: [], entries: [], changelogWords: [] });

const request = { query: 'retry', language: 'en', tags: ['default'] };
const never = <T>() => new Promise<T>(() => undefined);
const working: PagefindModule = { options: async () => undefined, search: async () => ({ results: [] }) };

describe('search index timeouts', () => {
  it('waits a few seconds by default, not forever', () => {
    expect(INDEX_TIMEOUT_MS).toBeGreaterThanOrEqual(3_000);
    expect(INDEX_TIMEOUT_MS).toBeLessThanOrEqual(15_000);
  });

  it('fails a query whose index load hangs, and loads again on the next query', async () => {
    let calls = 0;
    const backend = createEmbeddedBackend({
      loadNav: noNames,
      basePath: '/pagefind/',
      timeoutMs: 50,
      load: () => (++calls === 1 ? never<PagefindModule>() : Promise.resolve(working)),
    });
    await expect(backend.search(request)).rejects.toBeInstanceOf(SearchUnavailableError);
    await expect(backend.search(request)).resolves.toMatchObject({ groups: [], total: 0 });
    expect(calls).toBe(2);
  });

  it('fails a query whose index chunks hang, and answers the next one', async () => {
    let searches = 0;
    const backend = createEmbeddedBackend({
      loadNav: noNames,
      basePath: '/pagefind/',
      timeoutMs: 50,
      load: async () => ({ options: async () => undefined, search: () => (++searches === 1 ? never() : Promise.resolve({ results: [] })) }),
    });
    await expect(backend.search(request)).rejects.toThrow(/did not answer within 50 ms/);
    await expect(backend.search(request)).resolves.toMatchObject({ total: 0 });
  });

  it('fails when starting the index hangs', async () => {
    const backend = createEmbeddedBackend({
      loadNav: noNames,
      basePath: '/pagefind/',
      timeoutMs: 50,
      load: async () => ({ options: () => never(), search: async () => null }),
    });
    await expect(backend.search(request)).rejects.toBeInstanceOf(SearchUnavailableError);
  });
});

describe('"no results" only when the index can be reached', () => {
  it('reports an empty answer as unavailable when the index cannot be reached', async () => {
    let online = false;
    const backend = createEmbeddedBackend({
      basePath: '/pagefind/',
      loadNav: noNames,
      load: async () => working,
      reachable: async () => online,
    });
    await expect(backend.search(request)).rejects.toBeInstanceOf(SearchUnavailableError);
    online = true;
    await expect(backend.search(request)).resolves.toMatchObject({ groups: [], total: 0 });
  });

  it('treats a server-side run (no window) as reachable', async () => {
    await expect(indexReachable('/pagefind/')).resolves.toBe(true);
  });
});
