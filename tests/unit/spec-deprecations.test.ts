import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { apiSpecFile, apis } from '../../src/data/apis';
import { operationDeprecation } from '../../plugins/api-reference/lib/deprecations';
import { parseFrontMatter } from '../../scripts/checks/front-matter.mjs';

type Json = Record<string, unknown>;
const root = path.resolve(__dirname, '../..');
const specs = new Map(
  apis.map((api) => [api.name as string, yaml.load(fs.readFileSync(path.join(root, apiSpecFile(api.name)), 'utf8')) as Json]),
);

function operations(doc: Json): Json[] {
  return Object.values((doc.paths ?? {}) as Record<string, Json>).flatMap((item) =>
    Object.values(item).filter((op): op is Json => typeof op === 'object' && op !== null && typeof (op as Json).operationId === 'string'),
  );
}

const postRemovalDates = new Set(
  fs
    .readdirSync(path.join(root, 'updates'))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => (parseFrontMatter(fs.readFileSync(path.join(root, 'updates', f), 'utf8')).data as Json | null)?.removal_date)
    .filter((d): d is string => typeof d === 'string'),
);

const deprecated = [...specs].flatMap(([api, doc]) =>
  operations(doc)
    .filter((op) => op.deprecated === true)
    .map((op) => ({ api, doc, op, id: `${api}#${String(op.operationId)}` })),
);

describe('deprecated operations in static/openapi', () => {
  it('exist (the check below is not vacuous)', () => {
    expect(deprecated.length).toBeGreaterThan(50);
  });

  it.each(deprecated.map((d) => [d.id, d] as const))(
    '%s has a removal date announced by an update post and a live replacement',
    (_id, { doc, op, id }) => {
      const deprecation = operationDeprecation(doc, op, id);
      expect(deprecation, `${id} needs x-removal-date and x-replacement (or inherit both from info)`).toBeDefined();
      expect(postRemovalDates, `no update post has removal_date ${deprecation?.removalDate}`).toContain(deprecation?.removalDate);
      const target = /^\/([a-z0-9-]+)-api\/(?:#operation\/(.+))?$/.exec(deprecation?.replacement.href ?? '');
      expect(target, `${id}: replacement ${deprecation?.replacement.href}`).not.toBeNull();
      const [, api, operationId] = target ?? [];
      const replacementSpec = specs.get(api);
      expect(replacementSpec, `${id}: replacement API ${api}`).toBeDefined();
      if (operationId !== undefined) {
        const replacement = operations(replacementSpec ?? {}).find((o) => o.operationId === operationId);
        expect(replacement, `${id}: ${api}#${operationId} does not exist`).toBeDefined();
        expect(replacement?.deprecated, `${id}: ${api}#${operationId} is deprecated itself`).not.toBe(true);
      }
    },
  );
});
