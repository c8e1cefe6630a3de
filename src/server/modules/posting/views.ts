import { YouTubeFailure } from '../../providers/youtube/index.js';
import { POST_FAILURES } from './failures.js';
import type { PostingDeps } from './ports.js';

/** videos.list takes at most 50 ids a call (1 quota unit each, from the shared 10,000). */
const VIEWS_PER_CALL = 50;

export interface ViewCounts {
  /** YouTube video id → views (ids YouTube no longer knows are missing). */
  counts: Map<string, number>;
  /** Why views could not be read (reconnect, quota, …); null when they were. */
  unavailable: string | null;
}

/**
 * The views of some of a user's YouTube videos, through that user's connection: real YouTube's
 * statistics with keys, the test channel's local plays in test mode (the same port). The
 * Analytics tab (PostingService.views) and the order reports both read views this way.
 */
export async function readViewCounts(
  deps: Pick<PostingDeps, 'youtube' | 'youtubeAccess'>,
  userId: string,
  videoIds: readonly string[],
): Promise<ViewCounts> {
  const counts = new Map<string, number>();
  const ids = [...new Set(videoIds)];
  if (ids.length === 0) return { counts, unavailable: null };
  try {
    const { accessToken } = await deps.youtubeAccess.accessToken(userId);
    for (let start = 0; start < ids.length; start += VIEWS_PER_CALL) {
      const batch = ids.slice(start, start + VIEWS_PER_CALL);
      for (const [id, views] of await deps.youtube.viewCounts(accessToken, batch)) {
        counts.set(id, views);
      }
    }
    return { counts, unavailable: null };
  } catch (error) {
    if (!(error instanceof YouTubeFailure)) throw error;
    const unavailable = error.kind === 'reconnect' ? POST_FAILURES.reconnect : error.message;
    return { counts: new Map(), unavailable };
  }
}
