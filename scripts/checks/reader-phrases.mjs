#!/usr/bin/env node
// Every live API operation says how readers describe it. `x-reader-phrases` lists, for one operation,
// the words in which someone who does not know its name would search for it ("who owes us money" for
// the aged debtors report); search weighs them as an alias of the operation (lib/search/vocabulary).
// Problems, each at the spec line a writer changes:
//   - a live operation with fewer than 2 or more than 5 phrases;
//   - a phrase that is not lowercase words (hyphens and apostrophes allowed), 2 to 7 of them;
//   - a phrase that adds no word to the operation's summary and operationId;
//   - a phrase that another operation of the same spec carries too (it would point readers at two places;
//     two APIs that offer the same operation, such as Bill Pay's async and sync APIs, may share one);
//   - phrases on a deprecated operation or one of a legacy API (`legacy` in src/data/apis.ts, such as the
//     unified Ledgerlink API): readers are led to its successor, which carries its own.
// Usage: node scripts/checks/reader-phrases.mjs [--specs static/openapi]. Exits 1 on any problem.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import createJiti from 'jiti';
import { SpecFiles, pointerOf, workingTreeReader } from '../../lib/openapi/spec-files.mjs';
import { printProblems } from '../../lib/report/problems.mjs';

export const FIELD = 'x-reader-phrases';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const MIN_PHRASES = 2;
const MAX_PHRASES = 5;
const PHRASE = /^[a-z0-9]+(?:['-][a-z0-9]+)*(?: [a-z0-9]+(?:['-][a-z0-9]+)*){1,6}$/;

/** The lowercase words of a summary or operationId: `List bank-feed accounts` → list, bank, feed, accounts. */
const wordsOf = (text) =>
  String(text ?? '')
    .toLowerCase()
    .match(/[a-z0-9]+/g) ?? [];

/**
 * The problems of the phrases of every operation in the spec files `files` (repository-relative),
 * read through `specs` (a SpecFiles), as `{ file, line, message }`; `superseded` holds the files of
 * the legacy APIs.
 * @param {SpecFiles} specs
 * @param {string[]} files
 * @param {ReadonlySet<string>} [superseded]
 */
export function readerPhraseProblems(specs, files, superseded = new Set()) {
  const problems = [];
  for (const file of files) {
    /** Each phrase and the first operation of this spec that carries it. */
    const owners = new Map();
    const doc = specs.doc(file);
    const retired = doc?.info?.['x-removal-date'] ? 'deprecated' : superseded.has(file) ? 'of a legacy API' : null;
    for (const [route, item] of Object.entries(doc?.paths ?? {})) {
      for (const method of METHODS) {
        const operation = item?.[method];
        if (!operation?.operationId) continue;
        const id = operation.operationId;
        const at = (...keys) => ({ file, line: specs.line(file, pointerOf('paths', route, method, ...keys)) });
        const phrases = operation[FIELD];
        const state = operation.deprecated ? 'deprecated' : retired;
        if (state) {
          if (phrases !== undefined)
            problems.push({ ...at(FIELD), message: `${id} is ${state}: remove its ${FIELD} (readers are led to its successor)` });
          continue;
        }
        if (!Array.isArray(phrases) || phrases.length < MIN_PHRASES || phrases.length > MAX_PHRASES) {
          const where = Array.isArray(phrases) ? at(FIELD) : at('operationId');
          problems.push({
            ...where,
            message: `${id} needs ${MIN_PHRASES} to ${MAX_PHRASES} ${FIELD}: how readers who do not know its name describe it`,
          });
          continue;
        }
        const named = new Set([...wordsOf(operation.summary), ...wordsOf(id)]);
        phrases.forEach((phrase, i) => {
          const where = at(FIELD, i);
          if (typeof phrase !== 'string' || !PHRASE.test(phrase)) {
            problems.push({ ...where, message: `${id}: "${phrase}" must be 2 to 7 lowercase words (hyphens and apostrophes allowed)` });
            return;
          }
          if (wordsOf(phrase).every((word) => named.has(word)))
            problems.push({ ...where, message: `${id}: "${phrase}" adds no word to its summary and operationId` });
          const owner = owners.get(phrase);
          if (owner) problems.push({ ...where, message: `${id}: "${phrase}" also describes ${owner}; keep it on the one it fits better` });
          else owners.set(phrase, id);
        });
      }
    }
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { specs: { type: 'string', default: 'static/openapi' } } });
  const files = fs
    .readdirSync(values.specs)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => path.posix.join(values.specs, name));
  // src/data/apis.ts says which APIs are legacy; jiti loads TypeScript in Node 20, as for redirects.ts.
  const jiti = createJiti(fileURLToPath(import.meta.url), { interopDefault: true });
  const { apis, apiSpecFile } = jiti(fileURLToPath(new URL('../../src/data/apis.ts', import.meta.url)));
  const legacy = new Set(apis.filter((api) => api.legacy).map((api) => apiSpecFile(api.name)));
  const problems = readerPhraseProblems(new SpecFiles(workingTreeReader(process.cwd())), files, legacy);
  printProblems(problems, { title: 'reader phrases' });
  console.log(`Reader phrases: ${files.length} specs checked, ${problems.length} problems.`);
  process.exit(problems.length ? 1 : 0);
}
