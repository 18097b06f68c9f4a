/**
 * The request the "Try it" panel sends, from what the reader typed: path parameters go into the
 * path, filled query parameters into the query string, filled header parameters into the headers,
 * and the body as it is. The same request goes to the mock or, with the key, to the real API.
 */
import type { TryItOperation, TryItParameter } from './types';

export interface PreparedRequest {
  method: string;
  /** Path and query, without the server. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** The key of a parameter's field in the panel's values. */
export function fieldKey(parameter: Pick<TryItParameter, 'in' | 'name'>): string {
  return `${parameter.in}:${parameter.name}`;
}

/** The values the fields start with: required parameters get their example, optional ones start empty. */
export function initialValues(operation: TryItOperation): Record<string, string> {
  return Object.fromEntries(operation.parameters.map((p) => [fieldKey(p), p.required ? (p.example ?? '') : '']));
}

export function prepareRequest(operation: TryItOperation, values: Readonly<Record<string, string>>, body: string): PreparedRequest {
  const value = (p: TryItParameter) => values[fieldKey(p)] ?? '';
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(parameter ? value(parameter) : '');
  });
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const p of operation.parameters) {
    const v = value(p);
    if (p.in === 'query' && v !== '') query.append(p.name, v);
    if (p.in === 'header' && v !== '') headers[p.name] = v;
  }
  const search = query.toString();
  const request: PreparedRequest = { method: operation.method.toUpperCase(), url: search ? `${path}?${search}` : path, headers };
  if (operation.body && body.trim()) {
    request.headers['Content-Type'] = operation.body.contentType;
    request.body = body;
  }
  return request;
}

/** A shell word in single quotes. */
function quote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * The request as a cURL command for `server`. The key is always a placeholder, the sandbox's own
 * for the sandbox server (CONTRIBUTING.md), never what the reader typed.
 */
export function curlCommand(server: string, request: PreparedRequest, auth: TryItOperation['auth']): string {
  const placeholder = /sandbox/.test(server) ? 'YOUR_SANDBOX_API_KEY' : 'YOUR_API_KEY';
  const headers = { ...(auth ? { [auth.header]: `${auth.prefix}${placeholder}` } : {}), ...request.headers };
  return [
    `curl -X ${request.method} ${quote(`${server}${request.url}`)}`,
    ...Object.entries(headers).map(([name, value]) => `-H ${quote(`${name}: ${value}`)}`),
    ...(request.body === undefined ? [] : [`-d ${quote(request.body)}`]),
  ].join(' \\\n  ');
}
