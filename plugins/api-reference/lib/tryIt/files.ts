/**
 * The generated files of one API's "Try it" module, written by the plugin to
 * `@generated/api-reference/default/try-it/<name>/`: the panel imports `index.js` only when a reader
 * opens it, so the bundler puts the four files into one chunk of their own.
 */
import type { ErrorCodeRow } from '../../../../src/data/errorCatalogue';
import { buildTryIt } from './build';
import { requestComponents } from './schemas';
import type { TryItErrorCodes } from './types';
import { validatorCode } from './validators';

function code(rows: readonly ErrorCodeRow[], name: string): number {
  const row = rows.find((r) => r.name === name);
  if (!row) throw new Error(`[api-reference] The error catalogue has no code named ${name}; the "Try it" mock answers with it.`);
  return row.code;
}

/** The `detailedErrorCode` values the mock answers with, by their names in the error catalogue. */
export function tryItErrorCodes(rows: readonly ErrorCodeRow[]): TryItErrorCodes {
  return {
    body: code(rows, 'ValidationFailed'),
    paging: code(rows, 'InvalidPaging'),
    notFound: code(rows, 'NotFound'),
    other: code(rows, 'None'),
  };
}

/** File name → content. `index.js` exports a `TryItModule` (./types.ts). */
export function tryItFiles(document: Record<string, unknown>, title: string, errorCodes: TryItErrorCodes): Record<string, string> {
  const { api, parameterSchemas, bodySchemas } = buildTryIt(document, title, errorCodes);
  const components = requestComponents(document);
  return {
    'api.json': JSON.stringify(api),
    'parameters.js': validatorCode(components, parameterSchemas, { coerce: true }),
    'bodies.js': validatorCode(components, bodySchemas, { coerce: false }),
    'index.js': [
      '"use strict";',
      'exports.api = require("./api.json");',
      'exports.parameters = require("./parameters.js");',
      'exports.bodies = require("./bodies.js");',
      '',
    ].join('\n'),
  };
}
