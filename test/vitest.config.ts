import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { constants } from '../build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root,
  define: { __VERSION__: JSON.stringify('test'), ...constants },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/e2e/**', 'test/timing/**', 'test/engines/**', 'node_modules/**'],
          setupFiles: ['test/setup-unit.ts'],
          sequence: { groupOrder: 0 },
          testTimeout: 30_000, // the property tests run 1,000 cases; CI machines are shared
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file drives its own Chromium; two at a time suit the 2-core machines. After the unit tests.
          maxWorkers: 2,
          // A browser test that fails once is run again; test/run.mjs names those that passed only then (flaky).
          retry: 1,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'timing',
          environment: 'node',
          // The timing bars (long tasks, milliseconds to markers): after the other browser tests, one file at a time,
          // with nothing else running, so that they measure the product and not a machine busy with a second browser.
          include: ['test/timing/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 60_000,
          maxWorkers: 1,
          retry: 1,
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          name: 'engines',
          environment: 'node',
          // One file per engine (test/engines/{chromium,firefox,webkit}.test.ts), each its own browser; one shared site.
          include: ['test/engines/*.test.ts'],
          globalSetup: ['test/engines/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          retry: 1,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
