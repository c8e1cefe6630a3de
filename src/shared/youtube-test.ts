import { z } from 'zod';

/**
 * The built-in test-mode YouTube channel (no Google keys, decision 035): its consent page and
 * its watch page. Nothing here ever reaches YouTube.
 */

/** The consent page the test-mode authorization URL points at (a web page of this app). */
export const YOUTUBE_TEST_CONSENT_PATH = '/youtube-test/consent';
/** A video "published" on the test-mode channel: `/watch/<id>`. */
export const WATCH_PATH_PREFIX = '/watch/';

export const YOUTUBE_TEST_NOTICE = 'TEST MODE: no video leaves this machine';
/** YouTube's words for a video its uploader deleted (videos.delete). */
export const WATCH_VIDEO_REMOVED = 'This video has been removed by the uploader.';
export const WATCH_PAGE_NOTICE = 'Published on the test-mode channel — not on YouTube';

/** A PKCE S256 challenge: base64url of a SHA-256, 43 characters (RFC 7636). */
export const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** POST /api/youtube-test/consent: what the page was asked (from its URL) and the answer. */
export const youtubeTestConsentBodySchema = z.object({
  state: z.string().min(1, 'The consent link is incomplete').max(512),
  codeChallenge: z
    .string()
    .regex(PKCE_CHALLENGE, 'The consent link is incomplete (code_challenge)'),
  redirectUri: z.string().min(1, 'The consent link is incomplete').max(2000),
  decision: z.enum(['allow', 'deny'], 'Choose Allow or Deny'),
});
export type YouTubeTestConsentBody = z.infer<typeof youtubeTestConsentBodySchema>;

/** Where the browser goes next: the app's callback with `code` and `state`, or `error`. */
export const youtubeTestConsentResponseSchema = z.object({ redirectUrl: z.string() });

export const YOUTUBE_PRIVACY = ['public', 'unlisted', 'private'] as const;

/** GET /api/youtube-test/videos/:id: what the watch page shows. */
export const testVideoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  /** As it stands now: a scheduled private video reads public once its time has come. */
  privacy: z.enum(YOUTUBE_PRIVACY),
  /** When a scheduled video goes public; null when it was not scheduled. */
  publishAt: z.string().nullable(),
  /** True while publishAt is still ahead (only its owner can see it then). */
  scheduled: z.boolean(),
  madeForKids: z.boolean(),
  synthetic: z.boolean(),
  channelTitle: z.string(),
  publishedAt: z.string(),
  views: z.number().int(),
  /** A signed link to the MP4 (valid for an hour). */
  videoUrl: z.string(),
  /** The signed-in viewer uploaded it. */
  isOwner: z.boolean(),
  /** A signed link to its custom thumbnail (thumbnails.set), the player's poster; or null. */
  thumbnailUrl: z.string().nullable(),
});
export type TestVideo = z.infer<typeof testVideoSchema>;

export const testVideoViewsSchema = z.object({ views: z.number().int() });
