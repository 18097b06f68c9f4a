import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts', 'plugins/**/__tests__/**/*.test.ts'],
    environment: 'node',
    // A worker per core: Vitest's default leaves one core to its main process, which here idles (2 cores: 117 s → 60 s).
    maxWorkers: os.availableParallelism(),
  },
});
