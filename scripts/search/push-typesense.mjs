#!/usr/bin/env node
// `npm run search:push`: sends the records of the production build to Typesense without downtime.
// 1. extracts DocSearch-schema records from build/ (the same extractor as the embedded index);
// 2. creates a new collection named `<alias>-<UTC timestamp>`;
// 3. imports the records in JSONL batches and checks every result line;
// 4. points the alias (TYPESENSE_COLLECTION, default `ledgerlink-docs`) at the new collection;
// 5. deletes the collection the alias pointed at before.
// Any failure before step 4 deletes the new collection and leaves the live alias untouched.
//
// Needs TYPESENSE_HOST and TYPESENSE_ADMIN_API_KEY (never part of the site config); optional
// TYPESENSE_PORT (443), TYPESENSE_PROTOCOL (https), TYPESENSE_COLLECTION (ledgerlink-docs).
// Usage: node scripts/search/push-typesense.mjs [--dir build] [--batch-size 500] [--dry-run]
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import Typesense from 'typesense';
import { extractBuild } from './extract.mjs';

export const DEFAULT_ALIAS = 'ledgerlink-docs';
export const DEFAULT_BATCH_SIZE = 500;

/** The collection schema of the DocSearch records, with the dotted names the scraper uses. */
export function collectionSchema(name) {
  const level = (n) => ({ name: `hierarchy.lvl${n}`, type: 'string', optional: true, facet: n === 0 });
  return {
    name,
    fields: [
      ...[0, 1, 2, 3, 4, 5, 6].map(level),
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
  };
}

/** A record as a Typesense document: hierarchy flattened to `hierarchy.lvlN`, empty values left out. */
export function toDocument(record) {
  const doc = {};
  for (const [level, value] of Object.entries(record.hierarchy)) if (value) doc[`hierarchy.${level}`] = value;
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

export function timestampedName(alias, now = new Date()) {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z').replace('T', '-');
  return `${alias}-${stamp}`;
}

/** Parses the JSONL answer of an import; returns the failed lines with their position in the batch. */
export function importFailures(answer, expected) {
  // The client returns the JSONL text, or (when the answer is one line) the JSON it parsed.
  const text = typeof answer === 'string' ? answer : Array.isArray(answer) ? answer.map((r) => JSON.stringify(r)).join('\n') : JSON.stringify(answer ?? null);
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
 * Pushes `records` to Typesense and moves the alias. Returns a summary; throws (after cleaning up
 * the new collection) when anything fails.
 */
export async function pushRecords(records, settings, { batchSize = DEFAULT_BATCH_SIZE, now = new Date(), log = console.log, client, retryIntervalSeconds = 1 } = {}) {
  if (!records.length) throw new Error('No records to push: is build/ a complete production build?');
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

  try {
    await typesense.collections().create(collectionSchema(name));
  } catch (error) {
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
  }
  return { collection: name, alias, previous, deleted, documents: records.length };
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
  const { records, pages, skipped } = extractBuild(values.dir);
  console.log(`[search] ${records.length} records from ${pages} pages (${skipped} skipped)`);
  if (values['dry-run']) return;
  const summary = await pushRecords(records, settingsFromEnv(process.env), { batchSize: Number(values['batch-size']) || DEFAULT_BATCH_SIZE });
  console.log(`[search] pushed ${summary.documents} records to ${summary.collection} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`[search] ${error.message}`);
    process.exit(1);
  });
}
