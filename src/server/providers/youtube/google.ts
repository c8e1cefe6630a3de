import type { Readable } from 'node:stream';
import type { Config } from '../../config.js';
import { apiFailure, tokenFailure, unexpectedAnswer, YOUTUBE_MESSAGES } from './failures.js';
import { call, postForm, putToSession, type HttpAnswer } from './google-http.js';
import {
  THUMBNAIL_CONTENT_TYPES,
  THUMBNAIL_MAX_BYTES,
  YouTubeFailure,
  type ThumbnailContentType,
  type OAuthTokens,
  type UploadState,
  type YouTubeChannel,
  type YouTubePort,
  type YouTubeVideoMetadata,
  type YouTubeVideoStatus,
} from './port.js';

export const YOUTUBE_SCOPES = [
  'https://www.googleapis.com/auth/youtube.upload',
  'https://www.googleapis.com/auth/youtube.readonly',
  // videos.update and videos.delete (move and cancel a scheduled post, issue 28) refuse a
  // token with youtube.upload alone (insufficientPermissions, which asks for a reconnect).
  'https://www.googleapis.com/auth/youtube.force-ssl',
] as const;

/**
 * The writable status fields videos.update would reset when left out (selfDeclaredMadeForKids
 * and containsSyntheticMedia are the ones YouTube insists on; madeForKids is read-only).
 */
const KEPT_STATUS_FIELDS = [
  'selfDeclaredMadeForKids',
  'containsSyntheticMedia',
  'embeddable',
  'license',
  'publicStatsViewable',
] as const;
/** videos.list takes at most 50 ids per call. */
const IDS_PER_CALL = 50;
const UPLOAD_STATUSES = ['uploaded', 'processed', 'failed', 'rejected', 'deleted'] as const;
const PRIVACY = ['public', 'unlisted', 'private'] as const;

type GoogleSettings = NonNullable<Config['youtube']['google']>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Google's OAuth web-server flow and YouTube Data API v3 (vendors.md section 6, with its
 * "Additions"): consent with PKCE S256 and offline access, token exchange, refresh and revoke as
 * form posts, channels.list, resumable videos.insert, videos.list for processing status and
 * view counts. Every failure is a YouTubeFailure (failures.ts).
 */
export class GoogleYouTube implements YouTubePort {
  readonly mode = 'live' as const;

  constructor(private readonly settings: GoogleSettings) {}

  authorizationUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string {
    const url = new URL(this.settings.authorizeUrl);
    const query = {
      client_id: this.settings.clientId,
      redirect_uri: input.redirectUri,
      response_type: 'code',
      scope: YOUTUBE_SCOPES.join(' '),
      // A refresh token, and a new one at every consent (Google sends one only then).
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state: input.state,
      code_challenge: input.codeChallenge,
      code_challenge_method: 'S256',
    };
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url.href;
  }

  async exchangeCode(input: {
    code: string;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<OAuthTokens> {
    return this.#token({
      grant_type: 'authorization_code',
      code: input.code,
      code_verifier: input.codeVerifier,
      redirect_uri: input.redirectUri,
    });
  }

  async refresh(refreshToken: string): Promise<OAuthTokens> {
    return this.#token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  async revoke(token: string): Promise<void> {
    // In the body rather than the documented `?token=` (Google takes both): a URL is what
    // proxies and access logs keep.
    const answer = await postForm(`${this.settings.oauthBaseUrl}/revoke`, { token });
    // 400 invalid_token: it was revoked or expired already, which is what was asked.
    if (answer.status === 200 || answer.status === 400) return;
    throw tokenFailure(answer.status, answer.body, answer.header('retry-after'));
  }

  async channel(accessToken: string): Promise<YouTubeChannel> {
    const body = await this.#get(accessToken, '/channels', { part: 'snippet', mine: 'true' });
    const [item] = Array.isArray(body.items) ? (body.items as unknown[]) : [];
    if (!isRecord(item)) throw new YouTubeFailure('final', YOUTUBE_MESSAGES.noChannel);
    const snippet = isRecord(item.snippet) ? item.snippet : {};
    if (typeof item.id !== 'string' || !item.id) throw unexpectedAnswer();
    return { id: item.id, title: typeof snippet.title === 'string' ? snippet.title : item.id };
  }

  async startUpload(
    accessToken: string,
    metadata: YouTubeVideoMetadata,
    size: number,
  ): Promise<{ sessionUri: string }> {
    const url = new URL(`${this.settings.uploadBaseUrl}/videos`);
    url.searchParams.set('uploadType', 'resumable');
    url.searchParams.set('part', 'snippet,status');
    const answer = await call(url.href, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json; charset=UTF-8',
        'x-upload-content-length': String(size),
        'x-upload-content-type': 'video/mp4',
      },
      body: JSON.stringify(videoResource(metadata)),
    });
    if (answer.status !== 200 && answer.status !== 201) throw failureOf(answer);
    const location = answer.header('location');
    if (!location) throw unexpectedAnswer();
    return { sessionUri: this.#sessionUrl(location).href };
  }

  async uploadState(sessionUri: string, size: number): Promise<UploadState> {
    const answer = await putToSession(
      this.#sessionUrl(sessionUri),
      {
        'content-range': `bytes */${size}`,
      },
      null,
    );
    return uploadStateOf(answer);
  }

  async uploadBytes(
    sessionUri: string,
    body: Readable,
    offset: number,
    size: number,
    signal: AbortSignal,
  ): Promise<UploadState> {
    if (offset >= size) {
      body.destroy();
      return this.uploadState(sessionUri, size);
    }
    const answer = await putToSession(
      this.#sessionUrl(sessionUri),
      { 'content-type': 'video/mp4', 'content-range': `bytes ${offset}-${size - 1}/${size}` },
      { body, length: size - offset },
      signal,
    );
    return uploadStateOf(answer);
  }

  async videoStatus(accessToken: string, videoId: string): Promise<YouTubeVideoStatus> {
    const body = await this.#get(accessToken, '/videos', {
      part: 'status,processingDetails',
      id: videoId,
    });
    const url = `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
    const [item] = Array.isArray(body.items) ? (body.items as unknown[]) : [];
    // Not listed: deleted, or no longer this channel's.
    if (!isRecord(item)) return { uploadStatus: 'deleted', privacyStatus: 'private', url };
    const status = isRecord(item.status) ? item.status : {};
    const uploadStatus = UPLOAD_STATUSES.find((value) => value === status.uploadStatus);
    const privacyStatus = PRIVACY.find((value) => value === status.privacyStatus);
    if (!uploadStatus || !privacyStatus) throw unexpectedAnswer();
    return {
      uploadStatus,
      privacyStatus,
      rejectionReason:
        typeof status.rejectionReason === 'string' ? status.rejectionReason : undefined,
      failureReason: typeof status.failureReason === 'string' ? status.failureReason : undefined,
      url,
    };
  }

  async viewCounts(accessToken: string, videoIds: readonly string[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (let start = 0; start < videoIds.length; start += IDS_PER_CALL) {
      const ids = videoIds.slice(start, start + IDS_PER_CALL);
      const body = await this.#get(accessToken, '/videos', {
        part: 'statistics',
        id: ids.join(','),
      });
      for (const item of Array.isArray(body.items) ? (body.items as unknown[]) : []) {
        if (!isRecord(item) || typeof item.id !== 'string') continue;
        const statistics = isRecord(item.statistics) ? item.statistics : {};
        const views = Number(statistics.viewCount);
        if (Number.isSafeInteger(views) && views >= 0) counts.set(item.id, views);
      }
    }
    return counts;
  }

  async setThumbnail(
    accessToken: string,
    videoId: string,
    image: Buffer,
    contentType: ThumbnailContentType,
  ): Promise<void> {
    if (image.length === 0 || image.length > THUMBNAIL_MAX_BYTES) {
      throw new YouTubeFailure('final', YOUTUBE_MESSAGES.thumbnailTooBig);
    }
    if (!THUMBNAIL_CONTENT_TYPES.includes(contentType)) {
      throw new YouTubeFailure('final', YOUTUBE_MESSAGES.thumbnailTooBig);
    }
    const url = new URL(`${this.settings.uploadBaseUrl}/thumbnails/set`);
    url.searchParams.set('videoId', videoId);
    const answer = await call(url.href, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': contentType },
      body: image,
    });
    if (answer.status !== 200) throw failureOf(answer);
  }

  async updateSchedule(accessToken: string, videoId: string, publishAt: string): Promise<void> {
    // videos.update replaces the whole status part: what is left out goes back to its default
    // (embeddable, license, public stats…), so the current values are read and sent back.
    const body = await this.#get(accessToken, '/videos', { part: 'status', id: videoId });
    const [item] = Array.isArray(body.items) ? (body.items as unknown[]) : [];
    if (!isRecord(item)) {
      throw new YouTubeFailure('final', YOUTUBE_MESSAGES.videoGone, { videoGone: true });
    }
    const current = isRecord(item.status) ? item.status : {};
    const status: Record<string, unknown> = {};
    for (const field of KEPT_STATUS_FIELDS) {
      if (current[field] !== undefined) status[field] = current[field];
    }
    const url = new URL(`${this.settings.apiBaseUrl}/videos`);
    url.searchParams.set('part', 'status');
    const answer = await call(url.href, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json; charset=UTF-8',
        accept: 'application/json',
      },
      body: JSON.stringify({
        id: videoId,
        // publishAt needs private; a scheduled video is private until its time.
        status: { ...status, privacyStatus: 'private', publishAt },
      }),
    });
    if (answer.status !== 200) throw failureOf(answer);
  }

  async deleteVideo(accessToken: string, videoId: string): Promise<void> {
    const url = new URL(`${this.settings.apiBaseUrl}/videos`);
    url.searchParams.set('id', videoId);
    const answer = await call(url.href, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (answer.status === 204 || answer.status === 200) return;
    const failure = failureOf(answer);
    // Gone already: deleted, which is what was asked.
    if (failure.videoGone) return;
    throw failure;
  }

  async #token(fields: Record<string, string>): Promise<OAuthTokens> {
    const answer = await postForm(`${this.settings.oauthBaseUrl}/token`, {
      ...fields,
      client_id: this.settings.clientId,
      client_secret: this.settings.clientSecret,
    });
    if (answer.status !== 200) {
      throw tokenFailure(answer.status, answer.body, answer.header('retry-after'));
    }
    const body = isRecord(answer.body) ? answer.body : {};
    const { access_token, refresh_token, expires_in, scope } = body;
    const seconds = Number(expires_in);
    if (typeof access_token !== 'string' || !access_token || !(seconds > 0)) {
      throw unexpectedAnswer();
    }
    return {
      accessToken: access_token,
      // An empty or missing refresh token means "keep the one you have".
      refreshToken: typeof refresh_token === 'string' && refresh_token ? refresh_token : undefined,
      expiresAt: new Date(Date.now() + seconds * 1000),
      scopes: typeof scope === 'string' ? scope : '',
    };
  }

  async #get(
    accessToken: string,
    path: string,
    query: Record<string, string>,
  ): Promise<Record<string, unknown>> {
    const url = new URL(`${this.settings.apiBaseUrl}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const answer = await call(url.href, {
      method: 'GET',
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    if (answer.status !== 200) throw failureOf(answer);
    if (!isRecord(answer.body)) throw unexpectedAnswer();
    return answer.body;
  }

  /** Session URIs come from Google's Location header; bytes only go back to its upload host. */
  #sessionUrl(value: string): URL {
    let url: URL;
    try {
      url = new URL(value, this.settings.uploadBaseUrl);
    } catch {
      throw unexpectedAnswer();
    }
    if (url.origin !== new URL(this.settings.uploadBaseUrl).origin) throw unexpectedAnswer();
    return url;
  }
}

function failureOf(answer: HttpAnswer): YouTubeFailure {
  return apiFailure(answer.status, answer.body, answer.header('retry-after'));
}

/** The video resource of videos.insert: snippet and status. */
export function videoResource(metadata: YouTubeVideoMetadata) {
  return {
    snippet: {
      title: metadata.title,
      description: metadata.description,
      tags: metadata.tags,
      categoryId: metadata.categoryId,
    },
    status: {
      privacyStatus: metadata.privacyStatus,
      selfDeclaredMadeForKids: metadata.selfDeclaredMadeForKids,
      containsSyntheticMedia: metadata.containsSyntheticMedia,
      // Sent as given: YouTube refuses publishAt on a video that is not private, and that
      // refusal (a final failure) says more than a schedule silently dropped.
      ...(metadata.publishAt ? { publishAt: metadata.publishAt } : {}),
    },
  };
}

/** 308 + Range, 200/201 + the video, 404/410 expired; anything else a failure. */
function uploadStateOf(answer: HttpAnswer): UploadState {
  if (answer.status === 308) {
    const range = /^bytes=0-(\d+)$/.exec(answer.header('range') ?? '');
    return { kind: 'incomplete', nextByte: range ? Number(range[1]) + 1 : 0 };
  }
  if (answer.status === 200 || answer.status === 201) {
    const id = isRecord(answer.body) ? answer.body.id : undefined;
    if (typeof id !== 'string' || !id) throw unexpectedAnswer();
    return { kind: 'complete', videoId: id };
  }
  if (answer.status === 404 || answer.status === 410) return { kind: 'expired' };
  throw failureOf(answer);
}
