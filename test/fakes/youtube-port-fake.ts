import type { Readable } from 'node:stream';
import type { YouTubeAccess } from '../../src/server/modules/social/index.js';
import {
  YouTubeFailure,
  type OAuthTokens,
  type UploadState,
  type YouTubeChannel,
  type YouTubePort,
  type YouTubeVideoMetadata,
  type YouTubeVideoStatus,
} from '../../src/server/providers/youtube/port.js';

/**
 * An in-memory YouTube for the posting tests, faithful to the port's resumable semantics
 * (port.ts, vendors.md section 6): a session is created by startUpload and persisted by the
 * caller; it holds the bytes received so far, in order; `uploadState` answers like the
 * `Content-Range: bytes *\/<total>` query (incomplete with the next byte = a 308 and its
 * Range, complete with the video id = 200/201, expired = 404/410); uploadBytes must start at
 * the byte the session holds, and when the last byte arrives the video exists, once.
 * Interrupted uploads keep only whole 256 KiB chunks, as Google's servers may, so a resume
 * must trust the reported Range rather than what it sent.
 */

export const CHUNK = 256 * 1024;

interface Session {
  uri: string;
  accessToken: string;
  metadata: YouTubeVideoMetadata;
  size: number;
  received: Buffer[];
  bytes: number;
  expired: boolean;
  videoId?: string;
}

export interface FakeVideo {
  id: string;
  metadata: YouTubeVideoMetadata;
  bytes: Buffer;
  /** What videoStatus answers (tests change it). */
  status: Omit<YouTubeVideoStatus, 'url'>;
  thumbnail?: { bytes: Buffer; contentType: string };
}

const gone = () =>
  new YouTubeFailure('final', 'This video is no longer on the YouTube channel.', {
    videoGone: true,
  });

type Method =
  | 'startUpload'
  | 'uploadState'
  | 'uploadBytes'
  | 'videoStatus'
  | 'viewCounts'
  | 'setThumbnail'
  | 'updateSchedule'
  | 'deleteVideo';

/** How the next uploadBytes is cut off after `afterBytes` of its body. */
export interface Interruption {
  afterBytes: number;
  /**
   * hang: the connection stalls (the worker is about to be killed: the call settles only when
   * its signal aborts); reset: the connection drops (a retryable failure); hangAfterLastByte:
   * every byte arrives and the video is made, then the answer never comes (the worker dies
   * before it can record the video id).
   */
  mode: 'hang' | 'reset' | 'hangAfterLastByte';
  /** Called once the bytes are in, so a test knows when to kill the worker. */
  onCut?: () => void;
}

export class FakeYouTube implements YouTubePort {
  readonly mode = 'test' as const;
  readonly sessions = new Map<string, Session>();
  readonly videos = new Map<string, FakeVideo>();
  readonly calls: { method: Method; at: number }[] = [];
  /** Makes YouTube keep uploads public as asked (false: forced private, an unverified project). */
  honourPrivacy = true;
  readonly views = new Map<string, number>();
  /** The verdict of the next video made (e.g. rejected as a duplicate); processed otherwise. */
  nextVerdict:
    Pick<YouTubeVideoStatus, 'uploadStatus' | 'rejectionReason' | 'failureReason'> | undefined;
  #failures = new Map<Method, YouTubeFailure[]>();
  #interruption: Interruption | undefined;
  #counter = 0;

  /** The next call of `method` throws `failure` (queued: several calls in a row). */
  failNext(method: Method, ...failures: YouTubeFailure[]): void {
    this.#failures.set(method, [...(this.#failures.get(method) ?? []), ...failures]);
  }

  interruptNextUpload(interruption: Interruption): void {
    this.#interruption = interruption;
  }

  /** YouTube forgot the session (it expired): every later call on it answers expired. */
  expire(uri: string): void {
    const session = this.sessions.get(uri);
    if (session) session.expired = true;
  }

  callsOf(method: Method): number {
    return this.calls.filter((call) => call.method === method).length;
  }

  authorizationUrl(): string {
    throw new Error('not used by posting');
  }
  exchangeCode(): Promise<OAuthTokens> {
    throw new Error('not used by posting');
  }
  refresh(): Promise<OAuthTokens> {
    throw new Error('not used by posting');
  }
  revoke(): Promise<void> {
    throw new Error('not used by posting');
  }
  channel(): Promise<YouTubeChannel> {
    throw new Error('not used by posting');
  }

  startUpload(accessToken: string, metadata: YouTubeVideoMetadata, size: number) {
    this.#enter('startUpload');
    if (metadata.title.length < 1 || metadata.title.length > 100 || /[<>]/.test(metadata.title)) {
      throw new YouTubeFailure('final', 'YouTube refused the title.');
    }
    if (metadata.publishAt && metadata.privacyStatus !== 'private') {
      throw new YouTubeFailure('final', 'YouTube refused a publish time on a non-private video.');
    }
    const uri = `https://upload.youtube.test/upload/youtube/v3/videos?upload_id=${++this.#counter}`;
    this.sessions.set(uri, {
      uri,
      accessToken,
      metadata,
      size,
      received: [],
      bytes: 0,
      expired: false,
    });
    return Promise.resolve({ sessionUri: uri });
  }

  uploadState(sessionUri: string, size: number): Promise<UploadState> {
    this.#enter('uploadState');
    return Promise.resolve(this.#state(sessionUri, size));
  }

  async uploadBytes(
    sessionUri: string,
    body: Readable,
    offset: number,
    size: number,
    signal: AbortSignal,
  ): Promise<UploadState> {
    this.#enter('uploadBytes');
    const session = this.sessions.get(sessionUri);
    if (!session || session.expired) return { kind: 'expired' };
    if (session.videoId) return { kind: 'complete', videoId: session.videoId };
    if (size !== session.size) throw new YouTubeFailure('final', 'Content-Range total differs.');
    if (offset !== session.bytes) {
      throw new YouTubeFailure(
        'final',
        `Resumed at ${offset}, the session holds ${session.bytes}.`,
      );
    }
    const cut = this.#interruption;
    this.#interruption = undefined;
    let sent = 0;
    for await (const piece of body) {
      signal.throwIfAborted();
      let chunk = Buffer.from(piece as Uint8Array);
      if (cut && cut.mode !== 'hangAfterLastByte' && sent + chunk.length >= cut.afterBytes) {
        chunk = chunk.subarray(0, cut.afterBytes - sent);
        this.#keep(session, chunk, true);
        cut.onCut?.();
        if (cut.mode === 'reset') throw new YouTubeFailure('retryable', 'The connection dropped.');
        return stallUntil(signal);
      }
      sent += chunk.length;
      this.#keep(session, chunk, false);
    }
    if (cut?.mode === 'hangAfterLastByte') {
      cut.onCut?.();
      return stallUntil(signal);
    }
    return this.#state(sessionUri, size);
  }

  videoStatus(accessToken: string, videoId: string): Promise<YouTubeVideoStatus> {
    this.#enter('videoStatus');
    void accessToken;
    const video = this.videos.get(videoId);
    if (!video) throw new YouTubeFailure('final', 'No such video.');
    return Promise.resolve({ ...video.status, url: `https://www.youtube.com/watch?v=${videoId}` });
  }

  viewCounts(accessToken: string, videoIds: readonly string[]): Promise<Map<string, number>> {
    this.#enter('viewCounts');
    void accessToken;
    const counts = new Map<string, number>();
    for (const id of videoIds) if (this.videos.has(id)) counts.set(id, this.views.get(id) ?? 0);
    return Promise.resolve(counts);
  }

  /** thumbnails.set: the image kept on the video as `thumbnail`. */
  setThumbnail(
    accessToken: string,
    videoId: string,
    image: Buffer,
    contentType: string,
  ): Promise<void> {
    this.#enter('setThumbnail');
    void accessToken;
    const video = this.videos.get(videoId);
    if (!video) return Promise.reject(gone());
    video.thumbnail = { bytes: image, contentType };
    return Promise.resolve();
  }

  updateSchedule(accessToken: string, videoId: string, publishAt: string): Promise<void> {
    this.#enter('updateSchedule');
    void accessToken;
    const video = this.videos.get(videoId);
    if (!video) return Promise.reject(gone());
    video.metadata = { ...video.metadata, privacyStatus: 'private', publishAt };
    return Promise.resolve();
  }

  deleteVideo(accessToken: string, videoId: string): Promise<void> {
    this.#enter('deleteVideo');
    void accessToken;
    this.videos.delete(videoId);
    return Promise.resolve();
  }

  #enter(method: Method): void {
    this.calls.push({ method, at: this.calls.length });
    const failure = this.#failures.get(method)?.shift();
    if (failure) throw failure;
  }

  #state(sessionUri: string, size: number): UploadState {
    const session = this.sessions.get(sessionUri);
    if (!session || session.expired) return { kind: 'expired' };
    if (size !== session.size) throw new YouTubeFailure('final', 'Content-Range total differs.');
    if (session.videoId) return { kind: 'complete', videoId: session.videoId };
    return { kind: 'incomplete', nextByte: session.bytes };
  }

  /** Appends received bytes; a cut-off upload keeps whole chunks only. Completes the video. */
  #keep(session: Session, chunk: Buffer, interrupted: boolean): void {
    session.received.push(chunk);
    session.bytes += chunk.length;
    if (interrupted) {
      const kept = Math.floor(session.bytes / CHUNK) * CHUNK;
      const all = Buffer.concat(session.received).subarray(0, kept);
      session.received = [all];
      session.bytes = kept;
      return;
    }
    if (session.bytes < session.size) return;
    const id = `vid${String(++this.#counter).padStart(8, '0')}`;
    session.videoId = id;
    const { metadata } = session;
    const privacy = this.honourPrivacy ? metadata.privacyStatus : 'private';
    this.videos.set(id, {
      id,
      metadata,
      bytes: Buffer.concat(session.received),
      status: { ...(this.nextVerdict ?? { uploadStatus: 'processed' }), privacyStatus: privacy },
    });
    this.nextVerdict = undefined;
  }
}

/** A connection that never answers: settles only when the worker's signal aborts. */
function stallUntil(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    const die = () => reject(signal.reason as Error);
    if (signal.aborted) die();
    else signal.addEventListener('abort', die, { once: true });
  });
}

/** Tokens for the fake: a user whose grant is gone gets `reconnect`, as the social module does. */
export class FakeYouTubeAccess implements YouTubeAccess {
  readonly revoked = new Set<string>();
  #failures: YouTubeFailure[] = [];

  constructor(private readonly connectionIdOf: (userId: string) => Promise<string>) {}

  failNext(...failures: YouTubeFailure[]): void {
    this.#failures.push(...failures);
  }

  async accessToken(userId: string) {
    const failure = this.#failures.shift();
    if (failure) throw failure;
    if (this.revoked.has(userId)) {
      throw new YouTubeFailure('reconnect', 'Your YouTube channel needs to be reconnected.');
    }
    return {
      connectionId: await this.connectionIdOf(userId),
      accessToken: `token-${userId}`,
      mode: 'test' as const,
    };
  }
}
