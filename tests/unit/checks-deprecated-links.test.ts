import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiLinks, checkDeprecatedLinks, notices } from '../../scripts/checks/deprecated-links.mjs';

const fixtures = path.resolve(__dirname, '../fixtures/checks/deprecated-links');

describe('deprecated links check on fixtures', () => {
  const results = checkDeprecatedLinks({ docsDir: path.join(fixtures, 'docs'), specsDir: path.join(fixtures, 'specs') }).map(
    ({ file, line, problem }) => `${path.relative(fixtures, file)}:${line}: ${problem}`,
  );

  it('passes a page whose deprecated links all have a notice, and ignores code blocks', () => {
    expect(results.filter((r) => r.startsWith('docs/good.mdx'))).toEqual([]);
  });

  it('fails links to a deprecated operation or API without a matching notice', () => {
    expect(results).toEqual([
      'docs/guides/bad-api.md:7: links the deprecated legacy API (/legacy-api/) without <DeprecationNotice api="legacy" />',
      'docs/guides/bad-api.md:8: links the deprecated operation legacy#list-things (/legacy-api/#operation/list-things) without <DeprecationNotice api="legacy" />',
      'docs/guides/bad-operation.md:5: links the deprecated operation shop#cancel-order (/shop-api/#operation/cancel-order) without <DeprecationNotice api="shop" operation="cancel-order" />',
      'docs/guides/wrong-notice.mdx:7: links the deprecated operation shop#cancel-order (/shop-api/#operation/cancel-order) without <DeprecationNotice api="shop" operation="cancel-order" />',
    ]);
  });
});

describe('link and notice parsing', () => {
  it('tells versioned APIs apart and ignores absolute URLs of other sites', () => {
    const source = '[a](/sync-for-payables-v2-api/#operation/create-bill) [b](/sync-for-payables-api/) https://example.com/shop-api/';
    expect(apiLinks(source).map((l) => `${l.api} ${l.operation ?? '-'}`)).toEqual([
      'sync-for-payables-v2 create-bill',
      'sync-for-payables -',
    ]);
  });

  it('reads api and operation attributes', () => {
    expect(
      notices('<DeprecationNotice api="bank-feeds" operation="create-bank-feed-accounts" /> <DeprecationNotice api="assess"/>'),
    ).toEqual([
      { api: 'bank-feeds', operation: 'create-bank-feed-accounts' },
      { api: 'assess', operation: undefined },
    ]);
  });
});
