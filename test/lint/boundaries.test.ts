import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundaries of decision 025 are lint rules (eslint.boundaries.js); each case here lints a
 * small piece of code as if it sat at `filePath` under the project's real config, and expects
 * the rule to fire, or, for the allowed imports beside them, not to. A zone that a later config
 * block silently overrode, or a resolver that stopped resolving `.js` to `.ts`, fails here.
 */

const root = path.resolve(import.meta.dirname, '../..');
const ZONES = 'import-x/no-restricted-paths';
const CYCLE = 'import-x/no-cycle';

/**
 * The real config, except that server files are linted without type information: the fixtures
 * below exist only as text, which TypeScript's project service refuses, and the type-aware
 * rules (floating promises) have nothing to do with the boundaries.
 */
const options: ESLint.Options = {
  cwd: root,
  overrideConfig: {
    files: ['src/server/**/*.ts'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
};

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint(options);
});

/** The boundary rules' messages for `code` placed at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === ZONES || message.ruleId === CYCLE || message.fatal)
    .map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`);
}

interface Case {
  name: string;
  filePath: string;
  code: string;
  /** A fragment of the expected message; absent when the import is allowed. */
  refused?: string;
}

const cases: Case[] = [
  {
    name: 'a web feature importing another feature',
    filePath: 'src/web/features/videos/components/fixture.tsx',
    code: "export { useCreateImage } from '../../images/api/create-image';",
    refused: 'must not import another feature',
  },
  {
    name: 'a web feature importing its own files',
    filePath: 'src/web/features/images/components/fixture.tsx',
    code: "export { useCreateImage } from '../api/create-image';",
  },
  {
    name: "components/ importing a feature's internals",
    filePath: 'src/web/components/fixture.tsx',
    code: "export { useCreateImage } from '../features/images/api/create-image';",
    refused: 'components/ and lib/ must not import a feature',
  },
  {
    name: 'lib/ importing a feature',
    filePath: 'src/web/lib/fixture.ts',
    code: "export { useCreateImage } from '../features/images/api/create-image';",
    refused: 'components/ and lib/ must not import a feature',
  },
  {
    name: "the app importing a feature's internals",
    filePath: 'src/web/app/fixture.tsx',
    code: "export { useCreateImage } from '../features/images/api/create-image';",
    refused: 'only through its pages',
  },
  {
    name: "the app importing a feature's page",
    filePath: 'src/web/app/fixture.tsx',
    code: "export { ImagesPage } from '../features/images/pages/images-page';",
  },
  {
    name: 'web code importing server code',
    filePath: 'src/web/lib/fixture.ts',
    code: "export { isUuid } from '../../server/platform/http/params.js';",
    refused: 'must not import server code',
  },
  {
    name: 'shared code importing server code',
    filePath: 'src/shared/fixture.ts',
    code: "export { isUuid } from '../server/platform/http/params.js';",
    refused: 'must not import server code',
  },
  {
    name: "a server module importing another module's repo",
    filePath: 'src/server/modules/scripts/fixture.ts',
    code: "export { findOwnVoiceover } from '../voiceovers/repo.js';",
    refused: 'through its index.ts',
  },
  {
    name: "a server module importing another module's index.ts",
    filePath: 'src/server/modules/scripts/fixture.ts',
    code: "export { findOwnVoiceover } from '../voiceovers/index.js';",
  },
  {
    name: "app.ts importing a module's routes file",
    filePath: 'src/server/fixture.ts',
    code: "export { videoRoutes } from './modules/videos/routes.js';",
    refused: 'through its index.ts',
  },
  {
    name: "a test helper importing a module's repo",
    filePath: 'test/helpers/fixture.ts',
    code: "export { findJobForWorker } from '../../src/server/modules/videos/repo.js';",
    refused: 'through its index.ts',
  },
  {
    name: "a test helper importing a module's testing.ts",
    filePath: 'test/helpers/fixture.ts',
    code: "export { findJobForWorker } from '../../src/server/modules/videos/testing.js';",
  },
  {
    name: "production code importing a module's testing.ts",
    filePath: 'src/server/modules/scripts/fixture.ts',
    code: "export { findJobForWorker } from '../videos/testing.js';",
    refused: 'testing.ts is for tests only',
  },
  {
    name: "a module's own test importing its internals",
    filePath: 'src/server/modules/videos/fixture.int.test.ts',
    code: "export { findJobForWorker } from './repo.js';",
  },
  {
    name: "a module importing the credit ledger's repo",
    filePath: 'src/server/modules/videos/fixture.ts',
    code: "export { lockUserCredits } from '../../platform/credits/repo.js';",
    refused: 'platform/credits/index.ts',
  },
  {
    name: "a module importing a local engine's inner file",
    filePath: 'src/server/modules/posting/fixture.ts',
    code: "export { localVideoMetadata } from '../../providers/script/local/metadata.js';",
    refused: "through its capability's face",
  },
  {
    name: "a module importing a local engine's index.ts (not the capability's)",
    filePath: 'src/server/modules/posting/fixture.ts',
    code: "export { localVideoMetadata } from '../../providers/script/local/index.js';",
    refused: "through its capability's face",
  },
  {
    name: 'a module importing a vendor file',
    filePath: 'src/server/modules/billing/fixture.ts',
    code: "export { parseStripeEvent } from '../../providers/payments/stripe-events.js';",
    refused: "through its capability's face",
  },
  {
    name: "a module importing a capability's index.ts",
    filePath: 'src/server/modules/billing/fixture.ts',
    code: "export { parseStripeEvent } from '../../providers/payments/index.js';",
  },
  {
    name: "services.ts importing a capability's registry",
    filePath: 'src/server/services.ts',
    code: "export { createVideoEngines } from './providers/video/registry.js';",
    refused: "through its capability's face",
  },
  {
    name: "a module's test importing a vendor file",
    filePath: 'src/server/modules/billing/fixture.int.test.ts',
    code: "export { parseStripeEvent } from '../../providers/payments/stripe-events.js';",
  },
  {
    name: "a module importing a platform folder's inner file",
    filePath: 'src/server/modules/videos/fixture.ts',
    code: "export type { StoragePort } from '../../platform/storage/port.js';",
    refused: 'platform/storage through its index.ts',
  },
  {
    name: "another platform folder importing a platform folder's inner file",
    filePath: 'src/server/platform/paid-work/fixture.ts',
    code: "export { JobQueue } from '../jobs/queue.js';",
    refused: 'platform/jobs through its index.ts',
  },
  {
    name: "a module importing a platform folder's index.ts",
    filePath: 'src/server/modules/videos/fixture.ts',
    code: "export { JobQueue } from '../../platform/jobs/index.js';",
  },
  {
    name: 'a platform folder importing its own files',
    filePath: 'src/server/platform/jobs/fixture.ts',
    code: "export { JobQueue } from './queue.js';",
  },
  {
    name: 'a route file importing db/schema',
    filePath: 'src/server/modules/videos/routes.ts',
    code: "export { videoJobs } from '../../db/schema/index.js';",
    refused: 'Only repositories',
  },
  {
    name: 'a platform file importing db/schema',
    filePath: 'src/server/platform/mail/mailer.ts',
    code: "export { mailOutbox } from '../../db/schema/index.js';",
    refused: 'Only repositories',
  },
  {
    name: "a module's repo importing db/schema",
    filePath: 'src/server/modules/videos/repo.ts',
    code: "export { videoJobs } from '../../db/schema/index.js';",
  },
  {
    name: 'a second repository of a module importing db/schema',
    filePath: 'src/server/modules/posting/quota-repo.ts',
    code: "export { youtubeUploadQuota } from '../../db/schema/index.js';",
  },
  {
    name: "a module's test importing db/schema",
    filePath: 'src/server/modules/videos/fixture.int.test.ts',
    code: "export { videoJobs } from '../../db/schema/index.js';",
  },
  {
    name: 'the database client importing db/schema',
    filePath: 'src/server/db/client.ts',
    code: "export * as schema from './schema/index.js';",
  },
  {
    name: 'the kernel importing the platform',
    filePath: 'src/server/kernel/fixture.ts',
    code: "export { html } from '../platform/html.js';",
    refused: 'the kernel must not import a floor above it',
  },
  {
    name: 'media importing the platform',
    filePath: 'src/server/media/fixture.ts',
    code: "export { html } from '../platform/html.js';",
    refused: 'media, db and config must not import a floor above it',
  },
  {
    name: 'the database client importing the kernel',
    filePath: 'src/server/db/fixture.ts',
    code: "export { migrationsDir } from '../kernel/paths.js';",
  },
  {
    name: "the platform importing a capability's index.ts",
    filePath: 'src/server/platform/paid-work/fixture.ts',
    code: "export { createVideoEngines } from '../../providers/video/index.js';",
    refused: 'platform must not import a floor above it',
  },
  {
    name: "a provider importing a module's index.ts",
    filePath: 'src/server/providers/youtube/fixture.ts',
    code: "export { createYouTubeEngines } from '../../modules/social/index.js';",
    refused: 'providers must not import a floor above it',
  },
  {
    name: "a provider importing a platform folder's index.ts",
    filePath: 'src/server/providers/drive/fixture.ts',
    code: "export { resolveOutboundTarget } from '../../platform/outbound/index.js';",
  },
  {
    name: "services.ts importing a module's index.ts",
    filePath: 'src/server/services.ts',
    code: "export { videoRoutes } from './modules/videos/index.js';",
    refused: 'services.ts must not import a floor above it',
  },
  {
    name: 'services.ts importing the social module through its face',
    filePath: 'src/server/services.ts',
    code: "export { createYouTubeEngines } from './modules/social/index.js';",
    refused: 'services.ts must not import a floor above it',
  },
  {
    name: 'a module importing app.ts',
    filePath: 'src/server/modules/videos/fixture.ts',
    code: "export { buildApp } from '../../app.js';",
    refused: 'modules must not import a floor above it',
  },
  {
    name: 'the CLI importing the runtime',
    filePath: 'src/server/cli/fixture.ts',
    code: "export { startRuntime } from '../runtime.js';",
    refused: 'the app and the CLI must not import a floor above it',
  },
  {
    name: "another capability importing the local image engine's painter",
    filePath: 'src/server/providers/video/local/fixture.ts',
    code: "export { paintArtwork } from '../../image/local/art.js';",
    refused: 'providers/image/local/index.ts',
  },
  {
    name: "a benchmark importing a local engine's inner file",
    filePath: 'bench/fixture.ts',
    code: "export { LocalVideoEngine } from '../src/server/providers/video/local/engine.js';",
    refused: 'providers/video/local/index.ts',
  },
  {
    name: 'a local engine importing its own files and its capability',
    filePath: 'src/server/providers/image/local/fixture.ts',
    code: "export { paintArtwork } from './art.js';\nexport type { ImageGenerator } from '../port.js';",
  },
];

describe('the boundaries lint enforces', () => {
  it.each(cases)('$name', { timeout: 60_000 }, async ({ filePath, code, refused }) => {
    const errors = await boundaryErrors(filePath, code);
    if (refused) {
      expect(errors).toEqual([expect.stringContaining(refused)]);
      expect(errors[0]).toMatch(new RegExp(`^${ZONES}:`));
    } else {
      expect(errors).toEqual([]);
    }
  });

  it(
    'reports an import cycle (two fixture files importing each other)',
    { timeout: 60_000 },
    async () => {
      // The fixtures are in the config's ignores so `npm run check` stays clean; lint them anyway.
      const linter = new ESLint({ ...options, ignore: false });
      const results = await linter.lintFiles(['test/fixtures/lint/cycle-a.ts']);
      const cycles = results
        .flatMap((result) => result.messages)
        .filter((message) => message.ruleId === CYCLE);
      expect(cycles).toHaveLength(1);
      expect(cycles[0]?.message).toMatch(/Dependency cycle/);
    },
  );

  it('keeps the cycle fixtures out of the normal lint run', async () => {
    expect(await eslint.isPathIgnored(path.join(root, 'test/fixtures/lint/cycle-a.ts'))).toBe(true);
  });
});
