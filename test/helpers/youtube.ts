import { Readable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { YouTubePort, YouTubeVideoMetadata } from '../../src/server/providers/youtube/port.js';

/**
 * The YouTube connection flow as a browser drives it, through the real endpoints: connect
 * (the consent URL), the consent page's answer (test mode), the callback.
 */

/** Who drives the flow: a signed-up account, or a header-session user (`TEST_USER_HEADER`). */
export interface Caller {
  headers: Record<string, string>;
}

export interface ConsentLink {
  url: URL;
  state: string;
  codeChallenge: string;
  redirectUri: string;
}

export async function startConnect(app: FastifyInstance, account: Caller): Promise<ConsentLink> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/social/youtube/connect',
    headers: account.headers,
  });
  if (response.statusCode !== 200)
    throw new Error(`connect: ${response.statusCode} ${response.body}`);
  const url = new URL(response.json<{ authUrl: string }>().authUrl);
  return {
    url,
    state: url.searchParams.get('state') ?? '',
    codeChallenge: url.searchParams.get('code_challenge') ?? '',
    redirectUri: url.searchParams.get('redirect_uri') ?? '',
  };
}

/** The test-mode consent page's Allow or Deny; the URL the browser is sent to. */
export async function answerConsent(
  app: FastifyInstance,
  account: Caller,
  link: ConsentLink,
  decision: 'allow' | 'deny' = 'allow',
): Promise<URL> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/youtube-test/consent',
    headers: account.headers,
    payload: {
      state: link.state,
      codeChallenge: link.codeChallenge,
      redirectUri: link.redirectUri,
      decision,
    },
  });
  if (response.statusCode !== 200)
    throw new Error(`consent: ${response.statusCode} ${response.body}`);
  return new URL(response.json<{ redirectUrl: string }>().redirectUrl);
}

/** Follows the callback URL as `account`; the redirect it answers. */
export async function followCallback(
  app: FastifyInstance,
  account: Caller | null,
  callback: URL,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: account ? account.headers : {},
  });
}

/** Where a callback sent the browser: `connected=youtube` or `error=…`. */
export function landedOn(response: LightMyRequestResponse): URLSearchParams {
  if (response.statusCode !== 302)
    throw new Error(`callback: ${response.statusCode} ${response.body}`);
  const location = new URL(String(response.headers.location), 'http://app.test');
  if (location.pathname !== '/social-connections')
    throw new Error(`landed on ${location.pathname}`);
  return location.searchParams;
}

/** Connect → Allow → callback, in test mode; throws unless it lands with connected=youtube. */
export async function connectTestChannel(app: FastifyInstance, account: Caller) {
  const link = await startConnect(app, account);
  const callback = await answerConsent(app, account, link);
  const landed = landedOn(await followCallback(app, account, callback));
  if (landed.get('connected') !== 'youtube') throw new Error(`not connected: ${landed}`);
}

export const TEST_METADATA: YouTubeVideoMetadata = {
  title: 'Fresh bread at dawn',
  description: 'A morning at the bakery.',
  tags: ['bakery'],
  categoryId: '22',
  privacyStatus: 'unlisted',
  selfDeclaredMadeForKids: false,
  containsSyntheticMedia: true,
};

/** Uploads `bytes` in one go through a YouTube port; the new video's id. */
export async function uploadVideo(
  youtube: YouTubePort,
  accessToken: string,
  bytes: Buffer,
  metadata: YouTubeVideoMetadata = TEST_METADATA,
): Promise<string> {
  const { sessionUri } = await youtube.startUpload(accessToken, metadata, bytes.length);
  const state = await youtube.uploadBytes(
    sessionUri,
    Readable.from([bytes]),
    0,
    bytes.length,
    new AbortController().signal,
  );
  if (state.kind !== 'complete') throw new Error(`upload ended ${JSON.stringify(state)}`);
  return state.videoId;
}
