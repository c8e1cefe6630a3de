import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { StoragePort } from '../../platform/storage/index.js';
import {
  createYouTubeSetup,
  youtubeCallbackUrl,
  type YouTubePort,
} from '../../providers/youtube/index.js';
import { TestModeYouTube } from './test-channel.js';

/** The process's YouTube: the engine every module calls, and the test channel's own pages. */
export interface YouTubeEngines {
  /** Google with GOOGLE_CLIENT_ID/SECRET, else the test-mode channel (decision 035). */
  youtube: YouTubePort;
  /** The test-mode channel's consent and watch pages; null with Google or when switched off. */
  youtubeTestChannel: TestModeYouTube | null;
}

/**
 * Chooses the YouTube engine (providers/youtube decides Google, test mode or off). The
 * test-mode channel keeps its grants, uploads and videos in this module's tables, so it is
 * built here, with the module context (modules/index.ts), once per process.
 */
export function createYouTubeEngines(deps: {
  config: Pick<Config, 'youtube' | 'appSecret' | 'publicUrl'>;
  database: Database;
  storage: StoragePort;
}): YouTubeEngines {
  const { config, database, storage } = deps;
  const setup = createYouTubeSetup({
    config,
    createTestChannel: () =>
      new TestModeYouTube({
        database,
        storage,
        appSecret: config.appSecret,
        publicUrl: config.publicUrl,
        redirectUris: [youtubeCallbackUrl(config.publicUrl)],
      }),
  });
  return { youtube: setup.engine, youtubeTestChannel: setup.testChannel };
}
