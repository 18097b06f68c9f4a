/**
 * What the "Try it" panel of one API reference page loads when a reader opens it: the operations as
 * the in-browser mock needs them, built at build time from the bundled spec (./build.ts), and the
 * request validators precompiled with Ajv (./validators.ts). Nothing here is in the page's HTML.
 */
import type { HttpMethod, JsonValue } from '../types';

export type ParameterPlace = 'path' | 'query' | 'header';

export interface TryItParameter {
  name: string;
  in: ParameterPlace;
  required?: boolean;
  /** The value the field starts with: the spec's example, else the schema's default. */
  example?: string;
}

export interface TryItBody {
  contentType: string;
  required: boolean;
  /** The spec's example (or one generated from the schema), pretty-printed JSON. */
  example: string;
}

/** The answer the mock gives to a valid request: the first documented 2xx response. */
export interface TryItResponse {
  status: number;
  headers: Record<string, string>;
  body?: JsonValue;
}

export interface TryItOperation {
  method: HttpMethod;
  path: string;
  parameters: TryItParameter[];
  /** A JSON request body. */
  body?: TryItBody;
  /** A request body the panel cannot write (a file upload, a form): its content type. */
  unsupportedBody?: string;
  response: TryItResponse;
  /** Where the reader's key goes on a call to the real API (the spec's security scheme); absent when the call needs none. */
  auth?: { header: string; prefix: string };
  /** Export names of the operation's validators in the API's validator modules. */
  validators: { parameters: string; body?: string };
}

/** `detailedErrorCode` values of the mock's own errors, read from the error catalogue. */
export interface TryItErrorCodes {
  /** A body field is missing or breaks its schema (ValidationFailed). */
  body: number;
  /** `page` or `pageSize` out of range or not a number (InvalidPaging). */
  paging: number;
  /** No operation at that path (NotFound). */
  notFound: number;
  /** Any other failure: no more specific code applies. */
  other: number;
}

export interface TryItApi {
  title: string;
  servers: { production: string; sandbox?: string };
  /** The API's error body (`ErrorMessage`) as its 400 example shows it; the mock fills in the rest. */
  errorTemplate: Record<string, JsonValue>;
  errorCodes: TryItErrorCodes;
  operations: Record<string, TryItOperation>;
}

/** A compiled validator as Ajv's standalone code exports it. */
export interface ValidateFunction {
  (data: unknown): boolean;
  errors?: ValidationError[] | null;
}

export interface ValidationError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** What the generated module of one API exports (`@generated/api-reference/default/try-it/<name>.js`). */
export interface TryItModule {
  api: TryItApi;
  /** Parameter validators (query and path strings are coerced to the schema's types). */
  parameters: Record<string, ValidateFunction>;
  /** Request body validators (no coercion). */
  bodies: Record<string, ValidateFunction>;
}
