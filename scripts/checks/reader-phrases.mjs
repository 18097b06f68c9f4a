#!/usr/bin/env node
// Every live API operation, published docs page and update post says how readers search for it. An
// operation's `x-reader-phrases` and a page's or post's front matter `reader_phrases` list the words in which
// someone who does not know its name would look for it ("who owes us money" for the aged debtors
// report, "dummy books to try the api" for the sandbox); search weighs them as an alias
// (lib/search/vocabulary, lib/search/pagefind-documents.mjs). Problems, each at the line a writer changes:
//   - a live operation, published page or post with fewer than 2 or more than 5 phrases;
//   - a phrase that is not lowercase words (hyphens and apostrophes allowed), 2 to 7 of them;
//   - a phrase that adds no word to the operation's summary and operationId, or to the page's title;
//   - a phrase that another operation of the same spec, or another page or post, carries too (it would point
//     readers at two places; two APIs that offer the same operation, such as Bill Pay's async and
//     sync APIs, may share one);
//   - phrases on a deprecated operation or one of a legacy API (`legacy` in src/data/apis.ts, such as
//     the unified Ledgerlink API): readers are led to its successor, which carries its own.
// Usage: node scripts/checks/reader-phrases.mjs [--specs static/openapi] [--docs docs] [--updates updates]. Exits 1 on any problem.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import createJiti from 'jiti';
import { markdownFiles } from '../../lib/markdown-files.mjs';
import { SpecFiles, pointerOf, workingTreeReader } from '../../lib/openapi/spec-files.mjs';
import { printProblems, repoRelative } from '../../lib/report/problems.mjs';
import { parseFrontMatter, problemLine } from './front-matter.mjs';

export const FIELD = 'x-reader-phrases';
export const FRONT_MATTER_KEY = 'reader_phrases';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const MIN_PHRASES = 2;
const MAX_PHRASES = 5;
/** 2 to 7 lowercase words; a word may join parts with a hyphen or an apostrophe, and end in one (`customers' books`). */
const PHRASE = /^[a-z0-9]+(?:['-][a-z0-9]+)*'?(?: [a-z0-9]+(?:['-][a-z0-9]+)*'?){1,6}$/;

/** The lowercase words of a summary, title or operationId: `List bank-feed accounts` → list, bank, feed, accounts. */
const wordsOf = (text) =>
  String(text ?? '')
    .toLowerCase()
    .match(/[a-z0-9]+/g) ?? [];

/**
 * The problems of one list of phrases of `id`, whose name holds the words `named`; `owners` maps each
 * phrase to the first that carries it (in the scope where a phrase must be unique); `at(i)` is where
 * phrase `i` is, and `at()` where the list is; `label` names it in a message (`id` when not given).
 * @param {string} id
 * @param {unknown} phrases
 * @param {{ named: Set<string>, owners: Map<string, string>, at: (i?: number) => { file: string, line?: number }, field: string, describe: string, label?: string }} context
 */
function phraseListProblems(id, phrases, { named, owners, at, field, describe, label = id }) {
  if (!Array.isArray(phrases) || phrases.length < MIN_PHRASES || phrases.length > MAX_PHRASES)
    return [{ ...at(), message: `${label} needs ${MIN_PHRASES} to ${MAX_PHRASES} ${field}: ${describe}` }];
  const problems = [];
  phrases.forEach((phrase, i) => {
    if (typeof phrase !== 'string' || !PHRASE.test(phrase)) {
      problems.push({ ...at(i), message: `${label}: "${phrase}" must be 2 to 7 lowercase words (hyphens and apostrophes allowed)` });
      return;
    }
    if (wordsOf(phrase).every((word) => named.has(word)))
      problems.push({ ...at(i), message: `${label}: "${phrase}" adds no word to its name` });
    const owner = owners.get(phrase);
    if (owner) problems.push({ ...at(i), message: `${label}: "${phrase}" also describes ${owner}; keep it on the one it fits better` });
    else owners.set(phrase, id);
  });
  return problems;
}

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
        const line = (...keys) => ({ file, line: specs.line(file, pointerOf('paths', route, method, ...keys)) });
        const phrases = operation[FIELD];
        const state = operation.deprecated ? 'deprecated' : retired;
        if (state) {
          if (phrases !== undefined)
            problems.push({ ...line(FIELD), message: `${id} is ${state}: remove its ${FIELD} (readers are led to its successor)` });
          continue;
        }
        problems.push(
          ...phraseListProblems(id, phrases, {
            named: new Set([...wordsOf(operation.summary), ...wordsOf(id)]),
            owners,
            at: (i) => (i === undefined ? line(Array.isArray(phrases) ? FIELD : 'operationId') : line(FIELD, i)),
            field: FIELD,
            describe: 'how readers who do not know its name describe it',
          }),
        );
      }
    }
  }
  return problems;
}

/**
 * The problems of the reader phrases of the published docs pages and posts among `files` (Markdown
 * and MDX; partials, drafts and unlisted pages are not published), as `{ file, line, message }`.
 * @param {string[]} files
 */
export function pageReaderPhraseProblems(files) {
  const problems = [];
  /** Each phrase and the first page that carries it. */
  const owners = new Map();
  for (const file of files) {
    if (path.basename(file).startsWith('_')) continue;
    const source = fs.readFileSync(file, 'utf8');
    const { data } = /** @type {{ data?: Record<string, any> | null }} */ (parseFrontMatter(source));
    if (!data || data.draft === true || data.unlisted === true) continue;
    const title = data.title ?? /^#\s+(.+)$/m.exec(source)?.[1] ?? '';
    const id = repoRelative(file);
    const phrases = data[FRONT_MATTER_KEY];
    problems.push(
      ...phraseListProblems(id, phrases, {
        named: new Set(wordsOf(title)),
        owners,
        at: (i) => ({ file: id, line: problemLine(source, { key: FRONT_MATTER_KEY, item: i === undefined ? undefined : phrases[i] }) }),
        field: FRONT_MATTER_KEY,
        describe: 'how readers who do not know its words search for it',
        label: 'this page',
      }),
    );
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      specs: { type: 'string', default: 'static/openapi' },
      docs: { type: 'string', default: 'docs' },
      updates: { type: 'string', default: 'updates' },
    },
  });
  const files = fs
    .readdirSync(values.specs)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => path.posix.join(values.specs, name));
  // src/data/apis.ts says which APIs are legacy; jiti loads TypeScript in Node 20, as for redirects.ts.
  const jiti = createJiti(fileURLToPath(import.meta.url), { interopDefault: true });
  const { apis, apiSpecFile } = jiti(fileURLToPath(new URL('../../src/data/apis.ts', import.meta.url)));
  const legacy = new Set(apis.filter((api) => api.legacy).map((api) => apiSpecFile(api.name)));
  const pages = [...markdownFiles(values.docs), ...markdownFiles(values.updates)];
  const problems = [
    ...readerPhraseProblems(new SpecFiles(workingTreeReader(process.cwd())), files, legacy),
    ...pageReaderPhraseProblems(pages),
  ];
  printProblems(problems, { title: 'reader phrases' });
  console.log(`Reader phrases: ${files.length} specs and ${pages.length} pages and posts checked, ${problems.length} problems.`);
  process.exit(problems.length ? 1 : 0);
}
