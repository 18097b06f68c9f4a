/**
 * Fixtures of the Typesense browser tests: the hermetic page of the main suite (tests/e2e/fixtures.ts)
 * and the fake Typesense server of the contract tests, listening with CORS on the port that the
 * host's search settings name (./site.mjs). It starts once per worker; every test starts with no handlers and no
 * recorded requests.
 */
import { test as base, expect, hydrated } from '../e2e/fixtures';
import { fixture, startFakeTypesense, type FakeTypesense, type Reply } from '../contract/fakeTypesense';
import { FAKE_TYPESENSE_PORT } from './site.mjs';

export { expect, hydrated };

export const test = base.extend<{ typesense: FakeTypesense }, { fakeServer: FakeTypesense }>({
  fakeServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from this pattern.
    async ({}, use) => {
      const server = await startFakeTypesense({ port: FAKE_TYPESENSE_PORT, cors: true });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  typesense: [
    async ({ fakeServer }, use) => {
      fakeServer.reset();
      await use(fakeServer);
    },
    { scope: 'test' },
  ],
});

export interface SentSearch {
  /** Query-string parameters of the multi-search call. */
  readonly params: URLSearchParams;
  readonly searches: ReadonlyArray<Record<string, unknown>>;
}

const isMultiSearch = (method: string, path: string) => method === 'POST' && path === '/multi_search';

/** The multi-search calls the fake received, oldest first. */
export function sentSearches(server: FakeTypesense): SentSearch[] {
  return server.requests
    .filter((r) => isMultiSearch(r.method, r.path))
    .map((r) => ({ params: r.query, searches: (JSON.parse(r.body) as { searches: Array<Record<string, unknown>> }).searches }));
}

/** Answers every multi-search with the first result of a fixture, once for each search sent. */
export function answerWithFixture(server: FakeTypesense, name: string): void {
  const [result] = (fixture(name) as { results: unknown[] }).results;
  server.on((r) =>
    isMultiSearch(r.method, r.path)
      ? { body: { results: (JSON.parse(r.body) as { searches: unknown[] }).searches.map(() => result) } }
      : undefined,
  );
}

/** Answers every multi-search with `reply` as it is (an HTTP error, or an error inside a 200). */
export function answerWith(server: FakeTypesense, reply: Reply): void {
  server.on((r) => (isMultiSearch(r.method, r.path) ? reply : undefined));
}
