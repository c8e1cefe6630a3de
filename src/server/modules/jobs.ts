import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { MediaToolkit } from '../media/toolkit.js';
import { LocalImageEngine } from '../providers/image/local.js';
import type { ImageEngineRegistry } from '../providers/image/port.js';
import { createImageEngines } from '../providers/image/registry.js';
import { createSpeechEngines, type SpeechEngines } from '../providers/speech/registry.js';
import type { VideoEngineRegistry } from '../providers/video/registry.js';
import { registerEventJobs } from '../platform/events/jobs.js';
import type { JobQueue } from '../platform/jobs/queue.js';
import type { HandlerRegistry } from '../platform/jobs/registry.js';
import type { StoragePort } from '../platform/storage/port.js';
import { registerImageJobs } from './images/index.js';
import { registerPodcastAssetJobs } from './podcast-assets/index.js';
import { registerVideoJobs } from './videos/index.js';
import { registerVoiceoverJobs } from './voiceovers/index.js';

export interface JobDeps {
  config: Config;
  database: Database;
  storage: StoragePort;
  queue: JobQueue;
  media: MediaToolkit;
  videoEngines: VideoEngineRegistry;
  /** Defaults to the engines config's keys select (the local engine without keys). */
  imageEngines?: ImageEngineRegistry;
  /** Who speaks with which voice; defaults to what config's ElevenLabs key selects. */
  speechEngines?: SpeechEngines;
}

/** Every module registers its job handlers here; the registry then checks none is missing. */
export function registerModuleJobs(registry: HandlerRegistry, deps: JobDeps): void {
  registerEventJobs(registry, deps.database);
  registerVideoJobs(registry, {
    database: deps.database,
    storage: deps.storage,
    media: deps.media,
    engines: deps.videoEngines,
  });
  const images = {
    database: deps.database,
    storage: deps.storage,
    media: deps.media,
    engines:
      deps.imageEngines ??
      createImageEngines({ config: deps.config, local: new LocalImageEngine() }),
  };
  registerImageJobs(registry, images);
  registerPodcastAssetJobs(registry, images);
  registerVoiceoverJobs(registry, {
    database: deps.database,
    storage: deps.storage,
    media: deps.media,
    engines: deps.speechEngines ?? createSpeechEngines({ config: deps.config }),
  });
}
