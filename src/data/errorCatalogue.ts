/**
 * The catalogue of `detailedErrorCode` values, read at build time from the one place that defines
 * them: the `ErrorMessage` schema of static/openapi/shared/common.yaml, whose `enum` lists the codes,
 * `x-enumDescriptions` says what each means and `x-enumDetails` gives its name, HTTP status, cause
 * and what to do. src/remark/errorCatalogue.ts hands the rows to <ErrorCatalogue> on the errors page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseYaml } from '@redocly/openapi-core';

export const ERROR_CODES_SPEC = 'static/openapi/shared/common.yaml';

export interface ErrorCodeRow {
  readonly code: number;
  readonly name: string;
  /** The HTTP status that carries the code; absent for `0`, which any status can carry. */
  readonly status?: number;
  readonly meaning: string;
  readonly cause: string;
  readonly action: string;
}

interface Details {
  name?: unknown;
  status?: unknown;
  cause?: unknown;
  action?: unknown;
}

interface CodeSchema {
  enum?: unknown;
  'x-enumDescriptions'?: Record<string, unknown>;
  'x-enumDetails'?: Record<string, Details>;
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string' || !value.trim()) throw new Error(`${ERROR_CODES_SPEC}: ${where} needs a non-empty string`);
  return value;
}

/** The rows of the schema of `detailedErrorCode`, in the order of its `enum`; throws, naming the code, on a gap. */
export function errorCodeRows(schema: CodeSchema): ErrorCodeRow[] {
  if (!Array.isArray(schema.enum)) throw new Error(`${ERROR_CODES_SPEC}: detailedErrorCode has no enum`);
  const descriptions = schema['x-enumDescriptions'] ?? {};
  const details = schema['x-enumDetails'] ?? {};
  const codes = schema.enum.map((code) => {
    if (!Number.isInteger(code)) throw new Error(`${ERROR_CODES_SPEC}: detailedErrorCode value ${String(code)} is not an integer`);
    return code as number;
  });
  for (const key of [...Object.keys(descriptions), ...Object.keys(details)]) {
    if (!codes.includes(Number(key))) throw new Error(`${ERROR_CODES_SPEC}: code ${key} is described but not in the enum`);
  }
  return codes.map((code) => {
    const entry = details[String(code)] ?? {};
    const where = `detailedErrorCode ${code}`;
    const status = entry.status;
    if (status !== undefined && !(Number.isInteger(status) && Math.floor(code / 100) === status)) {
      throw new Error(`${ERROR_CODES_SPEC}: ${where} has status ${String(status)}; a code starts with its HTTP status`);
    }
    return {
      code,
      name: text(entry.name, `${where} x-enumDetails.name`),
      ...(typeof status === 'number' && { status }),
      meaning: text(descriptions[String(code)], `${where} x-enumDescriptions`),
      cause: text(entry.cause, `${where} x-enumDetails.cause`),
      action: text(entry.action, `${where} x-enumDetails.action`),
    };
  });
}

const SITE_DIR = path.resolve(__dirname, '../..');

/** The catalogue as the spec under `siteDir` states it. */
export function loadErrorCatalogue(siteDir = SITE_DIR): ErrorCodeRow[] {
  const document = parseYaml(fs.readFileSync(path.join(siteDir, ERROR_CODES_SPEC), 'utf8')) as {
    components?: { schemas?: { ErrorMessage?: { properties?: { detailedErrorCode?: CodeSchema } } } };
  };
  const schema = document.components?.schemas?.ErrorMessage?.properties?.detailedErrorCode;
  if (!schema) throw new Error(`${ERROR_CODES_SPEC}: no components.schemas.ErrorMessage.properties.detailedErrorCode`);
  return errorCodeRows(schema);
}
