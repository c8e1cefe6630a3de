import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { DomainEvents } from '../../platform/events/index.js';
import type { JobSender } from '../../platform/jobs/index.js';
import type { postUploadJob } from './job-declarations.js';
import type { SecretBox } from '../../platform/secrets/index.js';
import type { StoragePort } from '../../platform/storage/index.js';
import type { ScriptWriter } from '../../providers/script/index.js';
import type { YouTubePort } from '../../providers/youtube/index.js';
import type { YouTubeAccess } from '../social/index.js';

export type { YouTubeAccess };

/** What posting needs of the job queue: enqueue, inside the caller's transaction if asked. */
export type PostingQueue = Pick<JobSender<typeof postUploadJob>, 'enqueue'>;

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
   * Where `post.published` is published, in the transaction that records it (the user's
   * integrations hear of it). Left out by tests of posting alone.
   */
  events?: DomainEvents;
}
