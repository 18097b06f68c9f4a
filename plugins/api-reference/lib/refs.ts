/** Helpers for the local `$ref`s of a bundled OpenAPI document. */

export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unescapeToken(token: string): string {
  return decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Follows a local JSON pointer such as `#/components/schemas/Invoice`; `undefined` when it is missing. */
export function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) {
    return undefined;
  }
  let node: unknown = doc;
  for (const token of ref.slice(1).split('/').filter(Boolean)) {
    if (Array.isArray(node)) {
      node = node[Number(unescapeToken(token))];
    } else if (isObject(node)) {
      node = node[unescapeToken(token)];
    } else {
      return undefined;
    }
  }
  return node;
}

/** The component name of `#/components/<kind>/<name>`, or `undefined` for other refs. */
export function componentName(ref: unknown, kind: string): string | undefined {
  if (typeof ref !== 'string') {
    return undefined;
  }
  const prefix = `#/components/${kind}/`;
  return ref.startsWith(prefix) ? unescapeToken(ref.slice(prefix.length)) : undefined;
}

/** Resolves `$ref` chains of a non-schema object (parameter, response, request body, header, example). */
export function deref(doc: unknown, value: unknown, depth = 0): Json | undefined {
  if (!isObject(value)) {
    return undefined;
  }
  if (typeof value.$ref === 'string' && depth < 20) {
    return deref(doc, resolvePointer(doc, value.$ref), depth + 1);
  }
  return value;
}
