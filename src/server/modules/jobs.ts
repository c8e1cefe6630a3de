import { registerEventJobs } from '../platform/events/index.js';
import type { JobQueue } from '../platform/jobs/index.js';
import type { HandlerRegistry } from '../platform/jobs/index.js';
import type { Services } from '../services.js';
import {
  announceVideoEnd,
  IntegrationEvents,
  registerGoHighLevelJobs,
} from './gohighlevel/index.js';
import { FreeDailyVideos } from './billing/index.js';
import { registerImageJobs } from './images/index.js';
import { registerPodcastAssetJobs } from './podcast-assets/index.js';
import { autoPostAfterVideo, registerPostingJobs, type PostingDeps } from './posting/index.js';
import { createYouTubeAccess, type YouTubeAccess } from './social/index.js';
import { registerSubmissionJobs } from './submissions/index.js';
import { registerVideoJobs } from './videos/index.js';
import { registerVoiceoverJobs } from './voiceovers/index.js';

/**
 * What the job handlers are built from: the process's services (createServices, the instances
 * the routes use) and its queue, for work that queues more (a finished video's integration
 * events and auto-post, a post handed over to a later job).
 */
export interface ModuleJobDeps extends Services {
  queue: JobQueue;
  /** A stand-in for the social module's token service (posting tests); default: the real one. */
  youtubeAccess?: YouTubeAccess;
}

/** The posting module's dependencies, from the services (the same for routes and jobs). */
export function postingDepsOf(deps: ModuleJobDeps): PostingDeps {
  const { config, database, storage, secrets, queue, youtube } = deps;
  const integrationEvents = new IntegrationEvents({ database, queue });
  return {
    config,
    database,
    storage,
    secrets,
    queue,
    youtube,
    youtubeAccess: deps.youtubeAccess ?? createYouTubeAccess({ database, secrets, youtube }),
    writer: deps.scriptWriter,
    now: () => new Date(),
    onPublished: (tx, post) =>
      integrationEvents.emit(tx, post.userId, 'post.published', {
        postId: post.id,
        platform: post.platform,
        videoId: post.videoJobId,
        url: post.postUrl,
      }),
  };
}

/** Every module registers its job handlers here; the registry then checks none is missing. */
export function registerModuleJobs(registry: HandlerRegistry, deps: ModuleJobDeps): void {
  const { database, storage, media, credits, queue } = deps;
  const integrationEvents = new IntegrationEvents({ database, queue });
  const freeVideos = new FreeDailyVideos({
    database,
    credits,
    perDay: deps.config.billing.freeDailyVideos,
  });
  registerEventJobs(registry, database);
  registerSubmissionJobs(registry, { database, storage, config: deps.config });
  registerVideoJobs(registry, {
    database,
    storage,
    media,
    credits,
    engines: deps.videoEngines,
    onEnded: async (tx, video) => {
      await announceVideoEnd(integrationEvents, tx, video);
      if (video.status === 'succeeded') {
        await autoPostAfterVideo({ queue, config: deps.config }, tx, video);
      }
      // A failed job paid with a free daily video gets it back (once: only the write that
      // failed the job calls this).
      if (video.status === 'failed' && video.freeVideoDay) {
        await freeVideos.giveBack(tx, video.userId, video.freeVideoDay);
      }
    },
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
  const { config, secrets, goHighLevel } = deps;
  registerGoHighLevelJobs(registry, { config, database, storage, secrets, goHighLevel, queue });
  registerPostingJobs(registry, postingDepsOf(deps));
}
