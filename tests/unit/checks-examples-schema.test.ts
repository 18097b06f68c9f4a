import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkExamples, curlCalls, shellWord } from '../../scripts/checks/examples-schema.mjs';

const fixtures = path.resolve(__dirname, '../fixtures/checks/examples-schema');

describe('examples schema check on fixtures', () => {
  let result: Awaited<ReturnType<typeof checkExamples>>;
  beforeAll(async () => {
    result = await checkExamples({ docsDir: path.join(fixtures, 'docs'), specsDir: path.join(fixtures, 'specs') });
  });
  const problems = () => result.problems.map(({ file, line, problem }) => `${path.relative(fixtures, file)}:${line}: ${problem}`);

  it('passes valid bodies and responses, skips -G data, other hosts and unclaimed JSON', () => {
    expect(problems().filter((p) => p.startsWith('docs/good.mdx'))).toEqual([]);
  });

  it('counts what it checks: curl bodies, request blocks, responses after a tab group or named in the fence', () => {
    expect(result.checked).toEqual({ requests: 5, responses: 4 });
  });

  it('reports file:line and the Ajv error of every mismatch', () => {
    expect(problems()).toEqual([
      "docs/bad.mdx:8: request body does not match shop#create-order (POST /stores/{storeId}/orders): (body) must have required property 'quantity'",
      'docs/bad.mdx:23: response example does not match shop#get-order (GET /stores/{storeId}/orders/{orderId}): /quantity must be integer',
      'docs/bad.mdx:27: request example does not match shop#create-order (POST /stores/{storeId}/orders): /quantity must be >= 1',
      'docs/bad.mdx:31: operation="shop#delete-order" names no operation in the specs',
      'docs/bad.mdx:36: request body is not valid JSON: Expected double-quoted property name in JSON at position 16',
      'docs/bad.mdx:40: no operation with a JSON request body matches PUT /stores/st-1/orders',
    ]);
  });
});

describe('curl parsing', () => {
  it('joins shell quoting the way the shell does', () => {
    expect(shellWord(`'{"a": "it'\\''s"}' -H x`, 0)).toBe(`{"a": "it's"}`);
    expect(shellWord(`"{\\"a\\": 1}"`, 0)).toBe('{"a": 1}');
  });

  it('finds method, path and body, and treats -G data as a query string', () => {
    expect(curlCalls(`curl -X PUT "https://api.ledgerlink.io/a/b?x=1" --data '{"k":1}'`)).toEqual([
      { method: 'put', path: '/a/b', body: '{"k":1}', bodyLine: 0 },
    ]);
    expect(curlCalls(`curl -G "https://sandbox.api.ledgerlink.io/a" -d "page=2"`)).toEqual([
      { method: 'get', path: '/a', body: undefined, bodyLine: undefined },
    ]);
  });
});
