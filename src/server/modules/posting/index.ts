/**
 * Posting finished videos (issue 18): the routes, the `posting.upload` job and auto-post, which
 * hears when a video succeeds (`video.ended`). docs/decisions/036-posting.md
 */
import { work } from '../../platform/jobs/index.js';
import { routePlugin, type ModuleDescriptor } from '../../platform/modules.js';
import type { ModuleContext } from '../context.js';
import type { YouTubeAccess } from '../social/index.js';
import type { YouTubePort } from '../../providers/youtube/index.js';
import { autoPostAfterVideo } from './auto-post.js';
import { PostingWork } from './job.js';
import { postUploadJob } from './job-declarations.js';
import type { PostingDeps } from './ports.js';
import { postingRoutes } from './routes.js';

export { postingRoutes } from './routes.js';
export { postUploadJob } from './job-declarations.js';
export { autoPostAfterVideo, type SucceededVideo } from './auto-post.js';
export type { PostingDeps, PostingQueue } from './ports.js';
export { readViewCounts, type ViewCounts } from './views.js';
export {
  postsOfOrderClips,
  scheduleClipPosts,
  youtubeConnectionState,
  type ClipPost,
} from './order-posts-repo.js';
export { postDto } from './dto.js';
export { PostingService } from './service.js';

type PostingContext = Pick<
  ModuleContext,
  'config' | 'database' | 'storage' | 'secrets' | 'queue' | 'scriptWriter' | 'events'
> & {
  /** The process's YouTube engine, chosen by the social module (modules/index.ts). */
  youtube: YouTubePort;
  /** The social module's token service (modules/index.ts; tests may pass a stand-in). */
  youtubeAccess: YouTubeAccess;
};

/** The posting module's dependencies, from the context (the same for routes and the job). */
export function postingDepsOf(ctx: PostingContext): PostingDeps {
  const { config, database, storage, secrets, youtube, youtubeAccess, events } = ctx;
  return {
    config,
    database,
    storage,
    secrets,
    queue: ctx.queue.sender(postUploadJob),
    youtube,
    youtubeAccess,
    writer: ctx.scriptWriter,
    now: () => new Date(),
    events,
  };
}

export const postingModule = {
  name: 'posting',
  routes: [routePlugin(postingRoutes, postingDepsOf)],
  jobs: [
    work(postUploadJob, (ctx: PostingContext) => {
      const posts = new PostingWork(postingDepsOf(ctx));
      return {
        run: (payload, job) => posts.run(payload.postId, job),
        onExhausted: (payload, job) => posts.exhausted(payload.postId, job.jobId),
      };
    }),
  ],
  subscriptions: (ctx) => {
    const autoPost = { queue: ctx.queue.sender(postUploadJob), config: ctx.config };
    return [
      {
        // In the transaction that marks the video succeeded; a savepoint inside, so nothing
        // here undoes the success (auto-post.ts).
        event: 'video.ended',
        inTransaction: async (tx, video) => {
          if (video.status !== 'succeeded') return;
          await autoPostAfterVideo(autoPost, tx, {
            id: video.videoId,
            userId: video.userId,
            autoPostOnComplete: video.autoPostOnComplete,
            sourceFlow: video.sourceFlow,
            publishAt: video.publishAt,
          });
        },
      },
    ];
  },
} satisfies ModuleDescriptor<PostingContext>;
