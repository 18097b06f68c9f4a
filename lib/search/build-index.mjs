// Builds the embedded search index: takes the records of the production HTML (from the build pass,
// plugins/build-pass, or read from build/ with the shared extractor when run by hand),
// feeds Pagefind one small document per page (and per API operation), and writes the chunked index
// to build/pagefind/, which the browser loads piece by piece on the first search, with the
// navigational index (names of pages and operations, nav-index.mjs) beside it, and the aliases
// (vocabulary/aliases.mjs) and the words of the text (text-words.mjs) in shards that queries load as they need them.
// Usage: node lib/search/build-index.mjs [--dir build] [--records build/search-records.jsonl]
import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { extractBuild, isEndpointAnchor } from './extract.mjs';
import { navIndex, NAV_INDEX_FILE } from './nav-index.mjs';
import { pagefindDocuments } from './pagefind-documents.mjs';
import { TEXT_WORDS_DIR, textWordShards, textWords } from './text-words.mjs';
import { writePagefindFiles } from './pagefind-files.mjs';
import { ALIAS_SHARDS_DIR, ALIASES_FILE, aliasShards } from './vocabulary/aliases.mjs';
import { readVocabularySources } from './vocabulary/read-sources.mjs';

/** The fitted weight of an alias (src/search/ranking.json): the words generated for an operation, and a page's reader phrases, count that much in the full text. */
function aliasWeight() {
  return JSON.parse(fs.readFileSync(new URL('../../src/search/ranking.json', import.meta.url), 'utf8')).parameters.alias;
}

export function directorySize(dir) {
  let bytes = 0;
  let files = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = directorySize(full);
      bytes += inner.bytes;
      files += inner.files;
    } else {
      bytes += fs.statSync(full).size;
      files++;
    }
  }
  return { bytes, files };
}

/**
 * Writes the Pagefind index of `buildDir` into `buildDir/pagefind`; returns what it did. `extraction`:
 * the records the build pass collected (else they are extracted from `buildDir` here).
 * @param {{ buildDir?: string, recordsFile?: string, log?: (line: string) => void, extraction?: { records: any[], pages: number, skipped: number } }} [options]
 */
export async function buildIndex({ buildDir = 'build', recordsFile, log = console.log, extraction } = {}) {
  const started = performance.now();
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}. Run \`docusaurus build\` first.`);
  }
  // The specs and docs are read in a worker while Pagefind takes the docs pages; operations wait for their words.
  const sources = readVocabularySources();
  const { records, pages, skipped } = extraction ?? extractBuild(buildDir);
  const extracted = performance.now();
  if (recordsFile) fs.writeFileSync(recordsFile, records.map((r) => JSON.stringify(r)).join('\n') + '\n');

  const pageRecords = records.filter((r) => !isEndpointAnchor(r.anchor));
  const operationRecords = records.filter((r) => isEndpointAnchor(r.anchor));
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  let documentCount = 0;
  const add = async (documents) => {
    for (const doc of documents) {
      const added = await index.addHTMLFile({ url: doc.url, content: doc.html });
      if (added.errors.length) throw new Error(`Pagefind rejected ${doc.url}: ${added.errors.join('; ')}`);
    }
    documentCount += documents.length;
  };
  try {
    const weight = aliasWeight();
    await add(pagefindDocuments(pageRecords, new Map(), weight));
    const vocabulary = await sources;
    await add(pagefindDocuments(operationRecords, vocabulary.operations, weight));
    const outputPath = path.join(buildDir, 'pagefind');
    await writePagefindFiles(index, outputPath);
    const nav = navIndex(records, vocabulary.operations);
    fs.writeFileSync(path.join(outputPath, NAV_INDEX_FILE), JSON.stringify(nav));
    fs.writeFileSync(path.join(outputPath, ALIASES_FILE), JSON.stringify(vocabulary.aliases));
    fs.mkdirSync(path.join(outputPath, ALIAS_SHARDS_DIR), { recursive: true });
    for (const [key, shard] of aliasShards(vocabulary.aliases)) {
      fs.writeFileSync(path.join(outputPath, ALIAS_SHARDS_DIR, `${key}.json`), JSON.stringify(shard));
    }
    fs.mkdirSync(path.join(outputPath, TEXT_WORDS_DIR), { recursive: true });
    for (const [key, shard] of textWordShards(textWords(records, nav))) {
      fs.writeFileSync(path.join(outputPath, TEXT_WORDS_DIR, `${key}.json`), JSON.stringify(shard));
    }
  } finally {
    await pagefind.close();
  }
  const size = directorySize(path.join(buildDir, 'pagefind'));
  const result = {
    pages,
    skipped,
    records: records.length,
    documents: documentCount,
    bytes: size.bytes,
    files: size.files,
    extractMs: Math.round(extracted - started),
    totalMs: Math.round(performance.now() - started),
  };
  log(
    `[search] Pagefind index: ${result.pages} pages (${result.skipped} skipped), ${result.records} records, ` +
      `${result.documents} documents → ${(result.bytes / 1024 / 1024).toFixed(2)} MB in ${result.files} files ` +
      `(${(result.totalMs / 1000).toFixed(1)} s, extraction ${(result.extractMs / 1000).toFixed(1)} s)`,
  );
  return result;
}
