import { z } from 'zod';
import { accountSettings } from './accounts.js';
import { billingSettings } from './billing.js';
import { contactSettings } from './contact.js';
import { googleSettings } from './google.js';
import { imageSettings } from './images.js';
import { integrationSettings } from './integrations.js';
import { postingSettings } from './posting.js';
import { scriptSettings } from './scripts.js';
import { serverSettings, workerSettings } from './server.js';
import { speechSettings } from './speech.js';
import { resolveAppSecret, storageSettings } from './storage.js';
import { submissionSettings } from './submissions.js';
import { localTranscriptionSettings } from './transcription-local.js';
import { videoSettings } from './video.js';

/**
 * The environment, parsed once at boot. Nothing else in the server reads process.env: every
 * setting a module needs arrives through the Config this schema makes. Each slice reads the
 * variables of one concern and turns them into that concern's typed settings (a vendor's is
 * null without its keys); a variable two slices need is defined once in fields.ts.
 */
const slices = {
  server: serverSettings,
  workers: workerSettings,
  storage: storageSettings,
  accounts: accountSettings,
  contact: contactSettings,
  google: googleSettings,
  posting: postingSettings,
  submissions: submissionSettings,
  integrations: integrationSettings,
  video: videoSettings,
  images: imageSettings,
  scripts: scriptSettings,
  speech: speechSettings,
  localTranscription: localTranscriptionSettings,
  billing: billingSettings,
};

const configSchema = z
  // Every slice sees the whole environment; z.object checks them all, so one boot names every
  // bad variable at once.
  .preprocess(
    (env) => Object.fromEntries(Object.keys(slices).map((name) => [name, env])),
    z.object(slices),
  )
  .transform(({ storage: { appSecret, ...storage }, ...concern }) => ({
    ...concern.server,
    ...concern.workers,
    ...storage,
    ...concern.accounts,
    ...concern.contact,
    ...concern.google,
    ...concern.posting,
    ...concern.submissions,
    ...concern.integrations,
    ...concern.video,
    ...concern.images,
    ...concern.scripts,
    ...concern.speech,
    ...concern.localTranscription,
    ...concern.billing,
    // Last, and only once every setting is valid: a refused boot writes nothing to DATA_DIR.
    appSecret: resolveAppSecret(storage.dataDir, appSecret),
  }));

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses an environment object; throws ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(source);
  if (!result.success) {
    // An issue's path is [slice, VARIABLE]; a variable two slices read is named once.
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.slice(1).join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${[...new Set(lines)].join('\n')}`);
  }
  return result.data;
}
