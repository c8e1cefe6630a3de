import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) };
const integrationFiles = ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'];

/**
 * Unit and integration files run two at a time: a file spends much of its time waiting (ffmpeg,
 * the database, timers), so on CI's 2 cores one worker left a core idle (wall 1.6x CPU time).
 * Browser tests run after them, one file at a time, so Chromium never competes with them.
 */
const parallel = { maxWorkers: 2, sequence: { groupOrder: 0 } };

/**
 * Three kinds of tests: unit (no database), integration (a fresh database per file: PGlite,
 * and again on Postgres when TEST_DATABASE_URL is set) and e2e (system Chromium, built app).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          ...parallel,
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
          exclude: integrationFiles,
        },
      },
      {
        resolve: { alias },
        test: {
          ...parallel,
          name: 'integration:pglite',
          include: integrationFiles,
          env: { TEST_DATABASE_URL: '' },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                ...parallel,
                name: 'integration:postgres',
                include: integrationFiles,
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          // A page's data can take seconds on a loaded 2-core CI machine; expect.poll's 1 s
          // default made "balance shows 30" fail there while the page was still loading.
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
});
