import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serversOf } from '../../lib/checks/environments.mjs';
import { checkEnvironments } from '../../scripts/checks/environments.mjs';

const fixtures = path.resolve(__dirname, '../fixtures/checks/environments');

describe('environment check on fixtures', () => {
  const results = checkEnvironments([path.join(fixtures, 'docs'), path.join(fixtures, 'updates')]).map(
    ({ file, line, problem }) => `${path.relative(fixtures, file)}:${line}: ${problem}`,
  );

  it('passes pages whose samples call one server with its own key, whatever the prose names', () => {
    expect(results.filter((r) => /good/.test(r))).toEqual([]);
  });

  it('fails mixed servers, missing or wrong keys, in docs and posts, naming file and line', () => {
    expect(results).toEqual([
      'docs/mixed.mdx:15: this sample calls the production server, but the sample at line 8 calls the sandbox server; use one environment per page',
      'docs/wrong-keys.md:6: a sample that calls the sandbox server needs a sandbox key: YOUR_SANDBOX_API_KEY or LEDGERLINK_SANDBOX_API_KEY',
      'docs/wrong-keys.md:7: a production key (YOUR_API_KEY, LEDGERLINK_API_KEY) against the sandbox server gets a 401',
      'docs/wrong-keys.md:11: a sample that calls the sandbox server needs a sandbox key: YOUR_SANDBOX_API_KEY or LEDGERLINK_SANDBOX_API_KEY',
      'updates/240101-post.mdx:7: a sandbox key against the production server gets a 401',
      'updates/240101-post.mdx:10: one code sample calls both the production and the sandbox server',
    ]);
  });
});

describe('servers of a sample', () => {
  it('tells the sandbox host from the production host it contains', () => {
    expect(serversOf('curl https://sandbox.api.ledgerlink.io/companies')).toBe('sandbox');
    expect(serversOf('BaseAddress = new Uri("https://api.ledgerlink.io/")')).toBe('production');
    expect(serversOf('https://status.ledgerlink.io and https://portal.ledgerlink.io')).toBeUndefined();
  });
});
