import fs from 'node:fs';
import { parseYaml } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { integrations, redirectKeys } from '../../src/data/integrations';

const specFiles = fs.readdirSync('static/openapi').filter((name) => name.endsWith('.yaml'));
/** A name can have several records (Xero accounting and Xero bank feeds), each with its own key. */
const keysByName = new Map<string, string[]>();
for (const integration of integrations) keysByName.set(integration.name, [...(keysByName.get(integration.name) ?? []), integration.key]);
const allKeys = new Set(redirectKeys().map(({ key }) => key));

/** Every object in a parsed document, depth first. */
function* objects(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const item of value) yield* objects(item);
  else if (value && typeof value === 'object') {
    yield value as Record<string, unknown>;
    for (const child of Object.values(value)) yield* objects(child);
  }
}

describe('platform keys in the OpenAPI examples agree with src/data/integrations.ts', () => {
  it.each(specFiles)('%s', (file) => {
    const spec = parseYaml(fs.readFileSync(`static/openapi/${file}`, 'utf8'));
    for (const object of objects(spec)) {
      const name = object.platformName;
      if (typeof object.integrationKey === 'string' && typeof name === 'string' && keysByName.has(name)) {
        expect(keysByName.get(name), `${name} in ${file}`).toContain(object.integrationKey);
      }
      for (const field of ['platformKey', 'commercePlatformKey', 'accountingPlatformKey']) {
        const key = object[field];
        if (typeof key === 'string' && /^[a-z]{4}$/.test(key)) expect(allKeys.has(key), `${field} ${key} in ${file}`).toBe(true);
      }
    }
  });
});
