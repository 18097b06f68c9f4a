// Reads the sources of the search vocabulary in a worker thread, while the main thread feeds
// Pagefind the docs pages: the specs' words per operation with the docs' table rows that list it,
// and the aliases (see build-index.mjs).
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { API_VERBS_FILE, DOMAIN_WORDS_FILE, generateAliases } from './aliases.mjs';
import { specVocabulary } from './spec-vocabulary.mjs';
import { docsOperationRows, withOperationRows } from './table-rows.mjs';

const { root, specDir } = workerData;
const read = (file) => JSON.parse(fs.readFileSync(`${root}/${file}`, 'utf8'));
parentPort?.postMessage({
  operations: [
    ...withOperationRows(
      specVocabulary(specDir, read(DOMAIN_WORDS_FILE).mediaTypes, read(API_VERBS_FILE).httpMethods),
      docsOperationRows(`${root}/docs`),
    ),
  ],
  aliases: generateAliases({ root }),
});
