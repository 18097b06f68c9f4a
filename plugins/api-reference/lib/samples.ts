/**
 * Request samples, generated at build time by httpsnippet from one HAR request per operation: the
 * server URL with path parameters filled from the spec's examples, the query parameters and
 * required headers, the credential header with a key placeholder that matches the server, and the
 * body from the spec's request example.
 *
 * httpsnippet writes a file upload correctly only for cURL (the other clients send the file name, or
 * an empty file), so an operation that sends a file has a cURL sample only.
 */
import { HTTPSnippet, type ClientId, type HarRequest, type TargetId } from 'httpsnippet';
import type { HttpMethod } from './types';
import type { LazySampleLanguage } from './sampleLanguages';

export interface SampleRequest {
  method: HttpMethod;
  /** Server URL without a trailing slash, e.g. `https://api.ledgerlink.io`. */
  serverUrl: string;
  /** Path template such as `/companies/{companyId}`. */
  path: string;
  pathParams: Record<string, string>;
  query: [string, string][];
  /** Extra request headers (required header parameters). */
  headers: [string, string][];
  /** The credential header, when the operation needs one; its value has the key placeholder. */
  auth?: { header: string; value: string };
  body?: SampleBody;
}

export type SampleBody =
  | { kind: 'json'; contentType: string; value: unknown }
  | { kind: 'multipart'; fields: [string, string][]; files: string[] }
  | { kind: 'form'; fields: [string, string][] }
  | { kind: 'binary'; contentType: string };

/** Name of the local file that upload samples send. */
const SAMPLE_FILE = 'document.pdf';

/** The key placeholder of a server, as scripts/checks/environments.mjs wants it in the docs' samples. */
export function apiKeyPlaceholder(serverUrl: string): string {
  return /^https?:\/\/sandbox\./i.test(serverUrl) ? 'YOUR_SANDBOX_API_KEY' : 'YOUR_API_KEY';
}

/** The httpsnippet target and client of each language that loads on demand. */
const CLIENTS: Record<LazySampleLanguage, [TargetId, ClientId]> = {
  typescript: ['javascript', 'fetch'],
  node: ['node', 'axios'],
  python: ['python', 'requests'],
  go: ['go', 'native'],
  java: ['java', 'nethttp'],
  csharp: ['csharp', 'httpclient'],
  ruby: ['ruby', 'native'],
  php: ['php', 'guzzle'],
};

function buildUrl(req: Pick<SampleRequest, 'serverUrl' | 'path' | 'pathParams'>): string {
  const path = req.path.replace(/\{([^}]+)\}/g, (whole, name: string) =>
    name in req.pathParams ? encodeURIComponent(req.pathParams[name]) : whole,
  );
  return `${req.serverUrl.replace(/\/+$/, '')}${path}`;
}

function sendsFile(req: SampleRequest): boolean {
  return req.body?.kind === 'binary' || (req.body?.kind === 'multipart' && req.body.files.length > 0);
}

/** The request as HAR; `prettyJson` indents a JSON body (the cURL sample shows it as it is written). */
function harRequest(req: SampleRequest, prettyJson: boolean): HarRequest {
  const headers = [...(req.auth ? [req.auth] : []), ...req.headers.map(([header, value]) => ({ header, value }))].map(
    ({ header, value }) => ({ name: header, value }),
  );
  const body = req.body;
  let postData: HarRequest['postData'] = { mimeType: 'application/octet-stream' };
  if (body?.kind === 'json') {
    headers.push({ name: 'Content-Type', value: body.contentType });
    postData = { mimeType: body.contentType, text: JSON.stringify(body.value, null, prettyJson ? 2 : undefined) };
  } else if (body?.kind === 'form') {
    postData = { mimeType: 'application/x-www-form-urlencoded', params: body.fields.map(([name, value]) => ({ name, value })) };
  } else if (body?.kind === 'multipart') {
    postData = {
      mimeType: 'multipart/form-data',
      params: [...body.files.map((name) => ({ name, fileName: SAMPLE_FILE })), ...body.fields.map(([name, value]) => ({ name, value }))],
    };
  } else if (body?.kind === 'binary') {
    headers.push({ name: 'Content-Type', value: body.contentType });
    postData = { mimeType: body.contentType, text: `@${SAMPLE_FILE}` };
  }
  return {
    method: req.method.toUpperCase(),
    url: buildUrl(req),
    httpVersion: 'HTTP/1.1',
    headers,
    queryString: req.query.map(([name, value]) => ({ name, value })),
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    ...(body ? { postData } : {}),
  } as HarRequest;
}

function convert(snippet: HTTPSnippet, target: TargetId, client: ClientId, options?: Record<string, unknown>): string {
  const code = snippet.convert(target, client, options);
  if (typeof code !== 'string') throw new Error(`httpsnippet wrote no ${target} ${client} sample`);
  return code.trimEnd();
}

/** The cURL sample, which every reference page renders. */
export function curlSample(req: SampleRequest): string {
  const binary = req.body?.kind === 'binary';
  return convert(new HTTPSnippet(harRequest(req, true)), 'shell', 'curl', { short: true, binary });
}

/** The samples that load on demand; none for an operation that sends a file. */
export function lazySamples(req: SampleRequest): Partial<Record<LazySampleLanguage, string>> {
  if (sendsFile(req)) return {};
  const snippet = new HTTPSnippet(harRequest(req, false));
  return Object.fromEntries(Object.entries(CLIENTS).map(([language, [target, client]]) => [language, convert(snippet, target, client)]));
}
