/**
 * The mock of one API that answers the "Try it" panel in the browser, with no network: it finds the
 * operation by method and path, validates the parameters and the JSON body with the precompiled
 * validators, and answers either the documented success (status, headers and example body) or the
 * API's own error body (`ErrorMessage`): 400 naming every field that failed, 404 for a path the
 * API does not have, 405 for a method the path does not take.
 */
import type { JsonValue } from '../types';
import type { TryItModule, TryItOperation, ValidateFunction, ValidationError } from './types';

export interface MockRequest {
  method: string;
  /** Path and query, without the server: `/companies/8a21…/data/invoices?page=1`. */
  url: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface MockResponse {
  status: number;
  headers: Record<string, string>;
  body?: JsonValue;
}

/** Parameters whose errors carry the paging code of the error catalogue. */
const PAGING_PARAMETERS = new Set(['page', 'pageSize']);

interface Problem {
  itemId: string;
  message: string;
  validatorName: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `/companies/{companyId}/data` → a pattern whose named groups are the path parameters. */
function pathPattern(template: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const match = /^\{([^}]+)\}$/.exec(part);
      if (!match) return escapeRegExp(part);
      names.push(match[1]);
      return '([^/]+)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}/?$`), names };
}

/** Ajv's `instancePath` (`/lineItems/0/accountRef`) as the API names fields: `lineItems[0].accountRef`. */
function fieldName(pointer: string, missing?: unknown): string {
  const tokens = pointer
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (typeof missing === 'string') tokens.push(missing);
  return tokens.reduce((name, token) => (/^\d+$/.test(token) ? `${name}[${token}]` : name ? `${name}.${token}` : token), '');
}

function sentence(error: ValidationError, field: string): string {
  switch (error.keyword) {
    case 'required':
      return `${field} is required.`;
    case 'type':
      return `${field} must be of type ${String(error.params.type)}.`;
    case 'enum':
      return `${field} must be one of: ${(error.params.allowedValues as unknown[]).map(String).join(', ')}.`;
    default:
      return `${field || 'The body'} ${error.message ?? 'is not valid'}.`;
  }
}

/** One problem per field and message, in the order Ajv found them. */
function problems(errors: readonly ValidationError[], validatorName: string, stripPlace: boolean): Problem[] {
  const seen = new Set<string>();
  return errors.flatMap((error) => {
    const pointer = stripPlace ? error.instancePath.replace(/^\/[^/]+/, '') : error.instancePath;
    const itemId = fieldName(pointer, error.keyword === 'required' ? error.params.missingProperty : undefined);
    const message = sentence(error, itemId);
    if (seen.has(message)) return [];
    seen.add(message);
    return [{ itemId, message, validatorName }];
  });
}

/** A path segment as the server reads it; a malformed escape stays as it was sent. */
function decodePathValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function correlationId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createMock({ api, parameters, bodies }: TryItModule): (request: MockRequest) => MockResponse {
  const routes = Object.values(api.operations).map((operation) => ({ operation, ...pathPattern(operation.path) }));

  function error(status: number, message: string, detailedErrorCode: number, errors: Problem[] = []): MockResponse {
    return {
      status,
      headers: { 'Content-Type': 'application/json' },
      body: {
        ...api.errorTemplate,
        statusCode: status,
        error: message,
        correlationId: correlationId(),
        validation: errors.length ? { errors: errors as unknown as JsonValue[], warnings: [] } : null,
        canBeRetried: 'False',
        detailedErrorCode,
      },
    };
  }

  function validate(validator: ValidateFunction | undefined, data: unknown): ValidationError[] {
    if (!validator || validator(data)) return [];
    return validator.errors ?? [];
  }

  function checkParameters(
    operation: TryItOperation,
    pathValues: string[],
    names: string[],
    request: MockRequest,
    search: URLSearchParams,
  ) {
    const path = Object.fromEntries(names.map((name, i) => [name, decodePathValue(pathValues[i])]));
    const query: Record<string, string | string[]> = {};
    for (const key of new Set(search.keys())) {
      const values = search.getAll(key);
      query[key] = values.length === 1 ? values[0] : values;
    }
    const header = Object.fromEntries(Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
    const errors = validate(parameters[operation.validators.parameters], { path, query, header });
    const paging = errors.some((e) => {
      const [, place, name = e.params.missingProperty] = e.instancePath.split('/');
      return place === 'query' && typeof name === 'string' && PAGING_PARAMETERS.has(name);
    });
    return { paging, problems: problems(errors, 'Parameters', true) };
  }

  return function handle(request) {
    const url = new URL(request.url, 'http://mock.invalid');
    const method = request.method.toLowerCase();
    const onPath = routes
      .map((route) => ({ route, match: route.pattern.exec(url.pathname) }))
      .filter((candidate): candidate is { route: (typeof routes)[number]; match: RegExpExecArray } => candidate.match !== null)
      // A literal segment wins over a parameter: `/companies/sync` before `/companies/{companyId}`.
      .sort((a, b) => a.route.names.length - b.route.names.length);
    if (!onPath.length) {
      return error(404, `${api.title} has no operation at ${url.pathname}.`, api.errorCodes.notFound);
    }
    const found = onPath.find(({ route }) => route.operation.method === method);
    if (!found) {
      const allowed = [...new Set(onPath.map(({ route }) => route.operation.method.toUpperCase()))].join(', ');
      const answer = error(405, `${request.method.toUpperCase()} is not allowed on ${url.pathname}; use ${allowed}.`, api.errorCodes.other);
      return { ...answer, headers: { ...answer.headers, Allow: allowed } };
    }
    const { operation, names } = found.route;
    const checked = checkParameters(operation, found.match.slice(1), names, request, url.searchParams);
    if (checked.problems.length) {
      const code = checked.paging ? api.errorCodes.paging : api.errorCodes.other;
      return error(400, `The request has invalid parameters: ${checked.problems.map((p) => p.itemId).join(', ')}.`, code, checked.problems);
    }
    if (operation.body) {
      const text = request.body?.trim() ?? '';
      if (!text) {
        if (operation.body.required) return error(400, 'The request needs a JSON body.', api.errorCodes.body);
      } else {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch (parseError) {
          return error(400, `The request body is not valid JSON: ${(parseError as Error).message}`, api.errorCodes.body);
        }
        const invalid = problems(validate(bodies[operation.validators.body ?? ''], body), 'RequestBody', false);
        if (invalid.length) {
          return error(
            400,
            `The request body failed validation: ${invalid.map((p) => p.itemId || 'body').join(', ')}.`,
            api.errorCodes.body,
            invalid,
          );
        }
      }
    }
    const { status, headers, body } = operation.response;
    return { status, headers: { ...headers }, ...(body !== undefined ? { body } : {}) };
  };
}
