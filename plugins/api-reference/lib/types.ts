/**
 * The view model of one API reference page. The plugin builds it at build time from the bundled
 * OpenAPI document; the page components render it. It holds only what the page shows: Markdown is
 * already HTML, code samples are already strings, and named schemas appear once, in `schemas`.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/** Where a deprecated operation's readers go instead (./deprecations.ts reads it from `x-replacement`). */
export interface Replacement {
  href: string;
  label: string;
}

/** A deprecated operation's or API's removal date and replacement. */
export interface DeprecationView {
  /** YYYY-MM-DD */
  removalDate: string;
  replacement: Replacement;
}

/** A schema as the page shows it. `ref` points at a named schema in `ApiViewModel.schemas`. */
export interface SchemaView {
  /** Name of a component schema; the page links to it instead of repeating it. */
  ref?: string;
  /** Display type: `string`, `integer`, `object`, `array`, or several joined with ` | `. */
  type?: string;
  format?: string;
  nullable?: boolean;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  descriptionHtml?: string;
  enum?: JsonValue[];
  const?: JsonValue;
  default?: JsonValue;
  /** One example value: strings as they are, other values as compact JSON. */
  example?: string;
  /** Human-readable limits such as `>= 1` or `pattern ^[A-Z]{3}$`. */
  constraints?: string[];
  properties?: PropertyView[];
  /** `true` when any extra key is allowed, or the schema of extra values. */
  additionalProperties?: true | SchemaView;
  items?: SchemaView;
  /** `allOf`, `oneOf` or `anyOf` variants. */
  composition?: { kind: 'allOf' | 'oneOf' | 'anyOf'; variants: SchemaView[] };
  /** Property name that selects the variant, for `oneOf` with a discriminator. */
  discriminator?: string;
}

export interface PropertyView {
  name: string;
  required?: boolean;
  schema: SchemaView;
}

export interface ParameterView {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  deprecated?: boolean;
  descriptionHtml?: string;
  schema: SchemaView;
  /** Example value as it appears in a request. */
  example?: string;
}

export interface MediaView {
  contentType: string;
  schema?: SchemaView;
  /** Examples as pretty-printed text (JSON for JSON media types). */
  examples: { name: string; summary?: string; value: string }[];
}

export interface ResponseView {
  status: string;
  descriptionHtml?: string;
  /**
   * Set when the response is a named component response, rendered once in "Common responses";
   * the operation then shows only the status and a link.
   */
  ref?: string;
  headers?: HeaderView[];
  content?: MediaView[];
}

/** A response header; `ref` names a component header rendered once in "Common responses". */
export interface HeaderView {
  name: string;
  ref?: string;
  descriptionHtml?: string;
  schema?: SchemaView;
}

export interface NamedHeaderView {
  name: string;
  anchor: string;
  descriptionHtml?: string;
  schema: SchemaView;
}

export interface RequestBodyView {
  required?: boolean;
  descriptionHtml?: string;
  content: MediaView[];
}

/** What the page needs to show the request samples of one operation. */
export interface OperationSamples {
  /** The API whose sample module (loaded on demand) holds the other languages. */
  api: string;
  operationId: string;
  /** The cURL sample, rendered into the page's HTML. */
  curl: string;
}

export interface OperationView {
  /** Anchor id without `#`: `operation/{operationId}`. */
  anchor: string;
  operationId: string;
  method: HttpMethod;
  path: string;
  summary: string;
  descriptionHtml?: string;
  deprecated?: boolean;
  /** Removal date and replacement of a deprecated operation (from `x-removal-date` and `x-replacement`). */
  deprecation?: DeprecationView;
  /** Names of the security schemes that authorize the call; empty when it needs no key. */
  security: string[];
  parameters: ParameterView[];
  requestBody?: RequestBodyView;
  responses: ResponseView[];
  samples: OperationSamples;
}

/** A webhook: a message Ledgerlink sends to your endpoint (the `webhooks` of an OpenAPI 3.1 document). */
export interface WebhookView {
  /** Anchor id without `#`: `webhook/{name}`. */
  anchor: string;
  /** The event type, the webhook's key in the spec: `read.completed`. */
  name: string;
  /** When Ledgerlink sends it, in one sentence (plain text). */
  summary: string;
  descriptionHtml?: string;
  deprecated?: boolean;
  /** The headers of the delivery. */
  parameters: ParameterView[];
  requestBody?: RequestBodyView;
  responses: ResponseView[];
}

export interface TagView {
  name: string;
  anchor: string;
  descriptionHtml?: string;
  operations: OperationView[];
}

export interface NamedSchemaView {
  name: string;
  anchor: string;
  schema: SchemaView;
}

export interface NamedResponseView {
  name: string;
  anchor: string;
  descriptionHtml?: string;
  headers?: HeaderView[];
  content?: MediaView[];
}

export interface SecuritySchemeView {
  name: string;
  /** e.g. `API key in header Authorization`. */
  label: string;
  descriptionHtml?: string;
}

/** One entry of an API's "What changed" list (src/data/apiChanges.json, written by scripts/api-changes.mjs). */
export interface ChangeEntryView {
  what: 'operation' | 'parameter' | 'field';
  /** The operationId of an operation; the name of a parameter; the path of a field, such as `lines[].amount`. */
  name: string;
  /** `POST /companies` */
  operation: string;
  operationId?: string;
  /** Where a parameter or field is: `request body`, `response 200`, `query parameter`. */
  where?: string;
}

/** What was added, deprecated and removed in an API since a day, as the page prints it ("November 24, 2026"). */
export interface WhatChangedView {
  since: string;
  added: ChangeEntryView[];
  deprecated: ChangeEntryView[];
  removed: ChangeEntryView[];
}

/** Another API's reference page. */
export interface ApiLink {
  title: string;
  route: string;
}

export interface ApiViewModel {
  name: string;
  title: string;
  summary: string;
  legacy: boolean;
  /** Other names the docs give this API (`Bank Feeds API v1`). */
  alsoCalled: string[];
  /** Where a legacy API's readers go instead. */
  replacedBy: ApiLink[];
  version: string;
  descriptionHtml?: string;
  servers: { url: string; descriptionHtml?: string }[];
  securitySchemes: SecuritySchemeView[];
  downloads: { yaml: string; json: string };
  tags: TagView[];
  /** Webhooks, after the operations; empty when the API sends none. */
  webhooks: WebhookView[];
  schemas: NamedSchemaView[];
  responses: NamedResponseView[];
  headers: NamedHeaderView[];
  /** The API's "What changed" list, when src/data/apiChanges.json has one. */
  whatChanged?: WhatChangedView;
}
