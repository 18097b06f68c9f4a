/**
 * Example values for parameters, request bodies and responses. An explicit `example`/`examples`
 * in the spec always wins; otherwise a value is built from the schema (formats, enums, defaults,
 * limits), following `$ref`s with a guard against recursive schemas.
 */
import { deref, isObject, resolvePointer, type Json } from './refs';

export type Direction = 'request' | 'response';

const FORMAT_EXAMPLES: Record<string, unknown> = {
  'date-time': '2025-03-14T09:30:00Z',
  date: '2025-03-14',
  time: '09:30:00',
  uuid: '8a210b68-6988-11ed-a1eb-0242ac120002',
  email: 'finance@example.com',
  uri: 'https://example.com',
  'uri-reference': '/companies',
  url: 'https://example.com',
  hostname: 'example.com',
  ipv4: '192.0.2.10',
  byte: 'SGVsbG8=',
  binary: '<binary>',
};

function firstDefined(...values: unknown[]): unknown {
  return values.find((v) => v !== undefined);
}

/** The example the schema itself declares, if any. */
function declaredExample(s: Json): unknown {
  return firstDefined(
    s.example,
    Array.isArray(s.examples) ? s.examples[0] : undefined,
    s.const,
    s.default,
    Array.isArray(s.enum) ? s.enum.find((v) => v !== null) : undefined,
  );
}

export function exampleFromSchema(doc: unknown, schema: unknown, direction: Direction, seen: readonly string[] = [], depth = 0): unknown {
  if (!isObject(schema) || depth > 10) {
    return undefined;
  }
  if (typeof schema.$ref === 'string') {
    const ownExample = declaredExample(schema);
    if (ownExample !== undefined) return ownExample;
    if (seen.includes(schema.$ref)) return undefined;
    return exampleFromSchema(doc, resolvePointer(doc, schema.$ref), direction, [...seen, schema.$ref], depth + 1);
  }
  const declared = declaredExample(schema);
  if (declared !== undefined) {
    return declared;
  }
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((part) => exampleFromSchema(doc, part, direction, seen, depth + 1));
    const objects = parts.filter(isObject);
    if (objects.length) {
      const own = isObject(schema.properties) ? exampleFromSchema(doc, { ...schema, allOf: undefined }, direction, seen, depth + 1) : {};
      return Object.assign({}, ...objects, isObject(own) ? own : {});
    }
    return parts.find((p) => p !== undefined);
  }
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const variants = schema[kind];
    if (Array.isArray(variants)) {
      const usable = variants.find((v) => isObject(v) && v.type !== 'null');
      return exampleFromSchema(doc, usable, direction, seen, depth + 1);
    }
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t !== 'null') ?? (isObject(schema.properties) ? 'object' : schema.items ? 'array' : undefined);
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      if (isObject(schema.properties)) {
        for (const [name, prop] of Object.entries(schema.properties)) {
          const p = isObject(prop) && typeof prop.$ref === 'string' ? deref(doc, prop) : prop;
          if (isObject(p) && ((direction === 'request' && p.readOnly === true) || (direction === 'response' && p.writeOnly === true))) {
            continue;
          }
          const value = exampleFromSchema(doc, prop, direction, seen, depth + 1);
          if (value !== undefined) out[name] = value;
        }
      } else if (isObject(schema.additionalProperties)) {
        const value = exampleFromSchema(doc, schema.additionalProperties, direction, seen, depth + 1);
        if (value !== undefined) out.key = value;
      }
      return out;
    }
    case 'array': {
      const item = exampleFromSchema(doc, schema.items, direction, seen, depth + 1);
      return item === undefined ? [] : [item];
    }
    case 'string':
      return typeof schema.format === 'string' && schema.format in FORMAT_EXAMPLES ? FORMAT_EXAMPLES[schema.format] : 'string';
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'boolean':
      return true;
    default:
      return undefined;
  }
}

/** Examples of a media type object: named `examples`, then `example`, then the schema. */
export function mediaExamples(
  doc: unknown,
  media: Json,
  direction: Direction,
): { name: string; summary?: string; value: unknown; generated: boolean }[] {
  if (isObject(media.examples) && Object.keys(media.examples).length) {
    return Object.entries(media.examples).flatMap(([name, raw]) => {
      const example = deref(doc, raw);
      if (!example || example.value === undefined) return [];
      return [{ name, summary: typeof example.summary === 'string' ? example.summary : undefined, value: example.value, generated: false }];
    });
  }
  if (media.example !== undefined) {
    return [{ name: 'default', value: media.example, generated: false }];
  }
  const value = exampleFromSchema(doc, media.schema, direction);
  return value === undefined ? [] : [{ name: 'default', value, generated: true }];
}

/** The example of a parameter as it appears in a URL or header. */
export function parameterExample(doc: unknown, parameter: Json): unknown {
  if (parameter.example !== undefined) return parameter.example;
  if (isObject(parameter.examples)) {
    const first = deref(doc, Object.values(parameter.examples)[0]);
    if (first && first.value !== undefined) return first.value;
  }
  return exampleFromSchema(doc, parameter.schema, 'request');
}
