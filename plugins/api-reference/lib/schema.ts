/** OpenAPI 3.1 (and 3.0) schema objects → the compact `SchemaView` the page renders. */
import { markdownToHtml } from './markdown';
import { componentName, isObject, type Json } from './refs';
import type { JsonValue, PropertyView, SchemaView } from './types';

function compactJson(value: unknown): string {
  return JSON.stringify(value);
}

/** `{type: 'null'}` and friends: a variant that only allows `null`. */
function isNullSchema(schema: unknown): boolean {
  return (
    isObject(schema) && (schema.type === 'null' || (Array.isArray(schema.enum) && schema.enum.length === 1 && schema.enum[0] === null))
  );
}

function constraintsOf(s: Json): string[] | undefined {
  const out: string[] = [];
  const num = (key: string, label: string) => {
    if (typeof s[key] === 'number') out.push(`${label} ${s[key] as number}`);
  };
  num('minimum', '>=');
  num('exclusiveMinimum', '>');
  num('maximum', '<=');
  num('exclusiveMaximum', '<');
  num('multipleOf', 'multiple of');
  if (typeof s.minLength === 'number' && typeof s.maxLength === 'number' && s.minLength === s.maxLength) {
    out.push(`exactly ${s.minLength} characters`);
  } else {
    if (typeof s.minLength === 'number') out.push(`at least ${s.minLength} characters`);
    if (typeof s.maxLength === 'number') out.push(`at most ${s.maxLength} characters`);
  }
  if (typeof s.pattern === 'string') out.push(`pattern ${s.pattern}`);
  if (typeof s.minItems === 'number') out.push(`at least ${s.minItems} items`);
  if (typeof s.maxItems === 'number') out.push(`at most ${s.maxItems} items`);
  if (s.uniqueItems === true) out.push('unique items');
  if (typeof s.minProperties === 'number') out.push(`at least ${s.minProperties} properties`);
  if (typeof s.maxProperties === 'number') out.push(`at most ${s.maxProperties} properties`);
  return out.length ? out : undefined;
}

function typesOf(s: Json): { types: string[]; nullable: boolean } {
  let types: string[] = [];
  if (typeof s.type === 'string') types = [s.type];
  else if (Array.isArray(s.type)) types = s.type.filter((t): t is string => typeof t === 'string');
  let nullable = types.includes('null') || s.nullable === true;
  types = types.filter((t) => t !== 'null');
  if (Array.isArray(s.enum) && s.enum.includes(null)) nullable = true;
  if (types.length === 0) {
    if (isObject(s.properties) || s.additionalProperties !== undefined) types = ['object'];
    else if (s.items !== undefined) types = ['array'];
  }
  return { types, nullable };
}

function withoutKey(s: Json, key: string): Json {
  const copy = { ...s };
  delete copy[key];
  return copy;
}

/** Copies the annotations that may sit beside a `$ref` or on a wrapper (3.1 allows siblings). */
function annotate(view: SchemaView, s: Json): SchemaView {
  const description = markdownToHtml(s.description);
  if (description) view.descriptionHtml = description;
  if (s.deprecated === true) view.deprecated = true;
  if (s.readOnly === true) view.readOnly = true;
  if (s.writeOnly === true) view.writeOnly = true;
  if (s.default !== undefined) view.default = s.default as JsonValue;
  const example = s.example !== undefined ? s.example : Array.isArray(s.examples) ? s.examples[0] : undefined;
  if (example !== undefined) view.example = typeof example === 'string' ? example : compactJson(example);
  return view;
}

/**
 * Converts one schema. Named component schemas (`$ref: '#/components/schemas/X'`) stay references;
 * the page renders each of them once in its "Schemas" section.
 */
export function toSchemaView(schema: unknown, depth = 0): SchemaView {
  if (!isObject(schema) || depth > 24) {
    return {};
  }
  const s = schema;

  const refName = componentName(s.$ref, 'schemas');
  if (refName !== undefined) {
    const view = annotate({ ref: refName }, s);
    if (s.nullable === true) view.nullable = true;
    return view;
  }

  // oneOf/anyOf: [X, {type: 'null'}] is the 3.1 way to say "X or null".
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const variants = s[kind];
    if (Array.isArray(variants) && variants.some(isNullSchema)) {
      const rest = variants.filter((v) => !isNullSchema(v));
      if (rest.length === 1) {
        const wrapper = withoutKey(s, kind);
        const inner = toSchemaView(rest[0], depth + 1);
        const merged = mergeWrapper(inner, wrapper, depth);
        merged.nullable = true;
        return merged;
      }
    }
  }

  // allOf with a single member is a wrapper that adds a description or other annotations.
  if (Array.isArray(s.allOf) && s.allOf.length === 1 && !isObject(s.properties)) {
    return mergeWrapper(toSchemaView(s.allOf[0], depth + 1), withoutKey(s, 'allOf'), depth);
  }

  const view: SchemaView = {};
  const { types, nullable } = typesOf(s);
  if (types.length) view.type = types.join(' | ');
  if (nullable) view.nullable = true;
  if (typeof s.format === 'string') view.format = s.format;
  if (Array.isArray(s.enum)) {
    const values = s.enum.filter((v) => v !== null) as JsonValue[];
    if (values.length) view.enum = values;
  }
  if (s.const !== undefined) view.const = s.const as JsonValue;
  annotate(view, s);
  const constraints = constraintsOf(s);
  if (constraints) view.constraints = constraints;

  if (isObject(s.properties)) {
    const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
    view.properties = Object.entries(s.properties).map(([name, prop]): PropertyView => {
      const property: PropertyView = { name, schema: toSchemaView(prop, depth + 1) };
      if (required.has(name)) property.required = true;
      return property;
    });
  }
  if (s.additionalProperties === true || (isObject(s.additionalProperties) && Object.keys(s.additionalProperties).length === 0)) {
    view.additionalProperties = true;
  } else if (isObject(s.additionalProperties)) {
    view.additionalProperties = toSchemaView(s.additionalProperties, depth + 1);
  }
  if (s.items !== undefined) {
    view.items = toSchemaView(s.items, depth + 1);
  }
  for (const kind of ['allOf', 'oneOf', 'anyOf'] as const) {
    const variants = s[kind];
    if (Array.isArray(variants) && variants.length) {
      view.composition = { kind, variants: variants.map((v) => toSchemaView(v, depth + 1)) };
      break;
    }
  }
  if (isObject(s.discriminator) && typeof s.discriminator.propertyName === 'string') {
    view.discriminator = s.discriminator.propertyName;
  }
  return view;
}

/** Applies a wrapper's own annotations (description, deprecated, example…) over the wrapped schema. */
function mergeWrapper(inner: SchemaView, wrapper: Json, depth: number): SchemaView {
  const outer = toSchemaView(wrapper, depth + 1);
  const merged: SchemaView = { ...inner };
  for (const key of ['descriptionHtml', 'deprecated', 'readOnly', 'writeOnly', 'default', 'example', 'nullable'] as const) {
    if (outer[key] !== undefined) {
      (merged as Record<string, unknown>)[key] = outer[key];
    }
  }
  return merged;
}

/** Every component schema name a view links to, to check that the Schemas section has them all. */
export function collectRefs(view: SchemaView, into: Set<string> = new Set()): Set<string> {
  if (view.ref) into.add(view.ref);
  view.properties?.forEach((p) => collectRefs(p.schema, into));
  if (view.items) collectRefs(view.items, into);
  if (view.additionalProperties && view.additionalProperties !== true) collectRefs(view.additionalProperties, into);
  view.composition?.variants.forEach((v) => collectRefs(v, into));
  return into;
}
