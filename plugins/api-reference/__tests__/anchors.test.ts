import { beforeAll, describe, expect, it } from 'vitest';
import {
  fallbackOperationId,
  headerAnchor,
  operationAnchor,
  responseAnchor,
  schemaAnchor,
  slugify,
  tagAnchor,
  webhookAnchor,
} from '../lib/anchors';
import type { ApiViewModel } from '../lib/types';
import { miniViewModel } from './helpers';

describe('anchor formats', () => {
  it('uses the public formats that docs link to', () => {
    expect(operationAnchor('list-invoices')).toBe('operation/list-invoices');
    expect(webhookAnchor('read.completed')).toBe('webhook/read.completed');
    expect(schemaAnchor('Invoice')).toBe('schema/Invoice');
    expect(responseAnchor('NotFound')).toBe('response/NotFound');
    expect(headerAnchor('X-RateLimit-Limit')).toBe('header/X-RateLimit-Limit');
    expect(tagAnchor('Bank feed accounts')).toBe('tag/bank-feed-accounts');
  });

  it('slugifies accents and punctuation', () => {
    expect(slugify('  Crédit & débit notes ')).toBe('credit-debit-notes');
  });

  it('derives an id for operations without operationId', () => {
    expect(fallbackOperationId('get', '/companies/{companyId}/data/invoices')).toBe('get-companies-companyid-data-invoices');
  });
});

describe('anchors of the mini API', () => {
  let vm: ApiViewModel;
  beforeAll(async () => {
    vm = await miniViewModel();
  });

  it('gives every operation the anchor operation/{operationId}', () => {
    for (const op of vm.tags.flatMap((t) => t.operations)) {
      expect(op.anchor).toBe(`operation/${op.operationId}`);
    }
  });

  it('has no duplicate anchors on the page', () => {
    const anchors = [
      'servers',
      'authentication',
      'download',
      'schemas',
      'responses',
      ...vm.tags.map((t) => t.anchor),
      ...vm.tags.flatMap((t) => t.operations.map((o) => o.anchor)),
      ...vm.schemas.map((s) => s.anchor),
      ...vm.responses.map((r) => r.anchor),
      ...vm.headers.map((h) => h.anchor),
    ];
    expect(new Set(anchors).size).toBe(anchors.length);
  });
});
