import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) };
const integrationFiles = ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'];

/**
 * Integration files that replace modules with vi.mock. The rest share one process per run
 * (isolate: false): importing the server and compiling PGlite once instead of per file took
 * the PGlite run's CPU time down by about 40% (decision 047). vi.mock cannot replace a module
 * an earlier file already loaded in that shared process, so these run isolated.
 */
const mockingIntegrationFiles = ['src', 'test'].flatMap((dir) =>
  readdirSync(dir, { recursive: true })
    .map((name) => `${dir}/${String(name)}`)
    .filter((file) => file.endsWith('.int.test.ts'))
    .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8'))),
);

/** The integration files on one database: shared-process files, then the mocking ones. */
function integrationProjects(
  name: string,
  env: Record<string, string>,
): TestProjectInlineConfiguration[] {
  const test = { env, testTimeout: 60_000, hookTimeout: 60_000 };
  return [
    {
      resolve: { alias },
      test: {
        ...test,
        name,
        include: integrationFiles,
        exclude: mockingIntegrationFiles,
        isolate: false,
      },
    },
    {
      resolve: { alias },
      test: { ...test, name: `${name}:isolated`, include: mockingIntegrationFiles },
    },
  ];
}

// One worker (vitest's default on 2 cores). Two at a time was tried on CI's 2-core machine:
// its integration files alone took 23.5 min, where the whole suite had taken 26.6 min with one
// worker; PGlite and ffmpeg keep both cores busy, so a second file only competes.
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
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
          exclude: integrationFiles,
        },
      },
      ...integrationProjects('integration:pglite', { TEST_DATABASE_URL: '' }),
      ...(process.env.TEST_DATABASE_URL ? integrationProjects('integration:postgres', {}) : []),
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A page's data can take seconds on a loaded 2-core CI machine; expect.poll's 1 s
          // default made "balance shows 30" fail there while the page was still loading.
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
});
