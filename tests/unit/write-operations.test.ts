import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { dataTypes } from '../../src/data/dataTypes';
import { integrations, type DataTypeName, type Integration } from '../../src/data/integrations';
import { writeOperations, type WriteAction } from '../../src/data/writeOperations';

const siteDir = path.resolve(__dirname, '../..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Operation {
  method: string;
  path: string;
  deprecated: boolean;
}

/** Every operation of a spec by operationId. */
function operationsOf(api: string): Map<string, Operation> {
  const doc = yaml.load(fs.readFileSync(path.join(siteDir, 'static/openapi', `${api}.yaml`), 'utf8')) as {
    paths: Record<string, Partial<Record<(typeof METHODS)[number], { operationId?: string; deprecated?: boolean }>>>;
  };
  const result = new Map<string, Operation>();
  for (const [route, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (op?.operationId) result.set(op.operationId, { method, path: route, deprecated: op.deprecated === true });
    }
  }
  return result;
}

const specs = new Map<string, Map<string, Operation>>();
function resolve(ref: string): Operation | undefined {
  const [api = '', operationId = ''] = ref.split('#');
  if (!specs.has(api)) specs.set(api, operationsOf(api));
  return specs.get(api)?.get(operationId);
}

/** The method push.mdx says each action uses. */
const pushGuide = fs.readFileSync(path.join(siteDir, 'docs/using-the-api/push.mdx'), 'utf8');
const expectedMethod: Record<WriteAction, string> = { create: 'post', update: 'put', delete: 'delete', attachments: 'post' };
const entries = Object.entries(writeOperations) as Array<[DataTypeName, Partial<Record<WriteAction, string>>]>;
const all = integrations as readonly Integration[];

describe('write operations agree with the specs', () => {
  it.each(entries)('%s: every action names a current operation of its spec with the method push.mdx states', (dataType, actions) => {
    for (const [action, ref] of Object.entries(actions) as Array<[WriteAction, string]>) {
      const op = resolve(ref);
      expect(op, `${dataType} ${action}: ${ref} is not in the spec`).toBeDefined();
      expect(op?.deprecated, `${dataType} ${action}: ${ref} is deprecated`).toBe(false);
      expect(op?.method, `${dataType} ${action}: ${ref}`).toBe(expectedMethod[action]);
      if (action === 'attachments') expect(op?.path).toMatch(/\/attachment$/);
    }
  });

  it('states the rules it checks in push.mdx: creates POST, updates PUT, deletes DELETE', () => {
    expect(pushGuide).toMatch(/Updates use `PUT`/);
    expect(pushGuide).toMatch(/Deletes use `DELETE`/);
  });

  it('lists every current write operation of the Accounting API', () => {
    const listed = new Set(entries.flatMap(([, actions]) => Object.values(actions)));
    const writes = [...operationsOf('accounting')].filter(([, op]) => op.path.includes('/push/') && op.method !== 'get' && !op.deprecated);
    expect(writes.length).toBeGreaterThan(20);
    expect(writes.map(([id]) => `accounting#${id}`).filter((ref) => !listed.has(ref))).toEqual([]);
  });

  it('has operations exactly for the data types src/data/dataTypes.ts marks writable', () => {
    for (const [dataType] of entries) expect(dataTypes.find((t) => t.name === dataType)?.write, dataType).toBe(true);
    const integrationTypes = new Set(all.flatMap((i) => [...i.read, ...i.write]));
    const writable = dataTypes.filter((t) => t.write && integrationTypes.has(t.name as DataTypeName)).map((t) => t.name);
    expect(writable.filter((name) => !writeOperations[name as DataTypeName])).toEqual([]);
  });
});

describe('write support of each integration', () => {
  it.each(all.map((i) => [`${i.category}/${i.slug}`, i] as const))('%s writes only through operations the specs have', (_, i) => {
    for (const t of i.write) expect(writeOperations[t], `${t} has no write operation in the specs`).toBeDefined();
    for (const [t, lacks] of Object.entries(i.unsupportedWrites ?? {}) as Array<[DataTypeName, WriteAction[]]>) {
      expect(i.write, `unsupportedWrites names ${t}, which the integration does not write`).toContain(t);
      for (const action of lacks) expect(writeOperations[t]?.[action], `${t}: the API has no ${action} to lack`).toBeDefined();
      expect(lacks, `${t} lacks every action; remove it from write instead`).not.toContain('create');
    }
  });
});
