/**
 * Removal dates and replacements of deprecated operations, read from the spec extensions
 * `x-removal-date: YYYY-MM-DD` and `x-replacement` (`<api>#<operationId>` or an API route such as
 * `/sync-for-payables-v2-api/`). An operation inherits both from `info` when its whole API is deprecated.
 */
import { apiRoute, apis, type ApiName } from '../../../src/data/apis';
import { operationAnchor } from './anchors';
import { isObject, type Json } from './refs';
import type { DeprecationView, Replacement } from './types';

/** What `<DeprecationNotice>` reads: per API, the API-wide deprecation and each deprecated operation. */
export interface ApiDeprecations {
  title: string;
  route: string;
  api?: DeprecationView;
  operations: Record<string, DeprecationView & { summary: string }>;
}

export type DeprecationIndex = Record<string, ApiDeprecations>;

function apiTitle(name: string): string {
  const api = apis.find((a) => a.name === name);
  if (!api) throw new Error(`x-replacement names the unknown API "${name}"`);
  return api.title;
}

/** `accounting#list-invoices` → link to that operation; `/accounting-api/` → link to that API. */
export function replacementLink(value: string): Replacement {
  const operation = /^([a-z0-9-]+)#([\w.-]+)$/.exec(value);
  if (operation) {
    const [, api, id] = operation;
    return { href: `${apiRoute(api as ApiName)}#${operationAnchor(id)}`, label: `${id} in the ${apiTitle(api)}` };
  }
  const route = /^\/([a-z0-9-]+)-api\/$/.exec(value);
  if (route) return { href: value, label: `the ${apiTitle(route[1])}` };
  throw new Error(`x-replacement "${value}" is neither <api>#<operationId> nor an API route like /accounting-api/`);
}

/** The deprecation declared on a spec object (`info` or an operation), if both extensions are set. */
function declared(node: Json, where: string): DeprecationView | undefined {
  const date = node['x-removal-date'];
  const replacement = node['x-replacement'];
  if (date === undefined && replacement === undefined) return undefined;
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date))
    throw new Error(`${where}: x-removal-date must be a quoted YYYY-MM-DD date`);
  if (typeof replacement !== 'string') throw new Error(`${where}: x-replacement is missing`);
  return { removalDate: date, replacement: replacementLink(replacement) };
}

/** The deprecation of a deprecated operation: its own extensions, else those of `info`. */
export function operationDeprecation(doc: Json, op: Json, where: string): DeprecationView | undefined {
  if (op.deprecated !== true) return undefined;
  return declared(op, where) ?? (isObject(doc.info) ? declared(doc.info, `${where} (info)`) : undefined);
}

/** Every deprecation of one bundled spec, for the `<DeprecationNotice>` component. */
export function apiDeprecations(name: string, document: Record<string, unknown>): ApiDeprecations {
  const doc = document as Json;
  const info = isObject(doc.info) ? doc.info : {};
  const result: ApiDeprecations = { title: apiTitle(name), route: apiRoute(name as ApiName), operations: {} };
  const apiWide = declared(info, `${name} info`);
  if (apiWide) result.api = apiWide;
  for (const pathItem of Object.values(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(pathItem)) continue;
    // Operations are the only members of a path item that carry an operationId.
    for (const op of Object.values(pathItem)) {
      if (!isObject(op) || typeof op.operationId !== 'string') continue;
      const deprecation = operationDeprecation(doc, op, `${name}#${op.operationId}`);
      if (deprecation)
        result.operations[op.operationId] = { ...deprecation, summary: typeof op.summary === 'string' ? op.summary : op.operationId };
    }
  }
  return result;
}
