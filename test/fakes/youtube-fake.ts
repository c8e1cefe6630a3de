import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RequestLog, parseJsonBody, sendJson } from './fake-http.js';
import { FakeVideoEdits } from './youtube-fake-edits.js';
import { FAKE_CLIENT, FakeGoogleOAuth } from './youtube-fake-oauth.js';
import {
  handleSessionPut,
  newSession,
  startProblem,
  type FakeUploadSession,
} from './youtube-fake-uploads.js';

/**
 * A local stand-in for Google's OAuth endpoints and YouTube Data API v3 (vendors.md section 6,
 * with its Additions), on one origin. It checks what it receives — client credentials, form
 * fields, the PKCE verifier against the challenge, bearer tokens, the video resource,
 * Content-Range arithmetic — recording each breach in `violations` and answering it with
 * Google's error shape, and it can simulate what the adapter must survive: an empty refresh
 * token, invalid_grant, 5xx, quotaExceeded, a dropped upload, an expired session, processing,
 * a rejected duplicate.
 */

export type YouTubeStep =
  | 'authorize'
  | 'token'
  | 'revoke'
  | 'channels'
  | 'start'
  | 'upload'
  | 'videos'
  | 'thumbnail'
  | 'update'
  | 'delete';
/** A status (500, 503, 429…) or a named Google error for the next request of a step. */
export type InjectedAnswer = number | 'invalid_grant' | 'quotaExceeded' | 'uploadLimitExceeded';

export interface YouTubeFakeRequest {
  step: YouTubeStep | 'unknown';
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form?: URLSearchParams;
}

export class YouTubeFake {
  readonly requests = new RequestLog<YouTubeFakeRequest>();
  readonly violations: string[] = [];
  /** Google's consent, token and revoke endpoints (consent, refreshTokenOnRefresh, revoked). */
  readonly oauth = new FakeGoogleOAuth(this.violations, (response, message) =>
    this.#violation(response, message),
  );
  /** null: the Google account has no channel. */
  channel: { id: string; title: string } | null = {
    id: 'UCfakeChannel0000000000',
    title: 'Fake Channel',
  };
  /** videos.list answers "uploaded" this many times before "processed". */
  processingPolls = 1;
  /** What processing ends in: processed, or rejected as a duplicate. */
  processingOutcome: 'processed' | 'duplicate' = 'processed';
  viewCount = 42;
  readonly sessions = new Map<string, FakeUploadSession>();
  readonly uploaded = new Map<string, Buffer>();
  /** Thumbnails, status updates and deletions of uploaded videos. */
  readonly edits = new FakeVideoEdits((response, message) => this.#violation(response, message));
  #dropAfter: number | null = null;
  readonly #polls = new Map<string, number>();
  readonly #failures = new Map<YouTubeStep, InjectedAnswer[]>();
  #server!: http.Server;
  origin = '';

  static async start(): Promise<YouTubeFake> {
    const fake = new YouTubeFake();
    fake.#server = http.createServer((request, response) => fake.#handle(request, response));
    await new Promise<void>((resolve) => fake.#server.listen(0, '127.0.0.1', resolve));
    fake.origin = `http://127.0.0.1:${(fake.#server.address() as AddressInfo).port}`;
    return fake;
  }

  /** The adapter's settings (config.youtube.google) pointing at this fake. */
  get settings() {
    return {
      ...FAKE_CLIENT,
      authorizeUrl: `${this.origin}/o/oauth2/v2/auth`,
      oauthBaseUrl: this.origin,
      apiBaseUrl: `${this.origin}/youtube/v3`,
      uploadBaseUrl: `${this.origin}/upload/youtube/v3`,
    };
  }

  /** The same, as environment variables for createTestApp. */
  get env(): Record<string, string> {
    const s = this.settings;
    return {
      GOOGLE_CLIENT_ID: s.clientId,
      GOOGLE_CLIENT_SECRET: s.clientSecret,
      YOUTUBE_AUTHORIZE_URL: s.authorizeUrl,
      YOUTUBE_OAUTH_BASE_URL: s.oauthBaseUrl,
      YOUTUBE_API_BASE_URL: s.apiBaseUrl,
      YOUTUBE_UPLOAD_BASE_URL: s.uploadBaseUrl,
    };
  }

  failNext(step: YouTubeStep, ...answers: InjectedAnswer[]): void {
    this.#failures.set(step, [...(this.#failures.get(step) ?? []), ...answers]);
  }

  /** The next byte PUT loses its connection after this many of its bytes arrived. */
  dropNextUploadAfter(bytes: number): void {
    this.#dropAfter = bytes;
  }

  expireSessions(): void {
    for (const session of this.sessions.values()) session.expired = true;
  }

  /** Every access token issued so far stops working (401), as after an hour. */
  expireAccessTokens(): void {
    this.oauth.accessTokens.clear();
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.#server.closeAllConnections();
      this.#server.close(() => resolve());
    });
  }

  #violation(response: http.ServerResponse, message: string, status = 400): void {
    this.violations.push(message);
    sendJson(response, status, {
      error: { code: status, message, errors: [{ reason: 'badRequest' }] },
    });
  }

  #handle(request: http.IncomingMessage, response: http.ServerResponse): void {
    const url = new URL(request.url ?? '/', this.origin);
    const method = request.method ?? '';
    const step = stepOf(method, url.pathname);
    if (step === 'upload') {
      this.requests.add({ step, method, path: url.pathname, headers: request.headers });
      if (this.#inject(step, response)) return void request.resume();
      const session = this.sessions.get(url.searchParams.get('upload_id') ?? '');
      const rules = {
        dropAfter: this.#dropAfter,
        violation: (res: http.ServerResponse, message: string) =>
          this.#violation(res, `upload: ${message}`),
        // Session URIs are authorised by their upload id, not a bearer token.
        completed: (done: FakeUploadSession) => {
          this.uploaded.set(done.videoId!, Buffer.concat(done.received));
          const status = done.metadata.status as Record<string, unknown> | undefined;
          this.edits.uploaded(done.videoId!, status ?? {});
        },
      };
      handleSessionPut(request, response, session, rules);
      this.#dropAfter = rules.dropAfter;
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const isForm = request.headers['content-type'] === 'application/x-www-form-urlencoded';
      const form = isForm ? new URLSearchParams(body.toString('utf8')) : undefined;
      this.requests.add({
        step,
        method,
        path: url.pathname,
        headers: request.headers,
        ...(form && { form }),
      });
      if (step === 'unknown')
        return this.#violation(response, `Unexpected ${method} ${url.pathname}`, 404);
      if (this.#inject(step, response)) return;
      if (step === 'authorize') return this.oauth.authorize(response, url.searchParams);
      if (step === 'token' || step === 'revoke') {
        if (!form) return this.#violation(response, `${step}: must be a form post`);
        return step === 'token'
          ? this.oauth.token(response, form)
          : this.oauth.revoke(response, form, url);
      }
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!bearer || !this.oauth.accessTokens.has(bearer)) {
        return sendJson(response, 401, {
          error: {
            code: 401,
            message: 'Request had invalid authentication credentials.',
            errors: [{ reason: 'authError', domain: 'global' }],
            status: 'UNAUTHENTICATED',
          },
        });
      }
      if (step === 'channels') return this.#channels(response, url.searchParams);
      if (step === 'videos') return this.#videos(response, url.searchParams);
      const contentType = String(request.headers['content-type'] ?? '');
      if (step === 'thumbnail') {
        return this.edits.thumbnail(response, url.searchParams, contentType, body);
      }
      if (step === 'update') {
        return this.edits.update(response, url.searchParams, parseJsonBody(body));
      }
      if (step === 'delete') return this.edits.remove(response, url.searchParams);
      return this.#start(request, response, url.searchParams, parseJsonBody(body));
    });
  }

  #inject(step: YouTubeStep, response: http.ServerResponse): boolean {
    const answer = this.#failures.get(step)?.shift();
    if (answer === undefined) return false;
    if (answer === 'invalid_grant') {
      sendJson(response, 400, {
        error: 'invalid_grant',
        error_description: 'Token has been expired or revoked.',
      });
    } else if (typeof answer === 'string') {
      sendJson(response, 403, {
        error: {
          code: 403,
          message: `Injected ${answer}`,
          errors: [{ domain: 'youtube.quota', reason: answer }],
        },
      });
    } else {
      response.setHeader('retry-after', '7');
      sendJson(response, answer, {
        error: {
          code: answer,
          message: `Injected ${answer}`,
          errors: [{ reason: 'backendError' }],
        },
      });
    }
    return true;
  }

  #channels(response: http.ServerResponse, query: URLSearchParams): void {
    if (query.get('part') !== 'snippet' || query.get('mine') !== 'true')
      return this.#violation(response, 'channels: expected part=snippet&mine=true');
    const items = this.channel
      ? [
          {
            kind: 'youtube#channel',
            id: this.channel.id,
            snippet: { title: this.channel.title, customUrl: '@fake' },
          },
        ]
      : [];
    sendJson(response, 200, { kind: 'youtube#channelListResponse', items });
  }

  #start(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    query: URLSearchParams,
    json: unknown,
  ): void {
    if (query.get('uploadType') !== 'resumable' || query.get('part') !== 'snippet,status') {
      return this.#violation(response, 'start: expected uploadType=resumable&part=snippet,status');
    }
    const problem = startProblem(request.headers, json);
    if (problem) return this.#violation(response, `start: ${problem}`);
    const session = newSession(
      Number(request.headers['x-upload-content-length']),
      json as Record<string, unknown>,
    );
    this.sessions.set(session.id, session);
    const location = `${this.origin}/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status&upload_id=${session.id}`;
    response.writeHead(200, { location, 'content-length': '0' }).end();
  }

  #videos(response: http.ServerResponse, query: URLSearchParams): void {
    const ids = (query.get('id') ?? '').split(',').filter(Boolean);
    const part = query.get('part');
    if (ids.length === 0 || ids.length > 50)
      return this.#violation(response, 'videos: 1 to 50 ids');
    const known = ids.filter((id) => this.uploaded.has(id) && !this.edits.deleted.has(id));
    if (part === 'statistics') {
      const items = known.map((id) => ({ id, statistics: { viewCount: String(this.viewCount) } }));
      return sendJson(response, 200, { items });
    }
    if (part === 'status') return sendJson(response, 200, { items: this.edits.list(ids) });
    if (part !== 'status,processingDetails')
      return this.#violation(response, `videos: part ${part}`);
    const items = known.map((id) => {
      const polls = (this.#polls.get(id) ?? 0) + 1;
      this.#polls.set(id, polls);
      const done = polls > this.processingPolls;
      const rejected = done && this.processingOutcome === 'duplicate';
      return {
        id,
        status: {
          uploadStatus: !done ? 'uploaded' : rejected ? 'rejected' : 'processed',
          privacyStatus: 'private',
          ...(rejected && { rejectionReason: 'duplicate' }),
        },
        processingDetails: {
          processingStatus: done ? (rejected ? 'failed' : 'succeeded') : 'processing',
        },
      };
    });
    sendJson(response, 200, { items });
  }
}

function stepOf(method: string, path: string): YouTubeStep | 'unknown' {
  if (method === 'GET' && path === '/o/oauth2/v2/auth') return 'authorize';
  if (method === 'POST' && path === '/token') return 'token';
  if (method === 'POST' && path === '/revoke') return 'revoke';
  if (method === 'GET' && path === '/youtube/v3/channels') return 'channels';
  if (method === 'GET' && path === '/youtube/v3/videos') return 'videos';
  if (method === 'POST' && path === '/upload/youtube/v3/videos') return 'start';
  if (method === 'PUT' && path === '/upload/youtube/v3/videos') return 'upload';
  if (method === 'POST' && path === '/upload/youtube/v3/thumbnails/set') return 'thumbnail';
  if (method === 'PUT' && path === '/youtube/v3/videos') return 'update';
  if (method === 'DELETE' && path === '/youtube/v3/videos') return 'delete';
  return 'unknown';
}
export { FAKE_CLIENT } from './youtube-fake-oauth.js';

/** Follows a consent URL as a browser would (the fake answers at once); the callback's query. */
export async function followConsent(authorizationUrl: string): Promise<URLSearchParams> {
  const response = await fetch(authorizationUrl, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) {
    throw new Error(`consent answered ${response.status} ${await response.text()}`);
  }
  return new URL(location).searchParams;
}
