/**
 * The YouTube capability (issue 18): connect a channel with Google's OAuth web-server flow and
 * upload videos with the resumable protocol (vendors.md section 6). Two engines implement it:
 * the Google adapter (GOOGLE_CLIENT_ID + GOOGLE_CLIENT_SECRET) and the built-in test-mode
 * channel (no Google keys), which runs the same code path and "publishes" to a local watch page.
 * Domain code (connections, posting) never branches on which one it has beyond `mode`.
 */
import type { Readable } from 'node:stream';
import type { ConnectionMode } from '@shared/social';

export type YouTubePrivacy = 'public' | 'unlisted' | 'private';

export interface OAuthTokens {
  accessToken: string;
  /** Absent when Google sent none (a re-consent may not): the stored one is kept. */
  refreshToken?: string | undefined;
  expiresAt: Date;
  /** Space-separated, as granted. */
  scopes: string;
}

export interface YouTubeChannel {
  id: string;
  title: string;
}

/** The video resource sent with videos.insert (snippet + status). */
export interface YouTubeVideoMetadata {
  /** 1-100 characters, no `<` or `>`. */
  title: string;
  /** At most 5000 bytes, no `<` or `>`. */
  description: string;
  tags: string[];
  categoryId: string;
  privacyStatus: YouTubePrivacy;
  selfDeclaredMadeForKids: boolean;
  containsSyntheticMedia: boolean;
  /** ISO 8601; only with privacyStatus private. */
  publishAt?: string | undefined;
}

/** Where a resumable session stands (a `Content-Range: bytes *\/<total>` query). */
export type UploadState =
  /** 308: the server holds bytes 0..nextByte-1 (0 when it sent no Range). */
  | { kind: 'incomplete'; nextByte: number }
  /** 200/201: the upload finished; this is the new video. */
  | { kind: 'complete'; videoId: string }
  /** 404/410: the session expired; start a new one. */
  | { kind: 'expired' };

export interface YouTubeVideoStatus {
  uploadStatus: 'uploaded' | 'processed' | 'failed' | 'rejected' | 'deleted';
  privacyStatus: YouTubePrivacy;
  rejectionReason?: string | undefined;
  failureReason?: string | undefined;
  /** The watch page (https://www.youtube.com/watch?v=… or /watch/{id} in test mode). */
  url: string;
}

/**
 * Why a YouTube call failed, for the caller to decide what happens next. `message` is worded
 * for people (shown on the post and the connection card).
 * - reconnect: the grant is gone (invalid_grant, 401 after a refresh): the connection needs a
 *   new consent; auto-post pauses.
 * - quota: the project's daily upload bucket is used up (quotaExceeded): wait for the next
 *   quota day (midnight Pacific).
 * - uploadLimit: the channel's own upload limit (uploadLimitExceeded).
 * - retryable: network errors, 5xx, 429: try again with back-off.
 * - final: anything else the vendor refused (bad metadata, forbidden).
 */
export type YouTubeFailureKind = 'reconnect' | 'quota' | 'uploadLimit' | 'retryable' | 'final';

export interface YouTubePort {
  readonly mode: ConnectionMode;
  /** The consent page's URL (Google's, or the local test-mode consent page). */
  authorizationUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string;
  exchangeCode(input: {
    code: string;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<OAuthTokens>;
  refresh(refreshToken: string): Promise<OAuthTokens>;
  revoke(token: string): Promise<void>;
  channel(accessToken: string): Promise<YouTubeChannel>;
  /** Step 1 of the resumable protocol: the session URI to persist. */
  startUpload(
    accessToken: string,
    metadata: YouTubeVideoMetadata,
    size: number,
  ): Promise<{ sessionUri: string }>;
  /** Asks the session where it stands (before every resume). */
  uploadState(sessionUri: string, size: number): Promise<UploadState>;
  /** Sends bytes [offset, size) and answers how the session stands afterwards. */
  uploadBytes(
    sessionUri: string,
    body: Readable,
    offset: number,
    size: number,
    signal: AbortSignal,
  ): Promise<UploadState>;
  videoStatus(accessToken: string, videoId: string): Promise<YouTubeVideoStatus>;
  /** View counts for the Analytics tab (real YouTube; test mode counts local plays). */
  viewCounts(accessToken: string, videoIds: readonly string[]): Promise<Map<string, number>>;
  /**
   * thumbnails.set (issue 28): the video's custom thumbnail, JPEG or PNG of at most
   * THUMBNAIL_MAX_BYTES. A video that is not the channel's (or gone) fails with videoGone.
   */
  setThumbnail(
    accessToken: string,
    videoId: string,
    image: Buffer,
    contentType: ThumbnailContentType,
  ): Promise<void>;
  /**
   * videos.update part=status: keeps the video private and moves its publishAt (ISO 8601). The
   * status part is replaced whole, so the other writable status fields are read and sent back.
   */
  updateSchedule(accessToken: string, videoId: string, publishAt: string): Promise<void>;
  /** videos.delete. A video already gone counts as deleted (it is what was asked). */
  deleteVideo(accessToken: string, videoId: string): Promise<void>;
}

/** thumbnails.set takes JPEG or PNG (and more, but these are what covers are stored as). */
export const THUMBNAIL_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
export type ThumbnailContentType = (typeof THUMBNAIL_CONTENT_TYPES)[number];
/** YouTube's limit on a custom thumbnail's file. */
export const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;

/** The one error YouTube engines throw; `message` is worded for people. */
export class YouTubeFailure extends Error {
  override name = 'YouTubeFailure';
  readonly retryAfterMs: number | undefined;
  /** The video named is not (or no longer) on the channel: YouTube answered 404 videoNotFound. */
  readonly videoGone: boolean;

  constructor(
    readonly kind: YouTubeFailureKind,
    message: string,
    options: { cause?: unknown; retryAfterMs?: number; videoGone?: boolean } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.retryAfterMs = options.retryAfterMs;
    this.videoGone = options.videoGone ?? false;
  }
}
