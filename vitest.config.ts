import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) };
const integrationFiles = ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'];

const testFiles = ['src', 'test'].flatMap((dir) =>
  readdirSync(dir, { recursive: true })
    .map((name) => `${dir}/${String(name)}`)
    .filter((file) => /\.test\.tsx?$/.test(file)),
);
/**
 * Test files that replace modules with vi.mock. The others share one process per project
 * (isolate: false): importing the server and compiling PGlite once instead of once per file
 * took the PGlite files' CPU time down by ~40% and the unit files' wall time by half
 * (decision 047). vi.mock cannot replace a module an earlier file already loaded in that
 * shared process, so these run isolated, in a project of their own.
 */
const mockingFiles = testFiles.filter((file) =>
  /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8')),
);

/**
 * One kind of test (`kind` tells its files) as two projects: the files that can share a
 * process, and `<name>:isolated` for the mocking ones (when there are any).
 */
function sharedAndIsolated(
  name: string,
  kind: (file: string) => boolean,
  settings: { include: string[]; exclude?: string[] } & TestSettings,
): TestProjectInlineConfiguration[] {
  const { include, exclude = [], ...rest } = settings;
  const isolated = mockingFiles.filter(kind);
  return [
    {
      resolve: { alias },
      test: { ...rest, name, include, exclude: [...exclude, ...isolated], isolate: false },
    },
    ...(isolated.length === 0
      ? []
      : [{ resolve: { alias }, test: { ...rest, name: `${name}:isolated`, include: isolated } }]),
  ];
}
type TestSettings = Pick<
  NonNullable<TestProjectInlineConfiguration['test']>,
  'env' | 'testTimeout' | 'hookTimeout'
>;

const isIntegration = (file: string) => file.endsWith('.int.test.ts');
const integrationSettings = { include: integrationFiles, testTimeout: 60_000, hookTimeout: 60_000 };

// Two workers on CI's 2 cores (vitest's default there is one). With integration files sharing
// a process and starting from a migrated database, their span in a fresh-clone CI run fell
// from 880 s with one worker to 546 s with two; browser files still run one at a time
// (fileParallelism: false in e2e), after the others (decision 047).
/**
 * Three kinds of tests: unit (no database), integration (a fresh database per file: PGlite,
 * and again on Postgres when TEST_DATABASE_URL is set) and e2e (system Chromium, built app).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers: 2,
    projects: [
      ...sharedAndIsolated('unit', (file) => !isIntegration(file), {
        include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
        exclude: integrationFiles,
      }),
      ...sharedAndIsolated('integration:pglite', isIntegration, {
        ...integrationSettings,
        env: { TEST_DATABASE_URL: '' },
      }),
      ...(process.env.TEST_DATABASE_URL
        ? sharedAndIsolated('integration:postgres', isIntegration, integrationSettings)
        : []),
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
