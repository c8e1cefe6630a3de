import { YOUTUBE_CALLBACK_PATH } from '@shared/social';
import type { Config } from '../../config.js';
import { GoogleYouTube } from './google.js';
import { YouTubeFailure, type YouTubePort } from './port.js';

/**
 * Which YouTube engine this install uses (decision 035): Google's with GOOGLE_CLIENT_ID and
 * GOOGLE_CLIENT_SECRET, else the built-in test-mode channel. Config guarantees the test-mode
 * channel is never chosen while a Google key is set. `available` is false only when
 * YOUTUBE_TEST_MODE=false and there are no keys: connecting is then refused.
 */
export interface YouTubeSetup<TestChannel extends YouTubePort> {
  engine: YouTubePort;
  /** The test-mode channel's own pages (consent, watch); null with Google. */
  testChannel: TestChannel | null;
  available: boolean;
}

/** Where the consent page sends the browser back (registered at Google for the live flow). */
export const youtubeCallbackUrl = (publicUrl: string) => `${publicUrl}${YOUTUBE_CALLBACK_PATH}`;

const UNAVAILABLE = 'YouTube is not set up on this server.';

/** Stands in when YouTube is switched off: every call fails for good, worded for people. */
class UnavailableYouTube implements YouTubePort {
  readonly mode = 'live' as const;
  authorizationUrl(): string {
    throw new YouTubeFailure('final', UNAVAILABLE);
  }
  async exchangeCode(): Promise<never> {
    throw new YouTubeFailure('final', UNAVAILABLE);
  }
  refresh = this.exchangeCode;
  revoke = this.exchangeCode;
  channel = this.exchangeCode;
  startUpload = this.exchangeCode;
  uploadState = this.exchangeCode;
  uploadBytes = this.exchangeCode;
  videoStatus = this.exchangeCode;
  viewCounts = this.exchangeCode;
  setThumbnail = this.exchangeCode;
  updateSchedule = this.exchangeCode;
  deleteVideo = this.exchangeCode;
}

/**
 * The test-mode channel keeps its grants, uploads and videos in tables of its own, so it lives
 * in the social module that owns them; the caller (services.ts) hands in how to build it.
 */
export function createYouTubeSetup<TestChannel extends YouTubePort>(options: {
  config: Pick<Config, 'youtube'>;
  createTestChannel: () => TestChannel;
}): YouTubeSetup<TestChannel> {
  const { config } = options;
  if (config.youtube.google) {
    return { engine: new GoogleYouTube(config.youtube.google), testChannel: null, available: true };
  }
  if (config.youtube.engine === 'off') {
    return { engine: new UnavailableYouTube(), testChannel: null, available: false };
  }
  const testChannel = options.createTestChannel();
  return { engine: testChannel, testChannel, available: true };
}
