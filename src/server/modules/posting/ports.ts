import type { Config } from '../../config.js';
import type { AppTx, Database } from '../../db/client.js';
import type { PostedVideoRow } from './repo.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { SecretBox } from '../../platform/secrets/index.js';
import type { StoragePort } from '../../platform/storage/index.js';
import type { ScriptWriter } from '../../providers/script/index.js';
import type { YouTubePort } from '../../providers/youtube/index.js';
import type { YouTubeAccess } from '../social/index.js';

export type { YouTubeAccess };

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
  /** Google with its keys, else the test-mode channel (services.youtube, decision 035). */
  youtube: YouTubePort;
  /** Fresh access tokens for the user's channel (the social module's token service). */
  youtubeAccess: YouTubeAccess;
  /** Writes the proposed title, description and tags. */
  writer: ScriptWriter;
  /** The clock the quota day and waits are read from (tests move it). */
  now: () => Date;
  /**
   * What other modules do when a post is published, in the transaction that records it (the
   * user's integrations hear `post.published`). Left out by tests of posting alone.
   */
  onPublished?: (tx: AppTx, post: PostedVideoRow) => Promise<unknown>;
}
