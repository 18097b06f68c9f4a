#!/usr/bin/env node
// `npm run build:typesense`: the production site built for the Typesense backend at the loopback
// fake, into build-typesense/. Runs `docusaurus build` alone (no Pagefind index: this build never
// searches it) and shares the bundler's persistent cache with the main build, so only the modules
// that read the search settings are rebuilt.
import { spawn } from 'node:child_process';
import { OUT_DIR, typesenseEnv } from './site.mjs';

const started = performance.now();
const child = spawn('npx', ['docusaurus', 'build', '--out-dir', OUT_DIR], {
  stdio: 'inherit',
  // No admin key may reach a site build, whatever the calling shell holds.
  env: { ...process.env, TYPESENSE_ADMIN_API_KEY: '', ...typesenseEnv },
});
child.on('close', (code) => {
  console.log(`[build:typesense] ${OUT_DIR}/ in ${((performance.now() - started) / 1000).toFixed(1)} s (exit ${code})`);
  process.exit(code ?? 1);
});
