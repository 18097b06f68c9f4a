/**
 * The JSON Schemas that validate a request, as the "Try it" validators are compiled from them:
 * documentation keywords are dropped (they would only grow the generated code), and a property
 * marked `readOnly` is no longer required, because a client never sends it (OpenAPI 3.1 §4.8.24).
 */
import { deref, isObject, type Json } from '../refs';

/** Keywords that describe a value but never change whether it is valid. */
const ANNOTATIONS = new Set([
  'title',
  'description',
  'example',
  'examples',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'externalDocs',
  'xml',
  'discriminator',
  '$comment',
]);
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose value is a list of schemas. */
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
/** Keywords whose value is one schema. */
const SCHEMA_VALUES = new Set([
  'items',
  'additionalProperties',
  'additionalItems',
  'unevaluatedProperties',
  'unevaluatedItems',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
]);

/** A property is read-only when its schema, or the schema its `$ref` names, says so. */
function isReadOnly(doc: unknown, schema: unknown): boolean {
  return isObject(schema) && (schema.readOnly === true || deref(doc, schema)?.readOnly === true);
}

/** A copy of `schema` as a request validator needs it. */
export function requestSchema(doc: unknown, schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map((item) => requestSchema(doc, item));
  if (!isObject(schema)) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key) || key.startsWith('x-')) continue;
    if (SCHEMA_MAPS.has(key) && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, requestSchema(doc, sub)]));
    } else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) {
      out[key] = value.map((sub) => requestSchema(doc, sub));
    } else if (SCHEMA_VALUES.has(key)) {
      out[key] = requestSchema(doc, value);
    } else {
      out[key] = value;
    }
  }
  if (Array.isArray(schema.required) && isObject(schema.properties)) {
    const properties = schema.properties;
    out.required = schema.required.filter((name) => typeof name !== 'string' || !isReadOnly(doc, properties[name]));
  }
  return out;
}

/** `components.schemas` of the document as request validators need them (local `$ref`s keep working). */
export function requestComponents(doc: Json): Json {
  const schemas = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, requestSchema(doc, schema)]));
}
