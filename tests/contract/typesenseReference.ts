/**
 * Checks requests and fixtures against the Typesense server's published OpenAPI description
 * (tests/fixtures/typesense-reference/typesense-openapi.yml, version 30.0: source and licence in the README there),
 * since no Typesense server runs here.
 * Requests are checked strictly: a parameter or property the reference does not declare is an
 * error (a misspelled search parameter would otherwise be ignored by the server, silently).
 * Answers are checked as the reference declares them, extra properties allowed.
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import yaml from 'js-yaml';
import type { RecordedRequest } from './fakeTypesense';

/** The vendored copy; TYPESENSE_OPENAPI points at another version. */
const REFERENCE_FILE = process.env.TYPESENSE_OPENAPI ?? path.resolve(__dirname, '../fixtures/typesense-reference/typesense-openapi.yml');

interface Operation {
  readonly operationId?: string;
  readonly requestBody?: { readonly content?: Record<string, { readonly schema?: unknown }> };
}
interface Reference {
  readonly info: { readonly version: string };
  readonly paths: Record<string, Record<string, Operation>>;
}

/**
 * Two shapes the reference writes for Go's code generator and means as "any value": a schema marked
 * `x-go-type: "interface{}"` (matched tokens), and an object "Can be any key-value pair" whose
 * values are typed `object` (a hit's document, whose fields are strings and numbers).
 */
function anyValuesAsWritten(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema['x-go-type'] === 'interface{}') delete schema.type;
  if (schema.description === 'Can be any key-value pair') delete schema.additionalProperties;
  for (const child of Object.values(schema)) anyValuesAsWritten(child);
}

const reference = yaml.load(fs.readFileSync(REFERENCE_FILE, 'utf8')) as Reference;
anyValuesAsWritten(reference);
// The reference is OpenAPI 3.0 (`nullable`, `example`, `x-go-type`, int64 formats): its schemas are
// valid JSON Schema once unknown keywords and formats are tolerated.
const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false, logger: false });
ajv.addSchema(reference as object, 'typesense');

export const referenceVersion = reference.info.version;

/** A `$ref` to a named schema of the reference. */
export function ref(name: string): { $ref: string } {
  return { $ref: `typesense#/components/schemas/${name}` };
}

/** The named schema with nothing undeclared allowed at its top level. */
function strict(name: string): object {
  return { ...ref(name), unevaluatedProperties: false };
}

/** Validation errors of `value` against a schema built from `ref`/`strict`; [] when it conforms. */
export function schemaErrors(schema: object, value: unknown): string[] {
  const validate = ajv.compile(schema);
  if (validate(value)) return [];
  const messages = (validate.errors ?? []).map((error) => {
    const property = (error.params as { unevaluatedProperty?: string }).unevaluatedProperty;
    return `${error.instancePath || '/'} ${error.message ?? 'is invalid'}${property ? ` (${property})` : ''}`;
  });
  // A schema and the stricter wrapper around it both report the same fault.
  return [...new Set(messages)];
}

/** The request-body schemas that get a strict check one level deeper than their top. */
const STRICT_BODIES: Record<string, object> = {
  '#/components/schemas/MultiSearchSearchesParameter': {
    ...strict('MultiSearchSearchesParameter'),
    properties: { searches: { items: strict('MultiSearchCollectionParameters') } },
  },
  '#/components/schemas/CollectionSchema': {
    ...strict('CollectionSchema'),
    properties: { fields: { items: strict('Field') } },
  },
  '#/components/schemas/SynonymSetCreateSchema': {
    ...strict('SynonymSetCreateSchema'),
    properties: { items: { items: strict('SynonymItemSchema') } },
  },
};

function templateMatches(template: string, path: string): boolean {
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^${pattern}$`).test(path);
}

/** The reference's operation for a method and a concrete path, e.g. `PUT /synonym_sets/docs`. */
function operationFor(method: string, path: string): Operation | null {
  const template = Object.keys(reference.paths)
    .filter((t) => templateMatches(t, path))
    // A literal segment beats a parameter (`/collections/x/documents/import` vs `/collections/x/documents/{id}`).
    .sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))[0];
  return template ? (reference.paths[template][method.toLowerCase()] ?? null) : null;
}

/**
 * What is wrong with the requests a fake server received: calls the reference does not declare,
 * and JSON bodies that do not conform to the operation's request schema.
 */
export function requestProblems(requests: readonly RecordedRequest[]): string[] {
  const problems: string[] = [];
  for (const request of requests) {
    const name = `${request.method} ${request.path}`;
    const operation = operationFor(request.method, request.path);
    if (!operation) {
      problems.push(`${name}: no such operation in Typesense ${referenceVersion}`);
      continue;
    }
    const bodySchema = operation.requestBody?.content?.['application/json']?.schema as { $ref?: string } | undefined;
    if (!bodySchema?.$ref) continue;
    let body: unknown;
    try {
      body = JSON.parse(request.body);
    } catch {
      problems.push(`${name} (${operation.operationId}): the body is not JSON`);
      continue;
    }
    const schema = STRICT_BODIES[bodySchema.$ref] ?? { $ref: `typesense${bodySchema.$ref}`, unevaluatedProperties: false };
    for (const error of schemaErrors(schema, body)) problems.push(`${name} (${operation.operationId}): ${error}`);
  }
  return problems;
}
