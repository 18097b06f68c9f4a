import os from 'node:os';
import { defineConfig } from 'vitest/config';

/** Tests that read the production build in build/; `npm test` runs them after `docusaurus build`. */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    // A worker per core, as in vitest.config.ts.
    maxWorkers: os.availableParallelism(),
  },
});
