/**
 * The request validators of the "Try it" mock, compiled with Ajv at build time into standalone
 * JavaScript (CommonJS that requires only Ajv's and ajv-formats' runtime helpers). Ajv compiles a
 * schema with `new Function`, which the site's Content-Security-Policy does not allow
 * ('unsafe-eval' is given to the live-playground pages only); precompiled code needs no eval.
 */
import Ajv2020 from 'ajv/dist/2020';
import standaloneCode from 'ajv/dist/standalone';
import addFormats from 'ajv-formats';
import { isObject, type Json } from '../refs';

/** The `$id` the document's request schemas are registered under; their `#/components/...` refs resolve against it. */
const ROOT = 'https://api.ledgerlink.io/try-it/schemas';

function formatsOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => formatsOf(item, found));
  else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'format' && typeof item === 'string') found.add(item);
      else formatsOf(item, found);
    }
  }
  return found;
}

/**
 * Standalone code that exports one validator per entry of `schemas` (export name → schema).
 * `components` are the document's request schemas (./schemas.ts), which the schemas may `$ref`.
 * `coerce` turns strings into the schema's types first, as path and query values arrive.
 */
export function validatorCode(components: Json, schemas: Record<string, unknown>, { coerce }: { coerce: boolean }): string {
  const ajv = new Ajv2020({
    code: { source: true },
    // OpenAPI keywords (`discriminator`, `x-…`) that JSON Schema does not define are left to the docs.
    strict: false,
    allErrors: true,
    coerceTypes: coerce ? 'array' : false,
  });
  addFormats(ajv);
  // Formats that ajv-formats does not define (`decimal`) describe a value without restricting it.
  for (const format of formatsOf([components, schemas])) {
    if (!(format in ajv.formats)) ajv.addFormat(format, true);
  }
  ajv.addSchema({ $id: ROOT, components: { schemas: components }, operations: schemas });
  const refs = Object.fromEntries(Object.keys(schemas).map((name) => [name, `${ROOT}#/operations/${name}`]));
  return standaloneCode(ajv, refs);
}
