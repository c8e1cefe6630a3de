import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, expect, it, vi } from 'vitest';
import type * as AppModule from './app.js';
import type { AppDeps } from './app.js';
import { loadConfig } from './config.js';
import type * as ModulesModule from './modules/index.js';
import type { AppContext } from './modules/index.js';

/**
 * The composition root (decision 024): a ROLE=all process builds its engines and services
 * once, and the HTTP app and the job handlers get the very same instances, and the same module
 * context (decision 052: one domain event bus, one of each piece a module provides another).
 * Counted by wrapping the factories, and checked by catching what buildApp and
 * registerModuleJobs were given.
 */

const seen = vi.hoisted(() => ({
  built: { media: 0, video: 0, image: 0, speech: 0, scripts: 0, payments: 0, mail: 0 },
  appDeps: [] as unknown[],
  jobDeps: [] as unknown[],
}));

type Module = Record<string, unknown>;
/** The module with `factory` wrapped so every call counts as one `kind` built. */
function counting(actual: Module, factory: string, kind: keyof typeof seen.built): Module {
  const original = actual[factory] as (...args: unknown[]) => unknown;
  return {
    ...actual,
    [factory]: (...args: unknown[]) => {
      seen.built[kind]++;
      return original(...args);
    },
  };
}

vi.mock('./media/index.js', async (load) =>
  counting(await load<Module>(), 'createMediaToolkit', 'media'),
);
vi.mock('./providers/video/registry.js', async (load) =>
  counting(await load<Module>(), 'createVideoEngines', 'video'),
);
vi.mock('./providers/image/registry.js', async (load) =>
  counting(await load<Module>(), 'createImageEngines', 'image'),
);
vi.mock('./providers/speech/registry.js', async (load) =>
  counting(await load<Module>(), 'createSpeechEngines', 'speech'),
);
vi.mock('./providers/script/registry.js', async (load) =>
  counting(await load<Module>(), 'createScriptWriter', 'scripts'),
);
vi.mock('./providers/payments/registry.js', async (load) =>
  counting(await load<Module>(), 'createPaymentSetup', 'payments'),
);
vi.mock('./platform/mail/mailer.js', async (load) =>
  counting(await load<Module>(), 'mailPortFromConfig', 'mail'),
);
vi.mock('./app.js', async (load) => {
  const actual = await load<typeof AppModule>();
  return {
    ...actual,
    buildApp: (deps: AppDeps) => {
      seen.appDeps.push(deps);
      return actual.buildApp(deps);
    },
  };
});
vi.mock('./modules/index.js', async (load) => {
  const actual = await load<typeof ModulesModule>();
  return {
    ...actual,
    registerModuleJobs: (...args: Parameters<typeof actual.registerModuleJobs>) => {
      seen.jobDeps.push(args[1]);
      actual.registerModuleJobs(...args);
    },
  };
});

const { startRuntime } = await import('./runtime.js');

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

it('ROLE=all builds one of each engine and service, shared by the app and the workers', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'reelcast-runtime-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const config = loadConfig({
    ROLE: 'all',
    DATA_DIR: dataDir,
    PORT: '0',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'silent',
  });
  const runtime = await startRuntime(config, pino({ level: 'silent' }));
  cleanups.push(() => runtime.stop());

  expect(seen.built).toEqual({
    media: 1,
    video: 1,
    image: 1,
    speech: 1,
    scripts: 1,
    payments: 1,
    mail: 1,
  });
  expect(seen.appDeps).toHaveLength(1);
  expect(seen.jobDeps).toHaveLength(1);
  const app = seen.appDeps[0] as AppDeps;
  const jobs = seen.jobDeps[0] as AppContext;
  for (const key of [
    'media',
    'videoEngines',
    'imageEngines',
    'speechEngines',
    'credits',
  ] as const) {
    expect(app[key], key).toBe(runtime.services[key]);
    expect(jobs[key], key).toBe(runtime.services[key]);
  }
  for (const key of ['queue', 'events', 'freeVideos', 'leadFollowUps', 'youtubeAccess'] as const) {
    expect(app[key], key).toBe(runtime.context[key]);
    expect(jobs[key], key).toBe(runtime.context[key]);
  }
  expect((await runtime.app!.inject('/api/health')).statusCode).toBe(200);
});
