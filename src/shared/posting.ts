import { z } from 'zod';
import {
  youtubeDescriptionSchema,
  youtubeTagsSchema,
  youtubeTitleSchema,
} from './youtube-metadata.js';

/**
 * Posting finished videos (issue 18; spec posted_videos, auto_post_settings,
 * get_user_posting_stats). A post is one video sent to one platform by the `posting.upload`
 * job; YouTube is the one platform that posts today. docs/decisions/036-posting.md
 */

export const POSTING_PLATFORMS = ['youtube'] as const;
export const postingPlatformSchema = z.enum(POSTING_PLATFORMS);
export type PostingPlatform = z.infer<typeof postingPlatformSchema>;

/**
 * queued: waiting for a worker. scheduled: waiting for the next quota day (`notBefore`), or
 * uploaded and waiting for its publish time (`publishAt`). uploading: bytes on their way.
 * processing: uploaded, YouTube's verdict not read yet. published / failed / cancelled: final.
 */
export const POST_STATUSES = [
  'queued',
  'scheduled',
  'uploading',
  'processing',
  'published',
  'failed',
  'cancelled',
] as const;
export const postStatusSchema = z.enum(POST_STATUSES);
export type PostStatus = z.infer<typeof postStatusSchema>;
export const FINAL_POST_STATUSES: readonly PostStatus[] = ['published', 'failed', 'cancelled'];
/** Counted as pending in the stats: everything on its way. */
export const PENDING_POST_STATUSES: readonly PostStatus[] = [
  'queued',
  'scheduled',
  'uploading',
  'processing',
];
export const isFinalPostStatus = (status: PostStatus) => FINAL_POST_STATUSES.includes(status);

export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  queued: 'Queued',
  scheduled: 'Scheduled',
  uploading: 'Uploading',
  processing: 'Processing',
  published: 'Published',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const YOUTUBE_PRIVACIES = ['public', 'unlisted', 'private'] as const;
export const youtubePrivacySchema = z.enum(YOUTUBE_PRIVACIES);
export type YouTubePrivacySetting = z.infer<typeof youtubePrivacySchema>;

/** Spec, word for word: toasts of the post dialog, the job card and the social pages. */
export const POSTING_MESSAGES = {
  posted: 'Posted to YouTube successfully!',
  postFailed: 'Failed to post to YouTube',
  metadataFailed: 'Failed to generate metadata',
  autoPostFailed: 'Failed to update auto-post settings',
  loadFailed: 'Failed to load connection data',
  comingSoon: (platform: string) => `${platform} coming soon!`,
  // Ours (the spec has none for these):
  postQueued: 'Your video is on its way to YouTube',
  postCancelled: 'Post cancelled',
  cancelFailed: 'The post could not be cancelled',
  postNotFound: 'Post not found',
  videoNotFound: 'Video not found',
  videoNotReady: 'Only a finished video can be posted',
  noChannel: 'Connect a YouTube channel first (Social connections)',
  reconnectChannel: 'Your YouTube channel needs reconnecting (Social connections)',
  publishAtNeedsPrivate: 'A publish time needs the privacy set to Private',
  publishAtInPast: 'Choose a publish time in the future',
  notCancellable: 'This post is already on its way to YouTube and can no longer be cancelled',
  alreadyPosted:
    'This video is already on YouTube. Choose "Post again" to upload it a second time.',
  alreadyOnItsWay: 'This video is already on its way to YouTube',
  // Cancel and move a scheduled post (issue 28):
  postMoved: 'Post moved',
  moveFailed: 'The post could not be moved',
  notMovable: 'This post has already gone out (or failed) and can no longer be moved',
  uploadInProgress: 'This post is being uploaded to YouTube right now. Try again in a minute.',
  publishAtInvalid: 'Choose a date and time',
  channelChanged:
    'This post went to a channel that is no longer connected: change it in YouTube Studio.',
} as const;

/** PATCH /api/posts/:id/schedule: the new publish time (ISO 8601, in the future). */
export const movePostBodySchema = z.strictObject({
  publishAt: z.iso.datetime({ offset: true, error: POSTING_MESSAGES.publishAtInvalid }),
});
export type MovePostBody = z.infer<typeof movePostBodySchema>;

/**
 * Past the user's daily share of YouTube posts (decision 049): when it frees up, as midnight
 * Pacific (the quota day's end, the same for everyone) and how long from now.
 */
export function postShareUsedMessage(perDay: number, freesAt: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((freesAt.getTime() - now.getTime()) / 60_000));
  const hours = Math.round(minutes / 60);
  const wait =
    minutes < 60
      ? `in ${minutes} minute${minutes === 1 ? '' : 's'}`
      : `in about ${hours} hour${hours === 1 ? '' : 's'}`;
  return (
    `You have used today's ${perDay} YouTube posts. ` +
    `You can post again after midnight Pacific time (${wait}).`
  );
}

/** Spec: the defaults of a new auto-post setting. */
export const DEFAULT_AUTO_POST = {
  title: 'Interior Design Showcase',
  description: 'Check out this amazing interior design!',
  privacy: 'public',
} as const satisfies { title: string; description: string; privacy: YouTubePrivacySetting };

// --- Metadata (generate-youtube-metadata) -------------------------------------------------------

/** POST /api/videos/:id/youtube-metadata: a proposal the dialog lets the user edit. */
export const youtubeMetadataSchema = z.object({
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  /** Who wrote it: the chat model (`openai`) or the built-in writer (`local`). */
  engine: z.enum(['openai', 'local']),
  /** Why the built-in writer stood in for the chat model, when it did. */
  fallbackReason: z.string().nullable(),
});
export type YouTubeMetadata = z.infer<typeof youtubeMetadataSchema>;

// --- Posting (post-to-youtube) ------------------------------------------------------------------

/** POST /api/videos/:id/post-to-youtube: what the dialog sends after the user's edits. */
export const postToYouTubeBodySchema = z
  .strictObject({
    title: youtubeTitleSchema,
    description: youtubeDescriptionSchema.default(''),
    tags: youtubeTagsSchema.default([]),
    privacy: youtubePrivacySchema.default('public'),
    /** status.selfDeclaredMadeForKids */
    madeForKids: z.boolean().default(false),
    /** status.containsSyntheticMedia: the AI-content disclosure, on by default. */
    syntheticMedia: z.boolean().default(true),
    /** status.publishAt (ISO 8601 with an offset); YouTube requires privacy private. */
    publishAt: z.iso.datetime({ offset: true }).nullish(),
    /**
     * The user chose "Post again": a video already on YouTube is uploaded a second time. A
     * post of it still on its way is refused all the same.
     */
    postAgain: z.boolean().default(false),
  })
  .refine((body) => !body.publishAt || body.privacy === 'private', {
    message: POSTING_MESSAGES.publishAtNeedsPrivate,
    path: ['privacy'],
  });
export type PostToYouTubeBody = z.output<typeof postToYouTubeBodySchema>;
export type PostToYouTubeInput = z.input<typeof postToYouTubeBodySchema>;

/** 429 of post-to-youtube: the day's share is used; when it frees up. */
export const postShareUsedSchema = z.object({
  error: z.string(),
  /** The next midnight Pacific (ISO 8601), also in Retry-After. */
  retryAt: z.string(),
  postsPerDay: z.number().int(),
});
export type PostShareUsed = z.infer<typeof postShareUsedSchema>;

export const postSchema = z.object({
  id: z.string(),
  platform: postingPlatformSchema,
  videoJobId: z.string(),
  status: postStatusSchema,
  title: z.string(),
  privacy: youtubePrivacySchema,
  madeForKids: z.boolean(),
  syntheticMedia: z.boolean(),
  publishAt: z.string().nullable(),
  /** The watch page, once YouTube has the video. */
  postUrl: z.string().nullable(),
  /** Why it failed, worded for people. */
  failureReason: z.string().nullable(),
  /** Something to know about a published post (e.g. YouTube made it private). */
  notice: z.string().nullable(),
  /** Made by auto-post rather than by hand. */
  auto: z.boolean(),
  /** Waiting for the next quota day: not sent before this time. */
  notBefore: z.string().nullable(),
  /**
   * Still possible: queued or waiting with nothing sent to YouTube yet, or uploaded and
   * scheduled (private until a publish time still ahead: the video is deleted on YouTube).
   */
  cancellable: z.boolean(),
  /** Its publish time can still be changed (PATCH /api/posts/:id/schedule). */
  movable: z.boolean(),
  /** The order clip it posts (We Post), or null. */
  orderClipId: z.string().nullable(),
  /** The custom thumbnail was set on the platform. */
  thumbnailSet: z.boolean(),
  /** Why the thumbnail could not be set (the post went out without it). */
  thumbnailFailure: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type Post = z.infer<typeof postSchema>;

/** GET /api/posts: the user's posts, newest first. */
export const postListSchema = z.object({ posts: z.array(postSchema) });
export type PostList = z.infer<typeof postListSchema>;

/** GET /api/posts/views: view counts by post id (published YouTube posts only). */
export const postViewsSchema = z.object({
  views: z.record(z.string(), z.number().int().min(0)),
  /** Why no counts could be read (the channel needs reconnecting, YouTube unreachable). */
  unavailable: z.string().nullable(),
});
export type PostViews = z.infer<typeof postViewsSchema>;

// --- Stats (get_user_posting_stats) -------------------------------------------------------------

export const postingStatsSchema = z.object({
  totalPosts: z.number().int(),
  successfulPosts: z.number().int(),
  failedPosts: z.number().int(),
  pendingPosts: z.number().int(),
  platformsConnected: z.number().int(),
  /** Rounded percent of successful over total (0 with no posts). */
  successRate: z.number().int(),
});
export type PostingStats = z.infer<typeof postingStatsSchema>;

/** Spec: the rounded percent of successful over total posts; 0 when there are none. */
export function successRate(successful: number, total: number): number {
  return total > 0 ? Math.round((successful / total) * 100) : 0;
}

// --- Auto-post settings (auto_post_settings) ----------------------------------------------------

export const autoPostSettingSchema = z.object({
  platform: postingPlatformSchema,
  enabled: z.boolean(),
  defaultTitle: z.string(),
  defaultDescription: z.string(),
  privacy: youtubePrivacySchema,
  /** Why auto-post is paused (the channel needs reconnecting); null while it works. */
  pausedReason: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type AutoPostSetting = z.infer<typeof autoPostSettingSchema>;

/** GET /api/auto-post-settings: one per platform (the defaults where none was saved). */
export const autoPostSettingsListSchema = z.object({ settings: z.array(autoPostSettingSchema) });

/** PUT /api/auto-post-settings: upsert on user and platform; left-out fields keep their value. */
export const autoPostSettingBodySchema = z.strictObject({
  platform: postingPlatformSchema,
  enabled: z.boolean(),
  defaultTitle: youtubeTitleSchema.optional(),
  defaultDescription: youtubeDescriptionSchema.optional(),
  privacy: youtubePrivacySchema.optional(),
});
export type AutoPostSettingBody = z.output<typeof autoPostSettingBodySchema>;

// --- Live event ---------------------------------------------------------------------------------

/** To the owner on every status change of a post (the pages re-read; the toasts fire). */
export const POST_UPDATED_EVENT = 'posting.post-updated';
export const postUpdatedPayloadSchema = z.object({
  id: z.string(),
  videoJobId: z.string(),
  platform: postingPlatformSchema,
  status: postStatusSchema,
  auto: z.boolean(),
  /** The failure's reason, for the toast. */
  failureReason: z.string().nullable(),
});
export type PostUpdatedPayload = z.infer<typeof postUpdatedPayloadSchema>;
