import { registerEventJobs } from '../platform/events/jobs.js';
import type { JobQueue } from '../platform/jobs/queue.js';
import type { HandlerRegistry } from '../platform/jobs/registry.js';
import type { YouTubePort } from '../providers/youtube/port.js';
import type { Services } from '../services.js';
import { registerImageJobs } from './images/index.js';
import { registerPodcastAssetJobs } from './podcast-assets/index.js';
import {
  autoPostAfterVideo,
  registerPostingJobs,
  unavailableYouTube,
  unavailableYouTubeAccess,
  type PostingDeps,
  type YouTubeAccess,
} from './posting/index.js';
import { registerVideoJobs } from './videos/index.js';
import { registerVoiceoverJobs } from './voiceovers/index.js';

/**
 * What the job handlers are built from: the process's services and its queue (posting hands a
 * post over to a later job, and auto-post queues one when a video succeeds).
 */
export interface ModuleJobDeps extends Services {
  queue: JobQueue;
  /**
   * Until `services.youtube` and the social module's YouTubeAccess merge (branch
   * i18-ytconnect): tests pass fakes here; left out, posts fail with a worded "not set up".
   */
  youtube?: YouTubePort;
  youtubeAccess?: YouTubeAccess;
}

/** The posting module's dependencies, from the services (the same for routes and jobs). */
export function postingDepsOf(deps: ModuleJobDeps): PostingDeps {
  return {
    config: deps.config,
    database: deps.database,
    storage: deps.storage,
    secrets: deps.secrets,
    queue: deps.queue,
    youtube: deps.youtube ?? unavailableYouTube,
    youtubeAccess: deps.youtubeAccess ?? unavailableYouTubeAccess,
    writer: deps.scriptWriter,
    now: () => new Date(),
  };
}

/**
 * Every module registers its job handlers here; the registry then checks none is missing.
 * The handlers get the process's services (createServices): the instances the routes use.
 */
export function registerModuleJobs(registry: HandlerRegistry, deps: ModuleJobDeps): void {
  const { database, storage, media, credits, queue } = deps;
  registerEventJobs(registry, database);
  registerVideoJobs(registry, {
    database,
    storage,
    media,
    credits,
    engines: deps.videoEngines,
    onSucceeded: (tx, job) => autoPostAfterVideo(queue, tx, job),
  });
  const images = { database, storage, media, credits, engines: deps.imageEngines };
  registerImageJobs(registry, images);
  registerPodcastAssetJobs(registry, images);
  registerVoiceoverJobs(registry, {
    database,
    storage,
    media,
    credits,
    engines: deps.speechEngines,
  });
  registerPostingJobs(registry, postingDepsOf(deps));
}
