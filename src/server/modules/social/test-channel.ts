import type { Readable } from 'node:stream';
import { YOUTUBE_TEST_CONSENT_PATH } from '@shared/youtube-test';
import type { Database } from '../../db/client.js';
import type { StoragePort } from '../../platform/storage/index.js';
import {
  YOUTUBE_MESSAGES,
  YOUTUBE_SCOPES,
  YouTubeFailure,
  THUMBNAIL_CONTENT_TYPES,
  THUMBNAIL_MAX_BYTES,
  type OAuthTokens,
  type ThumbnailContentType,
  type UploadState,
  type YouTubeChannel,
  type YouTubePort,
  type YouTubeVideoMetadata,
  type YouTubeVideoStatus,
} from '../../providers/youtube/index.js';
import { TestModeGrants } from './test-channel-grants.js';
import { TestModeUploads } from './test-channel-uploads.js';
import { TestModeVideos } from './test-channel-videos.js';

export interface TestModeOptions {
  database: Database;
  storage: StoragePort;
  appSecret: string;
  publicUrl: string;
  /** Redirect URIs the consent page may send a browser back to (Google's registered list). */
  redirectUris: readonly string[];
  now?: () => Date;
}

/** The client id in test-mode consent links (Google's would be `<n>.apps.googleusercontent.com`). */
const TEST_CLIENT_ID = 'reelcast-test-mode';

/**
 * The built-in test-mode YouTube channel (decision 035): used when no Google keys are set, and
 * never when they are (config refuses). It plays Google's part on this machine with the same
 * rules: a consent page (clearly labelled test mode), one-time codes checked against the PKCE
 * verifier, access and refresh tokens, resumable uploads through the storage port, and a watch
 * page at /watch/<id> instead of youtube.com. No video ever leaves this machine.
 */
export class TestModeYouTube implements YouTubePort {
  readonly mode = 'test' as const;
  readonly grants: TestModeGrants;
  readonly uploads: TestModeUploads;
  readonly videos: TestModeVideos;

  constructor(private readonly options: TestModeOptions) {
    const { database, storage, appSecret, publicUrl, now } = options;
    this.grants = new TestModeGrants(database, appSecret, now);
    this.uploads = new TestModeUploads(database, storage, now);
    this.videos = new TestModeVideos(database, storage, publicUrl, now);
  }

  authorizationUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string {
    const url = new URL(`${this.options.publicUrl}${YOUTUBE_TEST_CONSENT_PATH}`);
    const query = {
      client_id: TEST_CLIENT_ID,
      redirect_uri: input.redirectUri,
      response_type: 'code',
      scope: YOUTUBE_SCOPES.join(' '),
      access_type: 'offline',
      prompt: 'consent',
      state: input.state,
      code_challenge: input.codeChallenge,
      code_challenge_method: 'S256',
    };
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url.href;
  }

  /**
   * The consent page's answer: where the browser goes next, as Google would send it. A
   * redirect URI not on the list is refused (Google's redirect_uri_mismatch), so the page can
   * never be used to bounce a browser elsewhere.
   */
  async consent(input: {
    userId: string;
    userName: string;
    state: string;
    codeChallenge: string;
    redirectUri: string;
    decision: 'allow' | 'deny';
  }): Promise<{ redirectUrl: string } | { error: 'redirect_uri_mismatch' }> {
    if (!this.options.redirectUris.includes(input.redirectUri)) {
      return { error: 'redirect_uri_mismatch' };
    }
    const target = new URL(input.redirectUri);
    if (input.decision === 'deny') {
      target.searchParams.set('error', 'access_denied');
    } else {
      const code = await this.grants.issueCode({
        userId: input.userId,
        channelTitle: `${input.userName.trim() || 'My'} · test channel`,
        codeChallenge: input.codeChallenge,
        redirectUri: input.redirectUri,
      });
      target.searchParams.set('code', code);
      target.searchParams.set('scope', YOUTUBE_SCOPES.join(' '));
    }
    target.searchParams.set('state', input.state);
    return { redirectUrl: target.href };
  }

  exchangeCode(input: {
    code: string;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<OAuthTokens> {
    return this.grants.exchange(input);
  }

  refresh(refreshToken: string): Promise<OAuthTokens> {
    return this.grants.refresh(refreshToken);
  }

  revoke(token: string): Promise<void> {
    return this.grants.revoke(token);
  }

  async channel(accessToken: string): Promise<YouTubeChannel> {
    const grant = await this.grants.grantOf(accessToken);
    return { id: grant.channelId, title: grant.channelTitle };
  }

  async startUpload(
    accessToken: string,
    metadata: YouTubeVideoMetadata,
    size: number,
  ): Promise<{ sessionUri: string }> {
    const grant = await this.grants.grantOf(accessToken);
    const problem = metadataProblem(metadata, size);
    if (problem) throw new YouTubeFailure('final', YOUTUBE_MESSAGES.refused(problem));
    return { sessionUri: await this.uploads.start(grant, metadata, size) };
  }

  uploadState(sessionUri: string, size: number): Promise<UploadState> {
    return this.uploads.state(sessionUri, size);
  }

  uploadBytes(
    sessionUri: string,
    body: Readable,
    offset: number,
    size: number,
    signal: AbortSignal,
  ): Promise<UploadState> {
    return this.uploads.send(sessionUri, body, offset, size, signal);
  }

  async videoStatus(accessToken: string, videoId: string): Promise<YouTubeVideoStatus> {
    const grant = await this.grants.grantOf(accessToken);
    return this.videos.status(grant.channelId, videoId);
  }

  async viewCounts(accessToken: string, videoIds: readonly string[]): Promise<Map<string, number>> {
    const grant = await this.grants.grantOf(accessToken);
    return this.videos.viewCounts(grant.channelId, videoIds);
  }

  async setThumbnail(
    accessToken: string,
    videoId: string,
    image: Buffer,
    contentType: ThumbnailContentType,
  ): Promise<void> {
    const grant = await this.grants.grantOf(accessToken);
    // YouTube's own limits, as the Google adapter checks them before sending.
    if (
      image.length === 0 ||
      image.length > THUMBNAIL_MAX_BYTES ||
      !THUMBNAIL_CONTENT_TYPES.includes(contentType)
    ) {
      throw new YouTubeFailure('final', YOUTUBE_MESSAGES.thumbnailTooBig);
    }
    await this.videos.setThumbnail(grant.channelId, videoId, image, contentType);
  }

  async updateSchedule(accessToken: string, videoId: string, publishAt: string): Promise<void> {
    const grant = await this.grants.grantOf(accessToken);
    await this.videos.updateSchedule(grant.channelId, videoId, publishAt);
  }

  async deleteVideo(accessToken: string, videoId: string): Promise<void> {
    const grant = await this.grants.grantOf(accessToken);
    await this.videos.delete(grant.channelId, videoId);
  }
}

/** YouTube's own limits on the video resource (vendors.md section 6), as it words them. */
export function metadataProblem(metadata: YouTubeVideoMetadata, size: number): string | undefined {
  const angle = /[<>]/;
  const title = metadata.title.trim();
  if (!Number.isSafeInteger(size) || size <= 0) return 'The video is empty.';
  if (!title || [...title].length > 100 || angle.test(title)) {
    return 'The title must be 1 to 100 characters, without < or >.';
  }
  if (Buffer.byteLength(metadata.description) > 5000 || angle.test(metadata.description)) {
    return 'The description must be at most 5000 bytes, without < or >.';
  }
  const tagLength = metadata.tags.reduce(
    (total, tag) => total + [...tag].length + (tag.includes(' ') ? 2 : 0),
    0,
  );
  if (tagLength > 500) return 'The tags must be at most 500 characters together.';
  if (metadata.publishAt !== undefined) {
    if (metadata.privacyStatus !== 'private') return 'A scheduled video must be private.';
    if (Number.isNaN(Date.parse(metadata.publishAt))) return 'The publish time is not a date.';
  }
  return undefined;
}
