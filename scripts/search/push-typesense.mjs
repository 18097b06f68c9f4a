#!/usr/bin/env node
// `npm run search:push`: sends the records of the production build to Typesense without downtime.
// 1. extracts DocSearch-schema records from build/ (the same extractor as the embedded index);
// 2. creates a synonym set named `<alias>-<UTC timestamp>` from the generated aliases (the
//    file build/pagefind/ledgerlink-aliases.json, whose shards the embedded index loads) and a collection of the same name that refers to it;
// 3. imports the records in JSONL batches and checks every result line;
// 4. points the alias (TYPESENSE_COLLECTION, default `ledgerlink-docs`) at the new collection;
// 5. deletes the collection the alias pointed at before, and its synonym set.
// Any failure before step 4 deletes the new collection and synonym set and leaves the live alias
// untouched: the live collection keeps its own synonym set, so a push never changes live results
// before the alias moves.
//
// Needs TYPESENSE_HOST and TYPESENSE_ADMIN_API_KEY (never part of the site config); optional
// TYPESENSE_PORT (443), TYPESENSE_PROTOCOL (https), TYPESENSE_COLLECTION (ledgerlink-docs).
// Usage: node scripts/search/push-typesense.mjs [--dir build] [--batch-size 500] [--dry-run]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import Typesense from 'typesense';
import { extractBuild, isEndpointAnchor } from '../../lib/search/extract.mjs';
import { ALIASES_FILE, generateAliases } from '../../lib/search/vocabulary/aliases.mjs';
import { readVocabularySources } from '../../lib/search/vocabulary/read-sources.mjs';

export const DEFAULT_ALIAS = 'ledgerlink-docs';
export const DEFAULT_BATCH_SIZE = 500;

/**
 * The generated aliases as Typesense synonym items: each reader's word is a one-way `root` that
 * also finds the docs' terms it stands for (Typesense ranks a synonym's match below the words as
 * typed). `aliases` is the file the build writes beside the Pagefind index.
 * @param {{ aliases: Array<{ from: string, to: string }> }} file
 */
export function aliasSynonyms(file) {
  const byWord = new Map();
  for (const alias of file.aliases) byWord.set(alias.from, [...(byWord.get(alias.from) ?? []), alias.to]);
  return [...byWord].map(([root, synonyms], i) => ({ id: `alias-${i + 1}`, root, synonyms }));
}

/**
 * The synonyms both backends use: the aliases that the build wrote to `<dir>/pagefind/` (the
 * embedded search loads that file), or generated from the same sources when the build has none.
 */
export function readSynonyms(dir = 'build') {
  const file = path.join(dir, 'pagefind', ALIASES_FILE);
  return aliasSynonyms(fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : generateAliases());
}

const SYNONYM_KEYS = new Set(['id', 'synonyms', 'root']);
const isWord = (value) => typeof value === 'string' && value.trim() !== '';

/** What is wrong with a list of synonym items, as Typesense would take them; [] when nothing. */
export function synonymProblems(items) {
  if (!Array.isArray(items)) return ['the synonyms are not a list'];
  const problems = [];
  const ids = new Set();
  items.forEach((item, index) => {
    const at = `synonym ${index + 1}${isWord(item?.id) ? ` (${item.id})` : ''}`;
    if (!item || typeof item !== 'object') {
      problems.push(`${at}: not an object`);
      return;
    }
    for (const key of Object.keys(item)) if (!SYNONYM_KEYS.has(key)) problems.push(`${at}: unknown key "${key}"`);
    if (!isWord(item.id)) problems.push(`${at}: needs an id`);
    else if (ids.has(item.id)) problems.push(`${at}: the id repeats an earlier item`);
    else ids.add(item.id);
    if (item.root !== undefined && !isWord(item.root)) problems.push(`${at}: root must be a word or phrase`);
    const words = Array.isArray(item.synonyms) ? item.synonyms : [];
    if (!Array.isArray(item.synonyms) || !words.every(isWord)) problems.push(`${at}: synonyms must be a list of words or phrases`);
    else if (words.length < (item.root === undefined ? 2 : 1))
      problems.push(
        `${at}: ${item.root === undefined ? 'a multi-way synonym needs two or more words' : 'a one-way synonym needs one or more words'}`,
      );
  });
  return problems;
}

/**
 * The collection schema of the DocSearch records, with the dotted names the scraper uses, and the
 * synonym set of the same name. `keywords` is optional: records without it import as they are; so
 * are `reader_phrases` (a page's front matter), `defines` (the fields a page defines,
 * lib/search/field-definitions.mjs), `also_called` (a page's other names, `Bank Feeds API v1`) and
 * `spec_words` (an operation's, `withSpecWords`).
 */
export function collectionSchema(name) {
  const level = (n) => ({ name: `hierarchy.lvl${n}`, type: 'string', optional: true, facet: n === 0 });
  return {
    name,
    fields: [
      ...[0, 1, 2, 3, 4, 5, 6].map(level),
      { name: 'keywords', type: 'string[]', optional: true },
      { name: 'reader_phrases', type: 'string[]', optional: true },
      { name: 'defines', type: 'string[]', optional: true },
      { name: 'also_called', type: 'string[]', optional: true },
      { name: 'spec_words', type: 'string', optional: true },
      { name: 'content', type: 'string', optional: true },
      { name: 'url', type: 'string', facet: true },
      { name: 'url_without_anchor', type: 'string', facet: true },
      { name: 'anchor', type: 'string', optional: true },
      { name: 'type', type: 'string', facet: true },
      { name: 'language', type: 'string', facet: true },
      { name: 'version', type: 'string[]', facet: true, optional: true },
      { name: 'docusaurus_tag', type: 'string[]', facet: true },
      { name: 'item_priority', type: 'int64' },
    ],
    default_sorting_field: 'item_priority',
    token_separators: ['-', '_', '/', '.'],
    synonym_sets: [name],
  };
}

/** A record as a Typesense document: hierarchy flattened to `hierarchy.lvlN`, empty values left out. */
export function toDocument(record) {
  const doc = {};
  for (const [level, value] of Object.entries(record.hierarchy)) if (value) doc[`hierarchy.${level}`] = value;
  if (record.keywords?.length) doc.keywords = [...record.keywords];
  if (record.reader_phrases?.length) doc.reader_phrases = [...record.reader_phrases];
  if (record.defines?.length) doc.defines = [...record.defines];
  if (record.also_called?.length) doc.also_called = [...record.also_called];
  if (record.spec_words) doc.spec_words = record.spec_words;
  if (record.content) doc.content = record.content;
  doc.url = record.url;
  doc.url_without_anchor = record.url_without_anchor;
  if (record.anchor) doc.anchor = record.anchor;
  doc.type = record.type;
  doc.language = record.language;
  if (record.version?.length) doc.version = [...record.version];
  doc.docusaurus_tag = [...record.docusaurus_tag];
  doc.item_priority = record.item_priority;
  return doc;
}

/**
 * `records` with each operation's words from its spec on the operation's first record, as the
 * embedded index holds them in the operation's document (lib/search/pagefind-documents.mjs): what the
 * spec says of it beyond its page (parameters, media types) and the words generated from it (its
 * method's meanings, its record's fields, its tag's description, its reader phrases).
 * `operations`: the specs' words by the operation's site path (lib/search/vocabulary/spec-vocabulary.mjs).
 * @param {any[]} records
 * @param {Map<string, { own: string, generated: string }>} operations
 */
export function withSpecWords(records, operations) {
  const seen = new Set();
  return records.map((record) => {
    if (!isEndpointAnchor(record.anchor) || seen.has(record.url)) return record;
    seen.add(record.url);
    const words = operations.get(record.url);
    const text = [words?.own, words?.generated].filter(Boolean).join(' ');
    return text ? { ...record, spec_words: text } : record;
  });
}

export function timestampedName(alias, now = new Date()) {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
    .replace('T', '-');
  return `${alias}-${stamp}`;
}

/** Parses the JSONL answer of an import; returns the failed lines with their position in the batch. */
export function importFailures(answer, expected) {
  // The client returns the JSONL text, or (when the answer is one line) the JSON it parsed.
  const text =
    typeof answer === 'string'
      ? answer
      : Array.isArray(answer)
        ? answer.map((r) => JSON.stringify(r)).join('\n')
        : JSON.stringify(answer ?? null);
  const lines = text.split('\n').filter((line) => line.trim());
  const failures = [];
  if (lines.length !== expected) failures.push({ line: -1, error: `expected ${expected} result lines, got ${lines.length}` });
  lines.forEach((line, index) => {
    let result;
    try {
      result = JSON.parse(line);
    } catch {
      failures.push({ line: index, error: `unreadable result line: ${line.slice(0, 200)}` });
      return;
    }
    if (result?.success !== true) failures.push({ line: index, error: String(result?.error ?? 'no success flag') });
  });
  return failures;
}

export function settingsFromEnv(env) {
  const host = env.TYPESENSE_HOST?.trim();
  const apiKey = env.TYPESENSE_ADMIN_API_KEY?.trim();
  const missing = [!host && 'TYPESENSE_HOST', !apiKey && 'TYPESENSE_ADMIN_API_KEY'].filter(Boolean);
  if (missing.length) throw new Error(`Set ${missing.join(' and ')} to push the search index.`);
  const port = Number(env.TYPESENSE_PORT?.trim() || 443);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`TYPESENSE_PORT is not a port: ${env.TYPESENSE_PORT}`);
  const protocol = (env.TYPESENSE_PROTOCOL?.trim() || 'https').toLowerCase();
  if (protocol !== 'https' && protocol !== 'http') throw new Error(`TYPESENSE_PROTOCOL must be https or http, not ${protocol}`);
  return { host, port, protocol, apiKey, alias: env.TYPESENSE_COLLECTION?.trim() || DEFAULT_ALIAS };
}

function describe(error) {
  const status = error?.httpStatus ? ` (HTTP ${error.httpStatus})` : '';
  return `${error?.message ?? error}${status}`;
}

/**
 * Pushes `records` and `synonyms` to Typesense and moves the alias. Returns a summary; throws (after
 * cleaning up the new collection and synonym set) when anything fails.
 * @param {any[]} records
 * @param {any} settings
 * @param {{ synonyms?: any, batchSize?: number, now?: Date, log?: (line: string) => void, client?: any, retryIntervalSeconds?: number }} [options]
 */
export async function pushRecords(
  records,
  settings,
  { synonyms = readSynonyms(), batchSize = DEFAULT_BATCH_SIZE, now = new Date(), log = console.log, client, retryIntervalSeconds = 1 } = {},
) {
  if (!records.length) throw new Error('No records to push: is build/ a complete production build?');
  const problems = synonymProblems(synonyms);
  if (problems.length) throw new Error(`The synonyms cannot be pushed: ${problems.join('; ')}`);
  const typesense =
    client ??
    new Typesense.Client({
      nodes: [{ host: settings.host, port: settings.port, protocol: settings.protocol }],
      apiKey: settings.apiKey,
      connectionTimeoutSeconds: 60,
      numRetries: 2,
      retryIntervalSeconds,
      logLevel: 'silent',
    });
  const alias = settings.alias;
  const name = timestampedName(alias, now);

  let previous = null;
  try {
    previous = (await typesense.aliases(alias).retrieve()).collection_name ?? null;
  } catch (error) {
    if (error?.httpStatus !== 404) throw new Error(`Could not read alias ${alias}: ${describe(error)}`);
  }

  const deleteSynonymSet = async (setName) => {
    try {
      await typesense.synonymSets(setName).delete();
      log(`[search] deleted synonym set ${setName}`);
    } catch (error) {
      log(`[search] could not delete synonym set ${setName}: ${describe(error)}`);
    }
  };

  try {
    await typesense.synonymSets(name).upsert({ items: synonyms });
  } catch (error) {
    throw new Error(`Could not create synonym set ${name}: ${describe(error)}`);
  }
  log(`[search] created synonym set ${name} (${synonyms.length} items)`);

  try {
    await typesense.collections().create(collectionSchema(name));
  } catch (error) {
    await deleteSynonymSet(name);
    throw new Error(`Could not create collection ${name}: ${describe(error)}`);
  }
  log(`[search] created collection ${name}`);

  try {
    const documents = records.map(toDocument);
    for (let start = 0; start < documents.length; start += batchSize) {
      const batch = documents.slice(start, start + batchSize);
      const jsonl = batch.map((doc) => JSON.stringify(doc)).join('\n');
      let answer;
      try {
        answer = await typesense.collections(name).documents().import(jsonl, { action: 'create' });
      } catch (error) {
        throw new Error(`Import of records ${start + 1}–${start + batch.length} failed: ${describe(error)}`);
      }
      const failures = importFailures(answer, batch.length);
      if (failures.length) {
        const first = failures[0];
        const where = first.line >= 0 ? ` (record ${start + first.line + 1}, ${batch[first.line]?.url ?? '?'})` : '';
        throw new Error(`${failures.length} of ${batch.length} records in a batch were rejected${where}: ${first.error}`);
      }
      log(`[search] imported ${Math.min(start + batchSize, documents.length)}/${documents.length}`);
    }
    await typesense.aliases().upsert(alias, { collection_name: name });
  } catch (error) {
    try {
      await typesense.collections(name).delete();
      log(`[search] deleted incomplete collection ${name}`);
    } catch (cleanup) {
      log(`[search] could not delete incomplete collection ${name}: ${describe(cleanup)}`);
    }
    await deleteSynonymSet(name);
    throw error;
  }
  log(`[search] alias ${alias} → ${name}`);

  let deleted = null;
  if (previous && previous !== name) {
    try {
      await typesense.collections(previous).delete();
      deleted = previous;
      log(`[search] deleted previous collection ${previous}`);
    } catch (error) {
      // The new index is live; a leftover old collection is only storage.
      log(`[search] could not delete previous collection ${previous}: ${describe(error)}`);
    }
    // Its synonym set goes only with it: a collection that stays keeps the set it refers to.
    if (deleted) await deleteSynonymSet(previous);
  }
  return { collection: name, alias, previous, deleted, documents: records.length, synonyms: synonyms.length };
}

async function main() {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'build' },
      'batch-size': { type: 'string', default: String(DEFAULT_BATCH_SIZE) },
      'dry-run': { type: 'boolean', default: false },
    },
  });
  const started = performance.now();
  const sources = readVocabularySources();
  const extraction = extractBuild(values.dir);
  const records = withSpecWords(extraction.records, (await sources).operations);
  console.log(`[search] ${records.length} records from ${extraction.pages} pages (${extraction.skipped} skipped)`);
  const synonyms = readSynonyms(values.dir);
  const problems = synonymProblems(synonyms);
  if (problems.length) throw new Error(`src/search/synonyms.json: ${problems.join('; ')}`);
  console.log(`[search] ${synonyms.length} synonym items`);
  if (values['dry-run']) return;
  const summary = await pushRecords(records, settingsFromEnv(process.env), {
    synonyms,
    batchSize: Number(values['batch-size']) || DEFAULT_BATCH_SIZE,
  });
  console.log(
    `[search] pushed ${summary.documents} records and ${summary.synonyms} synonyms to ${summary.collection} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`[search] ${error.message}`);
    process.exit(1);
  });
}
