#!/usr/bin/env node
// Builds the embedded search index of a production build by hand (the build pass does it in every
// `docusaurus build`): lib/search/build-index.mjs over the records it extracts from the pages.
// Usage: node scripts/search/build-index.mjs [--dir build] [--records build/search-records.jsonl]
import { parseArgs } from 'node:util';
import { buildIndex } from '../../lib/search/build-index.mjs';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'build' }, records: { type: 'string' } } });
buildIndex({ buildDir: values.dir, recordsFile: values.records }).catch((error) => {
  console.error(`[search] ${error.message}`);
  process.exit(1);
});
