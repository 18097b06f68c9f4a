import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// js-yaml, as re-exported (with types) by @redocly/openapi-core.
import { parseYaml } from '@redocly/openapi-core';
import { apis, apiSpecFile, type ApiName } from '../../src/data/apis';
import { dataTypes, dataTypesOf, type DataTypeInfo } from '../../src/data/dataTypes';

const all: readonly DataTypeInfo[] = dataTypes;
const apiNames = new Set<string>(apis.map((a) => a.name));
const siteDir = path.resolve(__dirname, '../..');

/** operationIds of one spec file, or undefined when the spec does not exist yet. */
function operationIds(api: ApiName): Set<string> | undefined {
  const file = path.join(siteDir, apiSpecFile(api));
  if (!existsSync(file)) return undefined;
  const doc = parseYaml(readFileSync(file, 'utf8')) as { paths?: Record<string, Record<string, { operationId?: string }>> };
  const ids = new Set<string>();
  for (const item of Object.values(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (['get', 'put', 'post', 'delete', 'patch'].includes(method) && operation.operationId) ids.add(operation.operationId);
    }
  }
  return ids;
}

describe('dataTypes', () => {
  it('has unique names', () => {
    const names = all.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('uses the contract’s naming: camelCase, with a product prefix for banking and commerce', () => {
    for (const t of all) {
      expect(t.name, t.name).toMatch(/^(banking-|commerce-)?[a-z][a-zA-Z]*$/);
      if (t.name.startsWith('banking-')) expect(t.api, t.name).toBe('banking');
      if (t.name.startsWith('commerce-')) expect(t.api, t.name).toBe('commerce');
    }
  });

  it('has a title and a one-sentence description ending with a period', () => {
    for (const t of all) {
      expect(t.title.trim(), t.name).not.toBe('');
      expect(t.description.trim().length, t.name).toBeGreaterThan(10);
      expect(t.description, t.name).toMatch(/\.$/);
      expect(t.description, t.name).toMatch(/^[A-Z]/);
    }
  });

  it('names only known APIs, never the owner twice', () => {
    for (const t of all) {
      expect(apiNames.has(t.api), `${t.name}: ${t.api}`).toBe(true);
      for (const other of t.alsoIn) expect(apiNames.has(other), `${t.name}: ${other}`).toBe(true);
      expect(t.alsoIn, t.name).not.toContain(t.api);
      expect(new Set(t.alsoIn).size, t.name).toBe(t.alsoIn.length);
    }
  });

  it('can be read or written, and readable types name a list operation', () => {
    for (const t of all) {
      expect(t.read || t.write, t.name).toBe(true);
      if (t.read) expect(t.listOperation, t.name).toMatch(/^(list|get)-[a-z0-9-]+$/);
    }
  });

  it('dataTypesOf returns owned and shared types', () => {
    const accounting = dataTypesOf('accounting').map((t) => t.name);
    expect(accounting).toContain('invoices');
    expect(accounting).toContain('transfers');
    expect(accounting).not.toContain('banking-transactions');
    const ledgerlink = dataTypesOf('ledgerlink').map((t) => t.name);
    expect(ledgerlink).toEqual(expect.arrayContaining(['invoices', 'banking-transactions', 'commerce-orders']));
    expect(dataTypesOf('sync-for-expenses').map((t) => t.name)).toEqual(
      expect.arrayContaining(['expenseTransactions', 'reimbursableExpenseTransactions', 'transfers']),
    );
    expect(dataTypesOf('files')).toEqual([]);
  });
});

describe('dataTypes against the OpenAPI specs', () => {
  const owners = [...new Set(all.map((t) => t.api))];
  for (const api of owners) {
    const ids = operationIds(api);
    it.skipIf(!ids)(`every ${api} listOperation exists in ${apiSpecFile(api)}`, () => {
      const missing = all
        .filter((t) => t.api === api && t.listOperation && !ids!.has(t.listOperation))
        .map((t) => `${t.name} → ${t.listOperation}`);
      expect(missing).toEqual([]);
    });
  }
});
