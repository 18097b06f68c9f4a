// What changed in one OpenAPI spec between two sides (SpecFiles of a base and a head): operations added, removed or
// deprecated; parameters added, removed or newly required; request and response fields added, removed, retyped,
// newly required (requests) or deprecated; enum values added or removed. Each change says whether it breaks a client
// and where it is: the head's file and pointer, or the base's for a thing that is gone.
import { pointerOf } from './spec-files.mjs';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/**
 * @typedef {{ file: string, pointer: string }} At
 * @typedef {{ method: string, path: string, operationId?: string }} OperationRef
 * @typedef {{
 *   change: 'added' | 'removed' | 'deprecated' | 'retyped' | 'required' | 'narrowed' | 'widened',
 *   what: 'operation' | 'parameter' | 'field' | 'enum',
 *   breaking: boolean,
 *   name: string,
 *   operation: OperationRef,
 *   where?: string,
 *   side: 'base' | 'head',
 *   at: At,
 *   marked: { date: string } | null,
 *   path?: string,
 *   note?: string,
 * }} SpecChange
 */

/** `{ date }` when a node is `deprecated: true` with an `x-removal-date`, else null. */
export function removalMark(...nodes) {
  for (const node of nodes) {
    if (node?.deprecated === true && node['x-removal-date']) return { date: String(node['x-removal-date']) };
  }
  return null;
}

/** Every operation of a spec by `METHOD /path`. */
function operationsOf(specs, file) {
  const doc = specs.doc(file);
  const operations = new Map();
  for (const [route, rawItem] of Object.entries(doc?.paths ?? {})) {
    const item = specs.resolve(rawItem, { file, pointer: pointerOf('paths', route) });
    for (const method of METHODS) {
      const node = item.node?.[method];
      if (!node) continue;
      const at = { file: item.at.file, pointer: `${item.at.pointer}/${method}` };
      operations.set(`${method.toUpperCase()} ${route}`, {
        ref: { method: method.toUpperCase(), path: route, operationId: node.operationId },
        node,
        at,
        item,
      });
    }
  }
  return operations;
}

/** An operation's parameters (its path item's too) by `in:name`, each resolved. */
function parametersOf(specs, operation) {
  const parameters = new Map();
  const lists = [
    { list: operation.item.node?.parameters, at: { file: operation.item.at.file, pointer: `${operation.item.at.pointer}/parameters` } },
    { list: operation.node.parameters, at: { file: operation.at.file, pointer: `${operation.at.pointer}/parameters` } },
  ];
  for (const { list, at } of lists) {
    (list ?? []).forEach((raw, index) => {
      const resolved = specs.resolve(raw, { file: at.file, pointer: `${at.pointer}/${index}` });
      if (resolved.node?.name) parameters.set(`${resolved.node.in}:${resolved.node.name}`, { ...resolved, raw });
    });
  }
  return parameters;
}

/** The JSON schema of a request body or response, resolved, or undefined. */
function jsonSchemaOf(specs, holder) {
  const resolved = specs.resolve(holder.node, holder.at);
  const content = resolved.node?.content ?? {};
  const mediaType = Object.keys(content).find((type) => /json/.test(type));
  if (!mediaType || !content[mediaType].schema) return undefined;
  const at = { file: resolved.at.file, pointer: `${resolved.at.pointer}/content/${pointerOf(mediaType).slice(2)}/schema` };
  return specs.resolve(content[mediaType].schema, at);
}

/** A schema's type as one sorted string (`integer`, `null|string`), or undefined when it names none. */
function typeOf(schema) {
  const type = schema?.type;
  if (type === undefined) return undefined;
  return [type].flat().sort().join('|');
}

/** A schema with its `allOf` members merged: type, enum, properties (each with where it is), required, items. */
function shapeOf(specs, resolved, depth = 0) {
  const shape = { type: typeOf(resolved.node), enum: resolved.node?.enum, properties: new Map(), required: new Set(), items: undefined };
  if (!resolved.node || depth > 16) return shape;
  const { node, at } = resolved;
  for (const [name, raw] of Object.entries(node.properties ?? {})) {
    const propertyAt = { file: at.file, pointer: `${at.pointer}/properties/${pointerOf(name).slice(2)}` };
    shape.properties.set(name, { raw, ...specs.resolve(raw, propertyAt), rawAt: propertyAt });
  }
  for (const name of node.required ?? []) shape.required.add(name);
  if (node.items) shape.items = specs.resolve(node.items, { file: at.file, pointer: `${at.pointer}/items` });
  (node.allOf ?? []).forEach((member, index) => {
    const merged = shapeOf(specs, specs.resolve(member, { file: at.file, pointer: `${at.pointer}/allOf/${index}` }), depth + 1);
    shape.type ??= merged.type;
    shape.enum ??= merged.enum;
    shape.items ??= merged.items;
    for (const [name, property] of merged.properties) if (!shape.properties.has(name)) shape.properties.set(name, property);
    for (const name of merged.required) shape.required.add(name);
  });
  return shape;
}

/** The changes of one spec file between `base` and `head` (SpecFiles). */
export function diffSpec(file, base, head) {
  /** @type {SpecChange[]} */
  const changes = [];
  const seen = new Set();
  const apiMark = removalMark({ deprecated: true, ...base.doc(file)?.info }) ?? null;
  const baseOperations = operationsOf(base, file);
  const headOperations = operationsOf(head, file);

  for (const [key, before] of baseOperations) {
    if (headOperations.has(key)) continue;
    const name = before.ref.operationId ?? key;
    changes.push({
      change: 'removed',
      what: 'operation',
      breaking: true,
      name,
      operation: before.ref,
      side: 'base',
      at: before.at,
      marked: removalMark(before.node) ?? apiMark,
    });
  }
  for (const [key, after] of headOperations) {
    const before = baseOperations.get(key);
    const name = after.ref.operationId ?? key;
    if (!before) {
      changes.push({
        change: 'added',
        what: 'operation',
        breaking: false,
        name,
        operation: after.ref,
        side: 'head',
        at: after.at,
        marked: null,
      });
      continue;
    }
    const operationMark = removalMark(after.node, before.node) ?? apiMark;
    const context = { base, head, changes, seen, operation: after.ref, operationMark };
    if (after.node.deprecated === true && before.node.deprecated !== true)
      changes.push({
        change: 'deprecated',
        what: 'operation',
        breaking: false,
        name,
        operation: after.ref,
        side: 'head',
        at: after.at,
        marked: removalMark(after.node),
      });
    compareParameters(context, parametersOf(base, before), parametersOf(head, after));
    const requestBefore =
      before.node.requestBody &&
      jsonSchemaOf(base, { node: before.node.requestBody, at: { file: before.at.file, pointer: `${before.at.pointer}/requestBody` } });
    const requestAfter =
      after.node.requestBody &&
      jsonSchemaOf(head, { node: after.node.requestBody, at: { file: after.at.file, pointer: `${after.at.pointer}/requestBody` } });
    if (requestBefore && requestAfter)
      compareSchemas({ ...context, where: 'request body', request: true }, requestBefore, requestAfter, '');
    for (const [status, response] of Object.entries(before.node.responses ?? {})) {
      if (!/^2/.test(status) || !after.node.responses?.[status]) continue;
      const responseAt = (at) => ({ file: at.file, pointer: `${at.pointer}/responses/${status}` });
      const schemaBefore = jsonSchemaOf(base, { node: response, at: responseAt(before.at) });
      const schemaAfter = jsonSchemaOf(head, { node: after.node.responses[status], at: responseAt(after.at) });
      if (schemaBefore && schemaAfter)
        compareSchemas({ ...context, where: `response ${status}`, request: false }, schemaBefore, schemaAfter, '');
    }
  }
  return changes;
}

function compareParameters(context, before, after) {
  const { changes, operation, operationMark } = context;
  const where = (parameter) => `${parameter.node.in} parameter`;
  for (const [key, parameter] of before) {
    if (after.has(key)) continue;
    changes.push({
      change: 'removed',
      what: 'parameter',
      breaking: true,
      name: parameter.node.name,
      operation,
      where: where(parameter),
      side: 'base',
      at: parameter.at,
      marked: removalMark(parameter.node, parameter.raw) ?? operationMark,
    });
  }
  for (const [key, parameter] of after) {
    const old = before.get(key);
    const base = { name: parameter.node.name, operation, where: where(parameter), side: /** @type {const} */ ('head'), at: parameter.at };
    const marked = removalMark(parameter.node, parameter.raw, old?.node, old?.raw) ?? operationMark;
    if (!old) {
      changes.push({
        ...base,
        change: parameter.node.required ? 'required' : 'added',
        what: 'parameter',
        breaking: Boolean(parameter.node.required),
        marked,
        note: parameter.node.required ? 'a new required parameter' : undefined,
      });
      continue;
    }
    if (parameter.node.required && !old.node.required)
      changes.push({ ...base, change: 'required', what: 'parameter', breaking: true, marked, note: 'now required' });
    if (parameter.node.deprecated === true && old.node.deprecated !== true)
      changes.push({ ...base, change: 'deprecated', what: 'parameter', breaking: false, marked });
    if (old.node.schema && parameter.node.schema) {
      const schemaAt = (at) => ({ file: at.file, pointer: `${at.pointer}/schema` });
      compareSchemas(
        { ...context, where: where(parameter), request: true, operationMark: marked },
        context.base.resolve(old.node.schema, schemaAt(old.at)),
        context.head.resolve(parameter.node.schema, schemaAt(parameter.at)),
        parameter.node.name,
      );
    }
  }
}

/** Compares two resolved schemas at `field` (`lines[].amount`; '' for the body itself). */
function compareSchemas(context, before, after, field) {
  const { changes, seen, operation, where, request } = context;
  // Each pair of schemas is compared once per file and kind of place, which also ends recursive schemas: a change in
  // a shared schema is reported once, with the first operation that reaches it.
  const key = `${request ? 'request' : 'response'}|${before.at.file}${before.at.pointer}|${after.at.file}${after.at.pointer}`;
  if (seen.has(key)) return;
  seen.add(key);
  const old = shapeOf(context.base, before);
  const now = shapeOf(context.head, after);
  const name = field ? field.split('.').pop().replaceAll('[]', '') || where : where;
  const marked = removalMark(after.node, before.node) ?? context.operationMark;
  const base = { name, path: field || where, operation, where, side: /** @type {const} */ ('head'), at: after.at };
  if (old.type && now.type && old.type !== now.type) {
    changes.push({ ...base, change: 'retyped', what: 'field', breaking: true, marked, note: `${old.type} → ${now.type}` });
    return;
  }
  if (Array.isArray(now.enum)) {
    const removed = Array.isArray(old.enum) ? old.enum.filter((value) => !now.enum.includes(value)) : null;
    const added = Array.isArray(old.enum) ? now.enum.filter((value) => !old.enum.includes(value)) : [];
    if (removed === null)
      changes.push({ ...base, change: 'narrowed', what: 'enum', breaking: true, marked, note: `now one of ${now.enum.join(', ')}` });
    else if (removed.length)
      changes.push({ ...base, change: 'narrowed', what: 'enum', breaking: true, marked, note: `${removed.join(', ')} no longer allowed` });
    if (added.length) changes.push({ ...base, change: 'widened', what: 'enum', breaking: false, marked, note: `adds ${added.join(', ')}` });
  }
  const child = (property) => (field ? `${field}.${property}` : property);
  for (const [property, was] of old.properties) {
    if (now.properties.has(property)) continue;
    changes.push({
      change: 'removed',
      what: 'field',
      breaking: true,
      name: property,
      operation,
      where,
      side: 'base',
      at: was.rawAt,
      marked: removalMark(was.raw, was.node) ?? context.operationMark,
      path: child(property),
    });
  }
  for (const [property, is] of now.properties) {
    const was = old.properties.get(property);
    const isRequired = request && now.required.has(property);
    const fieldMark = removalMark(is.raw, is.node, was?.raw, was?.node) ?? context.operationMark;
    const fieldBase = {
      name: property,
      operation,
      where,
      side: /** @type {const} */ ('head'),
      at: is.rawAt,
      marked: fieldMark,
      path: child(property),
    };
    if (!was) {
      changes.push({
        ...fieldBase,
        change: isRequired ? 'required' : 'added',
        what: 'field',
        breaking: isRequired,
        note: isRequired ? 'a new required field' : undefined,
      });
      continue;
    }
    if (isRequired && !old.required.has(property)) changes.push({ ...fieldBase, change: 'required', what: 'field', breaking: true });
    if ((is.raw?.deprecated === true || is.node?.deprecated === true) && was.raw?.deprecated !== true && was.node?.deprecated !== true)
      changes.push({ ...fieldBase, change: 'deprecated', what: 'field', breaking: false });
    compareSchemas({ ...context, operationMark: fieldMark }, was, is, child(property));
  }
  if (old.items && now.items) compareSchemas(context, old.items, now.items, `${field}[]`);
}
