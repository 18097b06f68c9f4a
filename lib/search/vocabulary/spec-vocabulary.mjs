// What the OpenAPI specs say about each operation beyond its summary, for the full-text index: its
// own query parameters and headers, the media types it answers with (a PDF answers "download" and "print"),
// and its deprecation (`x-removal-date`, `x-replacement`). Body fields stay out: the data model
// pages explain them, and hundreds of operations sharing a field would bury those pages. The operation's description is already in its document (the extractor reads it
// from the reference page). Read at build time; one line of words per operation URL.
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

/** One operation's words: parameters, media types and deprecation, as sentences. */
function operationWords(operation, pathItem, file, resolve, mediaWords) {
  const parameters = new Set();
  for (const parameter of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
    // The shared parameters (companyId, page, pageSize, query, orderBy) are the Using the API pages' topic, not each
    // operation's; a path parameter (`invoiceId`) only repeats the resource that the path and summary name.
    const { node, file: at } = resolve(parameter, file);
    if (node?.name && at === file && node.in !== 'path') parameters.add(fieldWords(node.name));
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
 * Words of every operation of the specs in `specDir`, keyed by the operation's site path
 * (`/accounting-api/#operation/list-invoices`). `mediaWords`: plain words for media types
 * (`application/pdf` → pdf, print, download), from the reviewed domain word list.
 */
export function specVocabulary(specDir, mediaWords) {
  const vocabulary = new Map();
  const parsed = new Map();
  for (const name of fs.readdirSync(specDir).filter((f) => f.endsWith('.yaml'))) {
    const file = path.resolve(specDir, name);
    const { root, resolve } = resolver(file, parsed);
    const route = `/${name.replace(/\.yaml$/, '')}-api/`;
    for (const pathItem of Object.values(root.paths ?? {})) {
      for (const method of METHODS) {
        const operation = pathItem?.[method];
        if (!operation?.operationId) continue;
        const words = operationWords(operation, pathItem, file, resolve, mediaWords);
        if (words) vocabulary.set(`${route}#operation/${operation.operationId}`, words);
      }
    }
  }
  return vocabulary;
}
