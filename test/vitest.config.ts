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
          exclude: ['test/e2e/**', 'test/engines/**', 'node_modules/**'],
          setupFiles: ['test/setup-unit.ts'],
          sequence: { groupOrder: 0 },
          retry: 0,
          // Two at a time (the default here is one: the machine's cores less one): 90 → 64 s on a 2-core machine.
          maxWorkers: 2,
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
          // A test waits for states (30 s each at most: a 2-core machine shared with other work can take that long);
          // these limits only end a test whose state never comes.
          testTimeout: 180_000,
          hookTimeout: 60_000,
          // The files share one Chromium (global-setup.ts), each in its own contexts; two at a time suit the 2-core
          // machines. After the unit tests.
          maxWorkers: 2,
          // No second tries: a browser test waits for the states it checks, and passes on its first try.
          retry: 0,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'engines',
          environment: 'node',
          // One file per engine (test/engines/{chromium,firefox,webkit}.test.ts), each its own browser; one shared site.
          // The three at once: a journey waits on its browser more than it computes (116 → 77 s, two at a time → three).
          include: ['test/engines/*.test.ts'],
          globalSetup: ['test/engines/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: 3,
          retry: 0,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
