import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES_SPEC, errorCodeRows, loadErrorCatalogue } from '../../src/data/errorCatalogue';

const siteDir = path.resolve(__dirname, '../..');
const rows = loadErrorCatalogue(siteDir);

describe('detailedErrorCode catalogue in the spec', () => {
  it('describes every code of the enum once, each with a unique name, starting with 0 for "none"', () => {
    expect(rows[0]).toMatchObject({ code: 0, name: 'None' });
    expect(rows[0]?.status).toBeUndefined();
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(15);
  });

  it('gives every other code the HTTP status it starts with, in ascending order', () => {
    for (const row of rows.slice(1)) expect(Math.floor(row.code / 100), `code ${row.code}`).toBe(row.status);
    expect(rows.map((r) => r.code)).toEqual([...rows.map((r) => r.code)].sort((a, b) => a - b));
  });

  it('gives each shared error response an example whose code belongs to its status', () => {
    const spec = yaml.load(fs.readFileSync(path.join(siteDir, ERROR_CODES_SPEC), 'utf8')) as {
      components: {
        responses: Record<string, { content?: { 'application/json'?: { example?: { statusCode: number; detailedErrorCode: number } } } }>;
      };
    };
    const byCode = new Map(rows.map((r) => [r.code, r]));
    const examples = Object.entries(spec.components.responses).flatMap(([name, response]) => {
      const example = response.content?.['application/json']?.example;
      return example ? [{ name, ...example }] : [];
    });
    expect(examples.length).toBeGreaterThan(5);
    for (const { name, statusCode, detailedErrorCode } of examples) {
      const row = byCode.get(detailedErrorCode);
      expect(row, `${name}: code ${detailedErrorCode} is not in the catalogue`).toBeDefined();
      if (detailedErrorCode !== 0) expect(row?.status, name).toBe(statusCode);
    }
  });
});

describe('reading the catalogue', () => {
  const details = { name: 'SyncInProgress', status: 409, cause: 'A sync runs.', action: 'Wait.' };

  it('fails, naming the code, on a value without a description or details', () => {
    expect(() => errorCodeRows({ enum: [40901], 'x-enumDetails': { '40901': details } })).toThrow(/40901 x-enumDescriptions/);
    expect(() => errorCodeRows({ enum: [40901], 'x-enumDescriptions': { '40901': 'Busy.' } })).toThrow(/40901 x-enumDetails.name/);
  });

  it('fails on a described code that the enum lacks, and on a status the code does not start with', () => {
    expect(() =>
      errorCodeRows({
        enum: [40901],
        'x-enumDescriptions': { '40901': 'Busy.', '40902': 'Not yet.' },
        'x-enumDetails': { '40901': details },
      }),
    ).toThrow(/40902 is described but not in the enum/);
    expect(() =>
      errorCodeRows({
        enum: [40901],
        'x-enumDescriptions': { '40901': 'Busy.' },
        'x-enumDetails': { '40901': { ...details, status: 400 } },
      }),
    ).toThrow(/status 400/);
  });
});
