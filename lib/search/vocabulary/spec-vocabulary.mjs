// What the OpenAPI specs say about each operation beyond its summary, for the full-text index, in two
// parts. The spec's own words about the operation: its query parameters and headers with what the
// spec says each does, the media types it answers with (a PDF answers "download" and "print") and
// its deprecation (`x-removal-date`, `x-replacement`). And words generated for it, which the index
// weighs as an alias (below the reader's own words): the plain meanings of its HTTP method (RFC 9110
// §9.3: a DELETE removes, a POST creates or records), the fields of the record it reads or writes
// (`amountDue amount due`), so a field name finds the operations that hold it, the description of
// the group (tag) it is filed under, which says what the group is for in plainer words, and the
// phrases in which readers describe the operation (`x-reader-phrases`). The
// operation's description is already in its document (the extractor reads it from the reference
// page). Read at build time, per operation URL.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `amountDue` → `amountDue amount due`, so both the field and its words are found. */
export function fieldWords(name) {
  const parts = name.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})|[-_.]/u).filter(Boolean);
  return parts.length > 1 ? `${name} ${parts.join(' ').toLowerCase()}` : name;
}

/** The object a `$ref` points at, in this spec or a file beside it; every file is parsed once. */
function resolver(specFile, docs) {
  const load = (file) => {
    if (!docs.has(file)) docs.set(file, yaml.load(fs.readFileSync(file, 'utf8')));
    return docs.get(file);
  };
  const resolve = (node, file) => {
    if (!node || typeof node !== 'object' || typeof node.$ref !== 'string') return { node, file };
    const [target, pointer = ''] = node.$ref.split('#');
    const targetFile = target ? path.resolve(path.dirname(file), target) : file;
    let value = load(targetFile);
    for (const key of pointer.split('/').filter(Boolean)) value = value?.[key.replace(/~1/g, '/').replace(/~0/g, '~')];
    return resolve(value, targetFile);
  };
  return { root: load(specFile), resolve };
}

function removalWords(operation) {
  const words = [];
  const date = /^(\d{4})-(\d{2})/.exec(String(operation['x-removal-date'] ?? ''));
  if (date) words.push(`Deprecated, removed in ${MONTHS[Number(date[2]) - 1]} ${date[1]}.`);
  if (operation['x-replacement'])
    words.push(
      `Replaced by ${String(operation['x-replacement'])
        .replace(/[#/-]+/g, ' ')
        .trim()}.`,
    );
  return words;
}

/**
 * The site path of the operation that replaces a deprecated one: `x-replacement:
 * bank-feeds-v2#create-source-account` → `/bank-feeds-v2-api/#operation/create-source-account`
 * (a replacement that names a whole API is no operation's successor).
 */
export function successorPath(operation) {
  const match = /^([a-z0-9-]+)#([A-Za-z0-9_-]+)$/.exec(String(operation['x-replacement'] ?? ''));
  return match ? `/${match[1]}-api/#operation/${match[2]}` : null;
}

/** Properties of an object schema, through `$ref`, `allOf`, `oneOf` and `anyOf`, as `[name, schema, file]`. */
function properties(node, file, resolve, seen = new Set()) {
  const resolved = resolve(node, file);
  if (!resolved.node || typeof resolved.node !== 'object' || seen.has(resolved.node)) return [];
  seen.add(resolved.node);
  const own = Object.entries(resolved.node.properties ?? {}).map(([name, schema]) => [name, schema, resolved.file]);
  const composed = ['allOf', 'oneOf', 'anyOf'].flatMap((key) =>
    (resolved.node[key] ?? []).flatMap((part) => properties(part, resolved.file, resolve, seen)),
  );
  return [...own, ...composed];
}

/** The items' schema of an array schema, or null. */
function itemsOf(node, file, resolve) {
  const resolved = resolve(node, file);
  return resolved.node?.items ? { node: resolved.node.items, file: resolved.file } : null;
}

/**
 * The field names of the record a body holds: its properties; for a page of records (an array
 * property `results`) or an array body, the properties of one record, not the page's own.
 */
function recordFields(body, file, resolve) {
  const items = itemsOf(body, file, resolve);
  const own = properties(items ? items.node : body, items ? items.file : file, resolve);
  const results = own.find(([name]) => name === 'results');
  const page = results && itemsOf(results[1], results[2], resolve);
  const fields = page ? properties(page.node, page.file, resolve) : own;
  return [...new Set(fields.map(([name]) => name))].filter((name) => !name.startsWith('_'));
}

/** A parameter's name and words, and what the spec says it does: `periodLength period length (Number of months in each period)`. */
function parameterWords(parameter) {
  const description = String(parameter.description ?? '')
    .trim()
    .replace(/\.$/, '');
  return description ? `${fieldWords(parameter.name)} (${description})` : fieldWords(parameter.name);
}

/** One operation's own words: parameters, media types and deprecation, as sentences. */
function operationWords(operation, pathItem, file, resolve, mediaWords) {
  const parameters = new Set();
  for (const parameter of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
    // The shared parameters (companyId, page, pageSize, query, orderBy) are the Using the API pages' topic, not each
    // operation's; a path parameter (`invoiceId`) only repeats the resource that the path and summary name.
    const { node, file: at } = resolve(parameter, file);
    if (node?.name && at === file && node.in !== 'path') parameters.add(parameterWords(node));
  }
  const media = new Set();
  const bodies = [
    operation.requestBody,
    ...Object.entries(operation.responses ?? {})
      .filter(([code]) => /^2/.test(code))
      .map(([, r]) => r),
  ];
  for (const body of bodies) {
    const { node } = resolve(body, file);
    for (const type of Object.keys(node?.content ?? {})) if (mediaWords[type]) media.add(`${type} (${mediaWords[type].join(', ')})`);
  }
  const sentences = [];
  if (parameters.size) sentences.push(`Parameters: ${[...parameters].join(', ')}.`);
  if (media.size) sentences.push(`Answers with ${[...media].join(', ')}.`);
  return [...sentences, ...removalWords(operation)].join(' ');
}

/**
 * The JSON schema of the record an operation handles: the request body's when it writes one (its
 * answer is then an envelope, such as a push operation), else its 2xx answer's.
 */
function bodySchemas(operation, file, resolve) {
  const answers = Object.entries(operation.responses ?? {})
    .filter(([code]) => /^2/.test(code))
    .map(([, r]) => r);
  const jsonOf = (body) => {
    const { node, file: at } = resolve(body, file);
    const schema = node?.content?.['application/json']?.schema;
    return schema ? [{ schema, file: at }] : [];
  };
  const written = jsonOf(operation.requestBody);
  return written.length ? written : answers.flatMap(jsonOf);
}

/**
 * Words generated for one operation: its method's plain meanings, the fields of its records, what
 * the spec says of the group it is filed under (its tags' descriptions: `Aged reports` is "who owes
 * the company money and whom it owes, bucketed by how overdue the amounts are"), the words a reader
 * uses for what the group's operations are for, and the reviewed phrases in which readers describe
 * the operation itself (`x-reader-phrases`: "who owes us money", checked by scripts/checks/reader-phrases.mjs).
 */
function generatedWords(method, operation, file, resolve, methodWords, tagDescriptions) {
  const fields = new Set(bodySchemas(operation, file, resolve).flatMap(({ schema, file: at }) => recordFields(schema, at, resolve)));
  const sentences = [];
  const meanings = methodWords[method.toUpperCase()];
  if (meanings?.length) sentences.push(`${method.toUpperCase()}: ${meanings.join(', ')}.`);
  if (fields.size) sentences.push(`Fields: ${[...fields].map(fieldWords).join(', ')}.`);
  for (const tag of operation.tags ?? []) if (tagDescriptions.get(tag)) sentences.push(tagDescriptions.get(tag));
  const phrases = operation['x-reader-phrases'] ?? [];
  if (phrases.length) sentences.push(`Also described as: ${phrases.join('; ')}.`);
  return sentences.join(' ');
}

/**
 * Words of every operation of the specs in `specDir`, keyed by the operation's site path
 * (`/accounting-api/#operation/list-invoices`): `own`, what the spec says of it, `generated`,
 * what is derived from it, `phrases`, its reader phrases (`x-reader-phrases`, also in `generated`),
 * and for a deprecated one its `replacement`'s site path. `mediaWords`:
 * plain words for media types (`application/pdf` → pdf, print, download) and `methodWords`: plain
 * meanings of HTTP methods, both from the reviewed domain word list.
 * @returns {Map<string, { own: string, generated: string, phrases: string[], replacement?: string }>}
 */
export function specVocabulary(specDir, mediaWords, methodWords = {}) {
  const vocabulary = new Map();
  const parsed = new Map();
  for (const name of fs.readdirSync(specDir).filter((f) => f.endsWith('.yaml'))) {
    const file = path.resolve(specDir, name);
    const { root, resolve } = resolver(file, parsed);
    const route = `/${name.replace(/\.yaml$/, '')}-api/`;
    const tagDescriptions = new Map((root.tags ?? []).map((tag) => [tag.name, String(tag.description ?? '').trim()]));
    for (const pathItem of Object.values(root.paths ?? {})) {
      for (const method of METHODS) {
        const operation = pathItem?.[method];
        if (!operation?.operationId) continue;
        const replacement = successorPath(operation);
        vocabulary.set(`${route}#operation/${operation.operationId}`, {
          own: operationWords(operation, pathItem, file, resolve, mediaWords),
          generated: generatedWords(method, operation, file, resolve, methodWords, tagDescriptions),
          phrases: operation['x-reader-phrases'] ?? [],
          ...(replacement ? { replacement } : {}),
        });
      }
    }
  }
  return vocabulary;
}
