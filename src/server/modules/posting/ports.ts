import type { ConnectionMode } from '@shared/social';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { SecretBox } from '../../platform/secrets/index.js';
import type { StoragePort } from '../../platform/storage/port.js';
import type { ScriptWriter } from '../../providers/script/port.js';
import { YouTubeFailure, type YouTubePort } from '../../providers/youtube/port.js';

/**
 * A fresh access token for the user's YouTube connection. The social module (branch
 * i18-ytconnect) owns the connection and exports the real one from its index.ts with this
 * shape; it throws YouTubeFailure kind `reconnect` when the grant is gone (the connection then
 * shows reconnect_needed) and `retryable` for network errors and 5xx.
 */
export interface YouTubeAccess {
  accessToken(
    userId: string,
  ): Promise<{ connectionId: string; accessToken: string; mode: ConnectionMode }>;
}

/** What posting needs of the job queue: enqueue, inside the caller's transaction if asked. */
export type PostingQueue = Pick<JobQueue, 'enqueue'>;

/** Everything the posting module's routes, job and auto-post hook are built from. */
export interface PostingDeps {
  config: Pick<Config, 'posting'>;
  database: Database;
  storage: StoragePort;
  /** Seals the upload session URI (it authorizes uploads into the user's channel). */
  secrets: SecretBox;
  queue: PostingQueue;
  youtube: YouTubePort;
  youtubeAccess: YouTubeAccess;
  /** Writes the proposed title, description and tags. */
  writer: ScriptWriter;
  /** The clock the quota day and waits are read from (tests move it). */
  now: () => Date;
}

const UNAVAILABLE = 'YouTube posting is not set up on this server yet.';

function unavailable(): never {
  throw new YouTubeFailure('final', UNAVAILABLE);
}

/**
 * Stand-ins until `services.youtube` and the social module's YouTubeAccess are merged (branch
 * i18-ytconnect): every call fails with a final, worded failure, so a post fails with a
 * sentence instead of a server error. The merge wires the real ones in app.ts and
 * modules/jobs.ts and removes these.
 */
export const unavailableYouTube: YouTubePort = {
  mode: 'test',
  authorizationUrl: unavailable,
  exchangeCode: unavailable,
  refresh: unavailable,
  revoke: unavailable,
  channel: unavailable,
  startUpload: unavailable,
  uploadState: unavailable,
  uploadBytes: unavailable,
  videoStatus: unavailable,
  viewCounts: unavailable,
};

export const unavailableYouTubeAccess: YouTubeAccess = { accessToken: unavailable };
