/**
 * Bundled OpenAPI document → what the "Try it" mock of one API needs (types.ts), at build time:
 * per operation its parameters with their examples, its JSON request body example, its documented
 * success answer (the spec's example, or one openapi-sampler generates from the schema) and the
 * request schemas that ./validators.ts compiles.
 */
import { sample } from 'openapi-sampler';
import { fallbackOperationId } from '../anchors';
import { deref, isObject, type Json } from '../refs';
import type { HttpMethod, JsonValue } from '../types';
import { HTTP_METHODS, operationParameters, productionServer } from '../viewModel';
import { requestSchema } from './schemas';
import type { ParameterPlace, TryItApi, TryItErrorCodes, TryItOperation, TryItParameter, TryItResponse } from './types';

/** Header parameters the panel sets itself. */
const OWN_HEADERS = /^(authorization|content-type|accept)$/i;

export interface TryItBuild {
  api: TryItApi;
  /** Export name → schema of `{ path, query, header }` (header names in lower case). */
  parameterSchemas: Record<string, unknown>;
  /** Export name → schema of the JSON request body. */
  bodySchemas: Record<string, unknown>;
}

function isJsonType(contentType: string): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType);
}

function generated(doc: Json, schema: unknown, direction: 'request' | 'response'): JsonValue | undefined {
  if (!isObject(schema)) return undefined;
  const options = { skipReadOnly: direction === 'request', skipWriteOnly: direction === 'response', quiet: true };
  return sample(schema as Parameters<typeof sample>[0], options, doc) as JsonValue | undefined;
}

/** A media type's example: the first named example, else `example`, else one generated from its schema. */
function mediaExample(doc: Json, media: Json, direction: 'request' | 'response'): JsonValue | undefined {
  if (isObject(media.examples)) {
    const first = deref(doc, Object.values(media.examples)[0]);
    if (first && first.value !== undefined) return first.value as JsonValue;
  }
  if (media.example !== undefined) return media.example as JsonValue;
  return generated(doc, media.schema, direction);
}

function asText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function parameterValue(doc: Json, p: Json): string | undefined {
  const schema = deref(doc, p.schema);
  const first = isObject(p.examples) ? deref(doc, Object.values(p.examples)[0])?.value : undefined;
  const declared =
    p.example ?? first ?? schema?.example ?? (Array.isArray(schema?.examples) ? schema.examples[0] : undefined) ?? schema?.default;
  return asText(declared ?? (p.required === true ? generated(doc, p.schema, 'request') : undefined));
}

/** The parameters a reader edits: path, query and header, less the headers the panel sets itself. */
function editableParameters(doc: Json, pathItem: Json, op: Json): Json[] {
  return operationParameters(doc, pathItem, op).filter(
    (p) =>
      typeof p.name === 'string' &&
      ['path', 'query', 'header'].includes(String(p.in)) &&
      !(p.in === 'header' && OWN_HEADERS.test(String(p.name))),
  );
}

/** The schema of `{ path, query, header }` for one operation's parameters. */
function parametersSchema(doc: Json, params: readonly Json[]): unknown {
  const places: ParameterPlace[] = ['path', 'query', 'header'];
  const properties = Object.fromEntries(
    places.map((place) => {
      const here = params.filter((p) => p.in === place);
      const key = (p: Json) => (place === 'header' ? String(p.name).toLowerCase() : String(p.name));
      return [
        place,
        {
          type: 'object',
          properties: Object.fromEntries(here.map((p) => [key(p), requestSchema(doc, p.schema ?? {})])),
          required: here.filter((p) => p.required === true || place === 'path').map(key),
        },
      ];
    }),
  );
  return { type: 'object', properties, required: places };
}

function successResponse(doc: Json, responses: unknown): TryItResponse {
  const all = isObject(responses) ? responses : {};
  const status = Object.keys(all)
    .filter((s) => /^2\d\d$/.test(s))
    .sort()[0];
  const response = status ? deref(doc, all[status]) : undefined;
  const answer: TryItResponse = { status: status ? Number(status) : 200, headers: {} };
  if (!response) return answer;
  for (const [name, raw] of Object.entries(isObject(response.headers) ? response.headers : {})) {
    const header = deref(doc, raw);
    if (!header) continue;
    const schema = deref(doc, header.schema);
    const value = asText(header.example ?? schema?.example ?? generated(doc, header.schema, 'response'));
    if (value !== undefined) answer.headers[name] = value;
  }
  const content = isObject(response.content) ? response.content : {};
  const type = Object.keys(content).find(isJsonType) ?? Object.keys(content)[0];
  const media = type ? deref(doc, content[type]) : undefined;
  if (type && media) {
    answer.headers['Content-Type'] = type;
    const body = mediaExample(doc, media, 'response');
    if (body !== undefined) answer.body = body;
  }
  return answer;
}

/** The 400 body the API documents (its `BadRequest` example), else one generated from `ErrorMessage`. */
function errorTemplate(doc: Json): Record<string, JsonValue> {
  const components = isObject(doc.components) ? doc.components : {};
  const badRequest = isObject(components.responses) ? deref(doc, components.responses.BadRequest) : undefined;
  const media = badRequest && isObject(badRequest.content) ? deref(doc, badRequest.content['application/json']) : undefined;
  const example = media ? mediaExample(doc, media, 'response') : undefined;
  if (isObject(example)) return example as Record<string, JsonValue>;
  const schema = isObject(components.schemas) ? components.schemas.ErrorMessage : undefined;
  const fromSchema = generated(doc, schema, 'response');
  return isObject(fromSchema) ? (fromSchema as Record<string, JsonValue>) : {};
}

function keyPlacement(doc: Json, requirements: unknown): TryItOperation['auth'] {
  const schemes = isObject(doc.components) && isObject(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  const names = Array.isArray(requirements) ? requirements.filter(isObject).flatMap((r) => Object.keys(r)) : [];
  for (const name of names) {
    const scheme = deref(doc, schemes[name]);
    if (scheme?.type === 'apiKey' && scheme.in === 'header' && typeof scheme.name === 'string') {
      return { header: scheme.name, prefix: scheme.name.toLowerCase() === 'authorization' ? 'Bearer ' : '' };
    }
    if (scheme?.type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer') return { header: 'Authorization', prefix: 'Bearer ' };
  }
  return undefined;
}

function sandboxServer(doc: Json): string | undefined {
  const servers = Array.isArray(doc.servers) ? doc.servers.filter(isObject) : [];
  const sandbox = servers.find((s) => /sandbox/i.test(`${String(s.url)} ${String(s.description ?? '')}`));
  return typeof sandbox?.url === 'string' ? sandbox.url : undefined;
}

/** Gives each distinct schema one export name: operations with the same parameters share a validator. */
function exportNames(prefix: string): { schemas: Record<string, unknown>; name: (schema: unknown) => string } {
  const schemas: Record<string, unknown> = {};
  const byText = new Map<string, string>();
  return {
    schemas,
    name(schema) {
      const text = JSON.stringify(schema);
      let name = byText.get(text);
      if (!name) {
        name = `${prefix}${byText.size}`;
        byText.set(text, name);
        schemas[name] = schema;
      }
      return name;
    },
  };
}

export function buildTryIt(document: Record<string, unknown>, title: string, errorCodes: TryItErrorCodes): TryItBuild {
  const doc = document as Json;
  const operations: Record<string, TryItOperation> = {};
  const parameterValidators = exportNames('p');
  const bodyValidators = exportNames('b');
  for (const [path, rawItem] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    const pathItem = deref(doc, rawItem);
    if (!pathItem) continue;
    for (const method of HTTP_METHODS) {
      const op = pathItem[method];
      if (!isObject(op)) continue;
      const operationId = typeof op.operationId === 'string' ? op.operationId : fallbackOperationId(method, path);
      const params = editableParameters(doc, pathItem, op);
      const operation: TryItOperation = {
        method: method as HttpMethod,
        path,
        parameters: params.map((p): TryItParameter => {
          const example = parameterValue(doc, p);
          return {
            name: String(p.name),
            in: p.in as ParameterPlace,
            ...(p.required === true || p.in === 'path' ? { required: true } : {}),
            ...(example !== undefined ? { example } : {}),
          };
        }),
        response: successResponse(doc, op.responses),
        validators: { parameters: parameterValidators.name(parametersSchema(doc, params)) },
      };
      const auth = keyPlacement(doc, op.security !== undefined ? op.security : doc.security);
      if (auth) operation.auth = auth;
      const requestBody = deref(doc, op.requestBody);
      const content = requestBody && isObject(requestBody.content) ? requestBody.content : {};
      const jsonType = Object.keys(content).find(isJsonType);
      const media = jsonType ? deref(doc, content[jsonType]) : undefined;
      if (jsonType && media) {
        operation.validators.body = bodyValidators.name(requestSchema(doc, media.schema ?? {}));
        operation.body = {
          contentType: jsonType,
          required: requestBody?.required === true,
          example: JSON.stringify(mediaExample(doc, media, 'request') ?? {}, null, 2),
        };
      } else if (Object.keys(content).length) {
        operation.unsupportedBody = Object.keys(content)[0];
      }
      operations[operationId] = operation;
    }
  }
  const sandbox = sandboxServer(doc);
  return {
    api: {
      title,
      servers: { production: productionServer(doc), ...(sandbox ? { sandbox } : {}) },
      errorTemplate: errorTemplate(doc),
      errorCodes,
      operations,
    },
    parameterSchemas: parameterValidators.schemas,
    bodySchemas: bodyValidators.schemas,
  };
}
