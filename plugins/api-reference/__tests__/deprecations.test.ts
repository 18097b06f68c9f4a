import { describe, expect, it } from 'vitest';
import { apiDeprecations, operationDeprecation, replacementLink } from '../lib/deprecations';
import { buildViewModel } from '../lib/viewModel';
import { findOperation, meta } from './helpers';

const deprecatedApi = {
  info: { title: 'Old', version: '1.0.0', 'x-removal-date': '2027-06-30', 'x-replacement': '/sync-for-payables-v2-api/' },
  paths: {
    '/bills': {
      parameters: [],
      get: {
        operationId: 'list-bills',
        summary: 'List bills',
        deprecated: true,
        'x-removal-date': '2027-01-31',
        'x-replacement': 'sync-for-payables-v2#list-bills',
      },
      post: { operationId: 'create-bill', summary: 'Create bill', deprecated: true },
    },
  },
};

describe('replacementLink', () => {
  it('links an operation of another API and names it', () => {
    expect(replacementLink('bank-feeds-v2#create-source-account')).toEqual({
      href: '/bank-feeds-v2-api/#operation/create-source-account',
      label: 'create-source-account in the Bank Feeds API v2',
    });
  });

  it('links an API route', () => {
    expect(replacementLink('/sync-for-payables-v2-api/')).toEqual({
      href: '/sync-for-payables-v2-api/',
      label: 'the Bill Pay API (sync) v2',
    });
  });

  it('rejects unknown APIs and free text', () => {
    expect(() => replacementLink('no-such#list-things')).toThrow(/unknown API "no-such"/);
    expect(() => replacementLink('use the v2 API')).toThrow(/neither/);
  });
});

describe('operationDeprecation', () => {
  it('reads the operation’s own extensions first, then those of info', () => {
    expect(operationDeprecation(deprecatedApi, deprecatedApi.paths['/bills'].get, 'GET /bills')?.removalDate).toBe('2027-01-31');
    expect(operationDeprecation(deprecatedApi, deprecatedApi.paths['/bills'].post, 'POST /bills')).toEqual({
      removalDate: '2027-06-30',
      replacement: { href: '/sync-for-payables-v2-api/', label: 'the Bill Pay API (sync) v2' },
    });
  });

  it('ignores operations that are not deprecated', () => {
    expect(operationDeprecation(deprecatedApi, { operationId: 'x', 'x-removal-date': '2027-01-31' }, 'GET /x')).toBeUndefined();
  });

  it('fails on an unquoted or missing date and on a missing replacement', () => {
    expect(() =>
      operationDeprecation({}, { deprecated: true, 'x-removal-date': new Date(), 'x-replacement': '/files-api/' }, 'GET /a'),
    ).toThrow(/quoted YYYY-MM-DD/);
    expect(() => operationDeprecation({}, { deprecated: true, 'x-removal-date': '2027-01-31' }, 'GET /b')).toThrow(
      /x-replacement is missing/,
    );
  });
});

describe('apiDeprecations', () => {
  it('lists the API-wide deprecation and every deprecated operation with its summary', () => {
    const index = apiDeprecations('sync-for-payables', deprecatedApi);
    expect(index.title).toBe('Bill Pay API (sync)');
    expect(index.api?.removalDate).toBe('2027-06-30');
    expect(Object.keys(index.operations)).toEqual(['list-bills', 'create-bill']);
    expect(index.operations['list-bills'].summary).toBe('List bills');
  });
});

describe('reference page view model', () => {
  it('gives each deprecated operation its removal date and replacement link', () => {
    const vm = buildViewModel({ openapi: '3.1.0', ...deprecatedApi }, meta);
    expect(findOperation(vm, 'list-bills').deprecation).toEqual({
      removalDate: '2027-01-31',
      replacement: { href: '/sync-for-payables-v2-api/#operation/list-bills', label: 'list-bills in the Bill Pay API (sync) v2' },
    });
    expect(findOperation(vm, 'create-bill').deprecation?.removalDate).toBe('2027-06-30');
  });
});
