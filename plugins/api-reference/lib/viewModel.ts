/**
 * Bundled OpenAPI document → `ApiViewModel`, the data one reference page renders. Runs at build time
 * only: Markdown becomes sanitized HTML, examples are serialized and the code samples are written here.
 */
import {
  assertUniqueAnchors,
  fallbackOperationId,
  headerAnchor,
  operationAnchor,
  responseAnchor,
  schemaAnchor,
  tagAnchor,
  webhookAnchor,
} from './anchors';
import { operationDeprecation } from './deprecations';
import { mediaExamples, parameterExample } from './examples';
import { markdownSectionToHtml, markdownToHtml } from './markdown';
import { componentName, deref, isObject, resolvePointer, type Json } from './refs';
import { apiKeyPlaceholder, curlSample, lazySamples, type SampleBody, type SampleRequest } from './samples';
import type { LazySamples } from './sampleLanguages';
import { toSchemaView } from './schema';
import type {
  ApiLink,
  ApiViewModel,
  HttpMethod,
  HeaderView,
  MediaView,
  NamedHeaderView,
  NamedResponseView,
  OperationView,
  ParameterView,
  RequestBodyView,
  ResponseView,
  SecuritySchemeView,
  TagView,
  WebhookView,
} from './types';

export interface ApiMeta {
  name: string;
  title: string;
  summary: string;
  legacy: boolean;
  alsoCalled: string[];
  replacedBy: ApiLink[];
  /** Download URLs of the bundled spec. */
  downloads: { yaml: string; json: string };
}

export const HTTP_METHODS: readonly HttpMethod[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Tag of operations that have none. */
export const UNTAGGED = 'Other operations';

export const DEFAULT_SERVER = 'https://api.ledgerlink.io';

function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** How an example value is written in a URL or header. */
function plainValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function prettyExample(value: unknown, contentType: string): string {
  if (typeof value === 'string' && !/json/i.test(contentType)) return value;
  return JSON.stringify(value, null, 2);
}

function isJsonType(contentType: string): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType) || contentType === '*/*';
}

/** The production server: the one described as production, else the first that is not a sandbox. */
export function productionServer(doc: Json): string {
  const servers = Array.isArray(doc.servers) ? doc.servers.filter(isObject) : [];
  const described = servers.find((s) => /production/i.test(asString(s.description) ?? ''));
  const notSandbox = servers.find((s) => !/sandbox/i.test(`${asString(s.url)} ${asString(s.description) ?? ''}`));
  return asString((described ?? notSandbox ?? servers[0])?.url) ?? DEFAULT_SERVER;
}

function mediaViews(doc: Json, content: unknown, direction: 'request' | 'response'): MediaView[] {
  if (!isObject(content)) return [];
  return Object.entries(content).flatMap(([contentType, raw]) => {
    if (!isObject(raw)) return [];
    const view: MediaView = {
      contentType,
      examples: mediaExamples(doc, raw, direction).map(({ name, summary, value }) => ({
        name,
        ...(summary ? { summary } : {}),
        value: prettyExample(value, contentType),
      })),
    };
    if (raw.schema !== undefined) view.schema = toSchemaView(raw.schema);
    return [view];
  });
}

/** Response headers; component headers become links, collected in `usedHeaders`. */
function headerViews(doc: Json, headers: unknown, usedHeaders: Set<string>): HeaderView[] | undefined {
  if (!isObject(headers)) return undefined;
  const views = Object.entries(headers).flatMap(([name, raw]): HeaderView[] => {
    const refName = isObject(raw) ? componentName(raw.$ref, 'headers') : undefined;
    if (refName !== undefined && deref(doc, raw)) {
      usedHeaders.add(refName);
      return [{ name, ref: refName }];
    }
    const header = deref(doc, raw);
    if (!header) return [];
    const descriptionHtml = markdownToHtml(header.description);
    return [{ name, ...(descriptionHtml ? { descriptionHtml } : {}), schema: toSchemaView(header.schema) }];
  });
  return views.length ? views : undefined;
}

function parameterView(doc: Json, p: Json): ParameterView {
  const view: ParameterView = {
    name: asString(p.name) ?? '',
    in: (asString(p.in) ?? 'query') as ParameterView['in'],
    schema: toSchemaView(p.schema),
  };
  if (p.required === true) view.required = true;
  if (p.deprecated === true) view.deprecated = true;
  const descriptionHtml = markdownToHtml(p.description);
  if (descriptionHtml) view.descriptionHtml = descriptionHtml;
  const example = parameterExample(doc, p);
  if (example !== undefined) {
    view.example = plainValue(example);
    // The parameter's example is shown once, not again inside its schema.
    delete view.schema.example;
  }
  return view;
}

/** Path-level parameters merged with the operation's own (the operation wins on the same name and place). */
export function operationParameters(doc: Json, pathItem: Json, op: Json): Json[] {
  const merged = new Map<string, Json>();
  for (const raw of [
    ...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []),
    ...(Array.isArray(op.parameters) ? op.parameters : []),
  ]) {
    const p = deref(doc, raw);
    if (p) merged.set(`${asString(p.in)}:${asString(p.name)}`, p);
  }
  return [...merged.values()];
}

function securityNames(requirements: unknown): string[] {
  if (!Array.isArray(requirements)) return [];
  return [...new Set(requirements.filter(isObject).flatMap((r) => Object.keys(r)))];
}

function schemeLabel(scheme: Json): string {
  switch (scheme.type) {
    case 'apiKey':
      return `API key in the ${asString(scheme.name) ?? 'Authorization'} ${asString(scheme.in) ?? 'header'}`;
    case 'http':
      return `HTTP ${asString(scheme.scheme) ?? ''} authentication`.replace(/\s+/g, ' ');
    case 'oauth2':
      return 'OAuth 2.0';
    case 'openIdConnect':
      return 'OpenID Connect';
    case 'mutualTLS':
      return 'Mutual TLS';
    default:
      return String(scheme.type ?? 'Unknown');
  }
}

function sampleAuth(doc: Json, names: string[], key: string): SampleRequest['auth'] {
  const schemes = isObject(doc.components) && isObject(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  for (const name of names) {
    const scheme = deref(doc, schemes[name]);
    if (!scheme) continue;
    if (scheme.type === 'apiKey' && scheme.in === 'header') {
      const header = asString(scheme.name) ?? 'Authorization';
      return { header, value: header.toLowerCase() === 'authorization' ? `Bearer ${key}` : key };
    }
    if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect') {
      return { header: 'Authorization', value: `Bearer ${key}` };
    }
  }
  return undefined;
}

function isBinarySchema(schema: unknown): boolean {
  return (
    isObject(schema) &&
    (schema.format === 'binary' ||
      typeof schema.contentMediaType === 'string' ||
      typeof schema.contentEncoding === 'string' ||
      (isObject(schema.items) && isBinarySchema(schema.items)))
  );
}

function sampleBody(doc: Json, content: unknown): SampleBody | undefined {
  if (!isObject(content)) return undefined;
  const types = Object.keys(content);
  const pick =
    types.find(isJsonType) ??
    types.find((t) => t === 'multipart/form-data') ??
    types.find((t) => t === 'application/x-www-form-urlencoded') ??
    types[0];
  if (!pick) return undefined;
  const media = deref(doc, content[pick]) ?? {};
  const example = mediaExamples(doc, media, 'request')[0]?.value;
  if (isJsonType(pick)) {
    return { kind: 'json', contentType: pick === '*/*' ? 'application/json' : pick, value: example ?? {} };
  }
  if (pick === 'multipart/form-data' || pick === 'application/x-www-form-urlencoded') {
    const schema = deref(doc, media.schema);
    const properties = schema && isObject(schema.properties) ? schema.properties : {};
    const values = isObject(example) ? example : {};
    const files: string[] = [];
    const fields: [string, string][] = [];
    for (const [name, prop] of Object.entries(properties)) {
      const resolved = isObject(prop) && typeof prop.$ref === 'string' ? resolvePointer(doc, prop.$ref) : prop;
      if (isBinarySchema(resolved)) files.push(name);
      else if (values[name] !== undefined) fields.push([name, plainValue(values[name])]);
    }
    return pick === 'multipart/form-data' ? { kind: 'multipart', files, fields } : { kind: 'form', fields };
  }
  return { kind: 'binary', contentType: pick };
}

interface BuildContext {
  doc: Json;
  /** The API's name: its samples module is named after it. */
  api: string;
  server: string;
  /** The samples that load on demand, collected by operation. */
  lazySamples: LazySamples;
  globalSecurity: unknown;
  usedResponses: Set<string>;
  usedHeaders: Set<string>;
}

function requestBodyView(doc: Json, requestBody: Json): RequestBodyView {
  const view: RequestBodyView = { content: mediaViews(doc, requestBody.content, 'request') };
  if (requestBody.required === true) view.required = true;
  const descriptionHtml = markdownToHtml(requestBody.description);
  if (descriptionHtml) view.descriptionHtml = descriptionHtml;
  return view;
}

/** Responses of an operation or webhook; component responses become links, collected in `ctx.usedResponses`. */
function responseViews(ctx: BuildContext, responses: unknown): ResponseView[] {
  const { doc } = ctx;
  return Object.entries(isObject(responses) ? responses : {}).flatMap(([status, raw]): ResponseView[] => {
    const refName = isObject(raw) ? componentName(raw.$ref, 'responses') : undefined;
    const response = deref(doc, raw);
    if (!response) return [];
    const view: ResponseView = { status };
    if (refName !== undefined) {
      view.ref = refName;
      ctx.usedResponses.add(refName);
      return [view];
    }
    const description = markdownToHtml(response.description);
    if (description) view.descriptionHtml = description;
    const headers = headerViews(doc, response.headers, ctx.usedHeaders);
    if (headers) view.headers = headers;
    const content = mediaViews(doc, response.content, 'response');
    if (content.length) view.content = content;
    return [view];
  });
}

/** One webhook of the document's `webhooks`: the first method of its path item (Ledgerlink sends `POST`). */
function webhookView(ctx: BuildContext, name: string, pathItem: Json): WebhookView | undefined {
  const { doc } = ctx;
  const op = HTTP_METHODS.map((method) => pathItem[method]).find(isObject);
  if (!op) return undefined;
  const view: WebhookView = {
    anchor: webhookAnchor(name),
    name,
    summary: asString(op.summary) ?? name,
    parameters: operationParameters(doc, pathItem, op).map((p) => parameterView(doc, p)),
    responses: responseViews(ctx, op.responses),
  };
  const descriptionHtml = markdownToHtml(op.description);
  if (descriptionHtml) view.descriptionHtml = descriptionHtml;
  if (op.deprecated === true) view.deprecated = true;
  const requestBody = deref(doc, op.requestBody);
  if (requestBody) view.requestBody = requestBodyView(doc, requestBody);
  return view;
}

/** The request of an operation's samples: path parameters from their examples, required query and header parameters. */
function sampleRequest(
  ctx: BuildContext,
  method: HttpMethod,
  path: string,
  params: Json[],
  security: string[],
  requestBody: Json | undefined,
): SampleRequest {
  const { doc } = ctx;
  const sample: SampleRequest = {
    method,
    serverUrl: ctx.server,
    path,
    pathParams: {},
    query: [],
    headers: [],
    auth: sampleAuth(doc, security, apiKeyPlaceholder(ctx.server)),
    body: requestBody ? sampleBody(doc, requestBody.content) : undefined,
  };
  for (const p of params) {
    const name = asString(p.name) ?? '';
    const example = parameterExample(doc, p);
    const schemaDefault = isObject(p.schema) ? p.schema.default : undefined;
    if (p.in === 'path') {
      sample.pathParams[name] = example === undefined ? `{${name}}` : plainValue(example);
    } else if (p.in === 'query' && (p.required === true || schemaDefault !== undefined)) {
      const value = example ?? schemaDefault;
      if (value !== undefined) sample.query.push([name, plainValue(value)]);
    } else if (p.in === 'header' && p.required === true && !/^(authorization|content-type|accept)$/i.test(name)) {
      sample.headers.push([name, example === undefined ? name : plainValue(example)]);
    }
  }
  return sample;
}

function operationView(ctx: BuildContext, method: HttpMethod, path: string, pathItem: Json, op: Json): OperationView {
  const { doc } = ctx;
  const operationId = asString(op.operationId) ?? fallbackOperationId(method, path);
  const params = operationParameters(doc, pathItem, op);
  const security = securityNames(op.security !== undefined ? op.security : ctx.globalSecurity);
  const requestBody = deref(doc, op.requestBody);
  const sample = sampleRequest(ctx, method, path, params, security, requestBody);
  ctx.lazySamples[operationId] = lazySamples(sample);

  const view: OperationView = {
    anchor: operationAnchor(operationId),
    operationId,
    method,
    path,
    summary: asString(op.summary) ?? operationId,
    security,
    parameters: params.map((p) => parameterView(doc, p)),
    responses: [],
    samples: { api: ctx.api, operationId, curl: curlSample(sample) },
  };
  const descriptionHtml = markdownToHtml(op.description);
  if (descriptionHtml) view.descriptionHtml = descriptionHtml;
  if (op.deprecated === true) view.deprecated = true;
  const deprecation = operationDeprecation(doc, op, `${method.toUpperCase()} ${path}`);
  if (deprecation) view.deprecation = deprecation;

  if (requestBody) view.requestBody = requestBodyView(doc, requestBody);
  view.responses = responseViews(ctx, op.responses);
  return view;
}

/** The view model of a reference page and the samples its page loads on demand. */
export interface Reference {
  viewModel: ApiViewModel;
  lazySamples: LazySamples;
}

export function buildViewModel(document: Record<string, unknown>, meta: ApiMeta): ApiViewModel {
  return buildReference(document, meta).viewModel;
}

export function buildReference(document: Record<string, unknown>, meta: ApiMeta): Reference {
  const doc = document as Json;
  const info = isObject(doc.info) ? doc.info : {};
  const components = isObject(doc.components) ? doc.components : {};
  const ctx: BuildContext = {
    doc,
    api: meta.name,
    server: productionServer(doc),
    lazySamples: {},
    globalSecurity: doc.security,
    usedResponses: new Set(),
    usedHeaders: new Set(),
  };

  // Tags keep the order of the document's `tags`, then the order in which operations use new ones.
  const tags = new Map<string, TagView>();
  for (const tag of Array.isArray(doc.tags) ? doc.tags.filter(isObject) : []) {
    const name = asString(tag.name);
    if (!name) continue;
    const descriptionHtml = markdownSectionToHtml(tag.description, 3);
    tags.set(name, { name, anchor: tagAnchor(name), ...(descriptionHtml ? { descriptionHtml } : {}), operations: [] });
  }
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const pathItem = deref(doc, rawItem);
    if (!pathItem) continue;
    for (const method of HTTP_METHODS) {
      const op = pathItem[method];
      if (!isObject(op)) continue;
      const tagName = (Array.isArray(op.tags) ? asString(op.tags[0]) : undefined) ?? UNTAGGED;
      let tag = tags.get(tagName);
      if (!tag) {
        tag = { name: tagName, anchor: tagAnchor(tagName), operations: [] };
        tags.set(tagName, tag);
      }
      tag.operations.push(operationView(ctx, method, path, pathItem, op));
    }
  }

  // Webhooks keep the order of the document; they are built before the common responses they use are collected.
  const webhooks = Object.entries(isObject(doc.webhooks) ? doc.webhooks : {}).flatMap(([name, raw]) => {
    const pathItem = deref(doc, raw);
    const view = pathItem && webhookView(ctx, name, pathItem);
    return view ? [view] : [];
  });

  const schemas = isObject(components.schemas)
    ? Object.entries(components.schemas)
        .map(([name, schema]) => ({ name, anchor: schemaAnchor(name), schema: toSchemaView(schema) }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    : [];

  const namedResponses: NamedResponseView[] = [];
  const responseComponents = isObject(components.responses) ? components.responses : {};
  for (const name of Object.keys(responseComponents)) {
    if (!ctx.usedResponses.has(name)) continue;
    const response = deref(doc, responseComponents[name]);
    if (!response) continue;
    const view: NamedResponseView = { name, anchor: responseAnchor(name) };
    const descriptionHtml = markdownToHtml(response.description);
    if (descriptionHtml) view.descriptionHtml = descriptionHtml;
    const headers = headerViews(doc, response.headers, ctx.usedHeaders);
    if (headers) view.headers = headers;
    const content = mediaViews(doc, response.content, 'response');
    if (content.length) view.content = content;
    namedResponses.push(view);
  }

  const namedHeaders: NamedHeaderView[] = [];
  const headerComponents = isObject(components.headers) ? components.headers : {};
  for (const name of Object.keys(headerComponents)) {
    if (!ctx.usedHeaders.has(name)) continue;
    const header = deref(doc, headerComponents[name]);
    if (!header) continue;
    const descriptionHtml = markdownToHtml(header.description);
    namedHeaders.push({
      name,
      anchor: headerAnchor(name),
      ...(descriptionHtml ? { descriptionHtml } : {}),
      schema: toSchemaView(header.schema),
    });
  }

  const schemeObjects = isObject(components.securitySchemes) ? components.securitySchemes : {};
  const securitySchemes: SecuritySchemeView[] = Object.entries(schemeObjects).flatMap(([name, raw]) => {
    const scheme = deref(doc, raw);
    if (!scheme) return [];
    const descriptionHtml = markdownToHtml(scheme.description);
    return [{ name, label: schemeLabel(scheme), ...(descriptionHtml ? { descriptionHtml } : {}) }];
  });

  const tagViews = [...tags.values()].filter((t) => t.operations.length > 0);
  assertUniqueAnchors([
    ...tagViews.map((t) => ({ anchor: t.anchor, where: `tag "${t.name}"` })),
    ...tagViews.flatMap((t) => t.operations.map((o) => ({ anchor: o.anchor, where: `${o.method.toUpperCase()} ${o.path}` }))),
    ...webhooks.map((w) => ({ anchor: w.anchor, where: `webhook ${w.name}` })),
    ...schemas.map((s) => ({ anchor: s.anchor, where: `schema ${s.name}` })),
    ...namedResponses.map((r) => ({ anchor: r.anchor, where: `response ${r.name}` })),
    ...namedHeaders.map((h) => ({ anchor: h.anchor, where: `header ${h.name}` })),
  ]);

  const servers = (Array.isArray(doc.servers) ? doc.servers.filter(isObject) : []).map((s) => {
    const descriptionHtml = markdownToHtml(s.description, 2);
    return { url: asString(s.url) ?? '', ...(descriptionHtml ? { descriptionHtml } : {}) };
  });
  const descriptionHtml = markdownSectionToHtml(info.description, 2);

  const viewModel: ApiViewModel = {
    name: meta.name,
    title: meta.title,
    summary: meta.summary,
    legacy: meta.legacy,
    alsoCalled: meta.alsoCalled,
    replacedBy: meta.replacedBy,
    version: asString(info.version) ?? '',
    ...(descriptionHtml ? { descriptionHtml } : {}),
    servers,
    securitySchemes,
    downloads: meta.downloads,
    tags: tagViews,
    webhooks,
    schemas,
    responses: namedResponses,
    headers: namedHeaders,
  };
  return { viewModel, lazySamples: ctx.lazySamples };
}

/** Counts operations of a view model (used for logging and tests). */
export function operationCount(vm: ApiViewModel): number {
  return vm.tags.reduce((n, t) => n + t.operations.length, 0);
}
