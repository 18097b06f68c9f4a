/**
 * Request samples in four languages, generated at build time from one description of the request.
 * Every sample calls the production server with `Authorization: Bearer YOUR_API_KEY` (when the
 * operation needs a key), fills path parameters from the spec's examples and sends the request example.
 */
import type { CodeSample, HttpMethod } from './types';

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
  /** The credential header, when the operation needs one. */
  auth?: { header: string; value: string };
  body?: SampleBody;
  /** Whether a successful response has a JSON body to print. */
  jsonResponse: boolean;
}

export type SampleBody =
  | { kind: 'json'; contentType: string; value: unknown }
  | { kind: 'multipart'; fields: [string, string][]; files: string[] }
  | { kind: 'form'; fields: [string, string][] }
  | { kind: 'binary'; contentType: string };

/** Name of the local file that upload samples send. */
export const SAMPLE_FILE = 'document.pdf';

export function buildUrl(req: Pick<SampleRequest, 'serverUrl' | 'path' | 'pathParams'>, query: [string, string][] = []): string {
  const path = req.path.replace(/\{([^}]+)\}/g, (whole, name: string) =>
    name in req.pathParams ? encodeURIComponent(req.pathParams[name]) : whole,
  );
  const qs = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return `${req.serverUrl.replace(/\/+$/, '')}${path}${qs ? `?${qs}` : ''}`;
}

function indentLines(text: string, prefix: string, skipFirst = true): string {
  return text
    .split('\n')
    .map((line, i) => ((i === 0 && skipFirst) || line === '' ? line : prefix + line))
    .join('\n');
}

// ---------------------------------------------------------------- curl

function shellDouble(text: string): string {
  return `"${text.replace(/(["\\$`])/g, '\\$1')}"`;
}

function shellSingle(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

export function curlSample(req: SampleRequest): string {
  const lines: string[] = [];
  const method = req.method.toUpperCase();
  const url = buildUrl(req, req.query);
  lines.push(method === 'GET' ? `curl ${shellDouble(url)}` : `curl -X ${method} ${shellDouble(url)}`);
  if (req.auth) lines.push(`-H ${shellDouble(`${req.auth.header}: ${req.auth.value}`)}`);
  for (const [name, value] of req.headers) lines.push(`-H ${shellDouble(`${name}: ${value}`)}`);
  const body = req.body;
  if (body?.kind === 'json') {
    lines.push(`-H ${shellDouble(`Content-Type: ${body.contentType}`)}`);
    lines.push(`-d ${shellSingle(JSON.stringify(body.value, null, 2))}`);
  } else if (body?.kind === 'multipart') {
    for (const file of body.files) lines.push(`-F ${shellDouble(`${file}=@${SAMPLE_FILE}`)}`);
    for (const [name, value] of body.fields) lines.push(`-F ${shellDouble(`${name}=${value}`)}`);
  } else if (body?.kind === 'form') {
    for (const [name, value] of body.fields) lines.push(`--data-urlencode ${shellDouble(`${name}=${value}`)}`);
  } else if (body?.kind === 'binary') {
    lines.push(`-H ${shellDouble(`Content-Type: ${body.contentType}`)}`);
    lines.push(`--data-binary @${SAMPLE_FILE}`);
  }
  return lines.join(' \\\n  ');
}

// ---------------------------------------------------------------- JavaScript (fetch)

function jsString(text: string): string {
  return `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

function jsKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : jsString(key);
}

export function javascriptSample(req: SampleRequest): string {
  const out: string[] = [];
  const body = req.body;
  const headers: [string, string][] = [];
  if (req.auth) headers.push([req.auth.header, req.auth.value]);
  headers.push(...req.headers);
  if (body?.kind === 'json' || body?.kind === 'binary') headers.push(['Content-Type', body.contentType]);

  if (body?.kind === 'multipart') {
    out.push(`import {openAsBlob} from 'node:fs';`, '');
    out.push('const form = new FormData();');
    for (const file of body.files)
      out.push(`form.append(${jsString(file)}, await openAsBlob(${jsString(SAMPLE_FILE)}), ${jsString(SAMPLE_FILE)});`);
    for (const [name, value] of body.fields) out.push(`form.append(${jsString(name)}, ${jsString(value)});`);
    out.push('');
  } else if (body?.kind === 'binary') {
    out.push(`import {readFile} from 'node:fs/promises';`, '');
  }

  const options: string[] = [];
  if (req.method !== 'get') options.push(`method: ${jsString(req.method.toUpperCase())},`);
  if (headers.length) {
    options.push('headers: {');
    for (const [name, value] of headers) options.push(`  ${jsKey(name)}: ${jsString(value)},`);
    options.push('},');
  }
  if (body?.kind === 'json') {
    options.push(`body: JSON.stringify(${JSON.stringify(body.value, null, 2)}),`);
  } else if (body?.kind === 'multipart') {
    options.push('body: form,');
  } else if (body?.kind === 'form') {
    options.push('body: new URLSearchParams({');
    for (const [name, value] of body.fields) options.push(`  ${jsKey(name)}: ${jsString(value)},`);
    options.push('}),');
  } else if (body?.kind === 'binary') {
    options.push(`body: await readFile(${jsString(SAMPLE_FILE)}),`);
  }

  const url = jsString(buildUrl(req, req.query));
  if (options.length) {
    out.push(`const response = await fetch(${url}, {`);
    for (const line of options) out.push(indentLines(`  ${line}`, '  '));
    out.push('});');
  } else {
    out.push(`const response = await fetch(${url});`);
  }
  out.push('if (!response.ok) {');
  out.push('  throw new Error(`Ledgerlink returned ${response.status}: ${await response.text()}`);');
  out.push('}');
  out.push(req.jsonResponse ? 'console.log(await response.json());' : 'console.log(response.status);');
  return out.join('\n');
}

// ---------------------------------------------------------------- Python (requests)

function pyString(text: string): string {
  return JSON.stringify(text);
}

/** JSON value → Python literal, indented by four spaces per level. */
export function pythonLiteral(value: unknown, level = 0): string {
  const pad = '    '.repeat(level + 1);
  const end = '    '.repeat(level);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  if (typeof value === 'string') return pyString(value);
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((v) => `${pad}${pythonLiteral(v, level + 1)},`).join('\n')}\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.length) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad}${pyString(k)}: ${pythonLiteral(v, level + 1)},`).join('\n')}\n${end}}`;
}

export function pythonSample(req: SampleRequest): string {
  const body = req.body;
  const head: string[] = ['import requests', ''];
  const args: string[] = [pyString(buildUrl(req)) + ','];
  if (req.query.length) {
    args.push(`params=${pythonLiteral(Object.fromEntries(req.query), 1)},`);
  }
  const headers: [string, string][] = [];
  if (req.auth) headers.push([req.auth.header, req.auth.value]);
  headers.push(...req.headers);
  if (body?.kind === 'binary') headers.push(['Content-Type', body.contentType]);
  if (body?.kind === 'json' && body.contentType !== 'application/json') headers.push(['Content-Type', body.contentType]);
  if (headers.length) args.push(`headers=${pythonLiteral(Object.fromEntries(headers), 1)},`);
  if (body?.kind === 'json') {
    args.push(`json=${pythonLiteral(body.value, 1)},`);
  } else if (body?.kind === 'multipart') {
    const files = Object.fromEntries(body.files.map((f) => [f, `__FILE__`]));
    args.push(`files=${pythonLiteral(files, 1).replace(/"__FILE__"/g, `open(${pyString(SAMPLE_FILE)}, "rb")`)},`);
    if (body.fields.length) args.push(`data=${pythonLiteral(Object.fromEntries(body.fields), 1)},`);
  } else if (body?.kind === 'form') {
    args.push(`data=${pythonLiteral(Object.fromEntries(body.fields), 1)},`);
  } else if (body?.kind === 'binary') {
    args.push(`data=open(${pyString(SAMPLE_FILE)}, "rb"),`);
  }
  args.push('timeout=30,');
  const lines = [
    ...head,
    `response = requests.${req.method === 'trace' ? 'request' : req.method}(`,
    ...args.map((a) => `    ${a}`),
    ')',
    'response.raise_for_status()',
    req.jsonResponse ? 'print(response.json())' : 'print(response.status_code)',
  ];
  return lines.join('\n');
}

// ---------------------------------------------------------------- C# (HttpClient)

function csString(text: string): string {
  return JSON.stringify(text);
}

function csRawString(text: string, indent: string): string {
  const longestRun = Math.max(0, ...(text.match(/"+/g) ?? []).map((q) => q.length));
  const quotes = '"'.repeat(Math.max(3, longestRun + 1));
  return `${quotes}\n${indentLines(text, indent, false)}\n${indent}${quotes}`;
}

const CS_METHODS: Record<HttpMethod, string> = {
  get: 'HttpMethod.Get',
  put: 'HttpMethod.Put',
  post: 'HttpMethod.Post',
  delete: 'HttpMethod.Delete',
  options: 'HttpMethod.Options',
  head: 'HttpMethod.Head',
  patch: 'HttpMethod.Patch',
  trace: 'HttpMethod.Trace',
};

export function csharpSample(req: SampleRequest): string {
  const body = req.body;
  const usings = ['using System.Net.Http.Headers;'];
  if (body?.kind === 'json') usings.push('using System.Text;');
  const out: string[] = [...usings, '', 'using var client = new HttpClient();'];
  out.push(`using var request = new HttpRequestMessage(${CS_METHODS[req.method]}, ${csString(buildUrl(req, req.query))});`);
  if (req.auth) {
    const bearer = /^Bearer (.+)$/.exec(req.auth.value);
    if (req.auth.header.toLowerCase() === 'authorization' && bearer) {
      out.push(`request.Headers.Authorization = new AuthenticationHeaderValue("Bearer", ${csString(bearer[1])});`);
    } else {
      out.push(`request.Headers.Add(${csString(req.auth.header)}, ${csString(req.auth.value)});`);
    }
  }
  for (const [name, value] of req.headers) out.push(`request.Headers.Add(${csString(name)}, ${csString(value)});`);
  if (body?.kind === 'json') {
    out.push(`request.Content = new StringContent(`);
    out.push(`    ${csRawString(JSON.stringify(body.value, null, 2), '    ')},`);
    out.push(`    Encoding.UTF8,`);
    out.push(`    ${csString(body.contentType)});`);
  } else if (body?.kind === 'multipart') {
    out.push('using var form = new MultipartFormDataContent();');
    for (const file of body.files) {
      out.push(
        `form.Add(new ByteArrayContent(await File.ReadAllBytesAsync(${csString(SAMPLE_FILE)})), ${csString(file)}, ${csString(SAMPLE_FILE)});`,
      );
    }
    for (const [name, value] of body.fields) out.push(`form.Add(new StringContent(${csString(value)}), ${csString(name)});`);
    out.push('request.Content = form;');
  } else if (body?.kind === 'form') {
    out.push('request.Content = new FormUrlEncodedContent(new Dictionary<string, string>');
    out.push('{');
    for (const [name, value] of body.fields) out.push(`    [${csString(name)}] = ${csString(value)},`);
    out.push('});');
  } else if (body?.kind === 'binary') {
    out.push(`request.Content = new ByteArrayContent(await File.ReadAllBytesAsync(${csString(SAMPLE_FILE)}));`);
    out.push(`request.Content.Headers.ContentType = new MediaTypeHeaderValue(${csString(body.contentType)});`);
  }
  out.push('', 'using var response = await client.SendAsync(request);');
  out.push('response.EnsureSuccessStatusCode();');
  out.push(
    req.jsonResponse ? 'Console.WriteLine(await response.Content.ReadAsStringAsync());' : 'Console.WriteLine((int)response.StatusCode);',
  );
  return out.join('\n');
}

export function codeSamples(req: SampleRequest): CodeSample[] {
  return [
    { lang: 'curl', label: 'cURL', prism: 'bash', code: curlSample(req) },
    { lang: 'javascript', label: 'JavaScript', prism: 'js', code: javascriptSample(req) },
    { lang: 'python', label: 'Python', prism: 'python', code: pythonSample(req) },
    { lang: 'csharp', label: 'C#', prism: 'csharp', code: csharpSample(req) },
  ];
}
