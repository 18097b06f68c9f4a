// "What changed" per API: the operations, parameters and fields that the spec diff (spec-diff.mjs) finds added,
// deprecated or removed between a spec's state at an earlier revision and now, for the API reference pages.
import { diffSpec } from './spec-diff.mjs';

/** @typedef {{ what: 'operation' | 'parameter' | 'field', name: string, operation: string, operationId?: string, where?: string }} ChangeEntry */
/** @typedef {{ added: ChangeEntry[], deprecated: ChangeEntry[], removed: ChangeEntry[] }} ApiChanges */

const LISTED = new Set(['operation', 'parameter', 'field']);

/**
 * The added, deprecated and removed things of one spec file between `base` and `head` (SpecFiles), each once.
 * A parameter or request field that is new and required counts as added.
 * @returns {ApiChanges}
 */
export function whatChanged(file, base, head) {
  /** @type {ApiChanges} */
  const lists = { added: [], deprecated: [], removed: [] };
  const seen = new Set();
  for (const change of diffSpec(file, base, head)) {
    if (!LISTED.has(change.what)) continue;
    const list = change.change === 'required' && change.note?.startsWith('a new required') ? 'added' : change.change;
    if (!(list in lists)) continue;
    /** @type {ChangeEntry} */
    const entry = {
      what: /** @type {ChangeEntry['what']} */ (change.what),
      name:
        change.what === 'operation'
          ? (change.operation.operationId ?? `${change.operation.method} ${change.operation.path}`)
          : (change.path ?? change.name),
      operation: `${change.operation.method} ${change.operation.path}`,
      ...(change.operation.operationId ? { operationId: change.operation.operationId } : {}),
      ...(change.what === 'operation' ? {} : { where: change.where }),
    };
    const key = `${list}|${entry.what}|${entry.name}|${entry.where ?? ''}|${change.at.file}${change.at.pointer}`;
    if (seen.has(key)) continue;
    seen.add(key);
    lists[list].push(entry);
  }
  return lists;
}
