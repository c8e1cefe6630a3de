import { postingEndpoints } from '@shared/endpoints/posting';
import { socialEndpoints } from '@shared/endpoints/social';
import { POSTING_MESSAGES, type Post, type PostStatus } from '@shared/posting';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

/**
 * Posting's reads shared by the video studio (job cards, the post dialog) and the social
 * pages: one cache entry each, refreshed by the post live event (post-updates.tsx), so a post
 * made in the studio shows at once on /social-media and the reverse.
 */
export const POSTS_QUERY_KEY = ['posts', 'list'] as const;
export const POSTING_STATS_QUERY_KEY = ['posts', 'stats'] as const;
/** Separate from the posts: reading view counts costs a YouTube call, so it is not refreshed
 * with every change of a post. */
export const POST_VIEWS_QUERY_KEY = ['post-views'] as const;
export const SOCIAL_CONNECTIONS_QUERY_KEY = ['social-connections'] as const;

export const postsQueryOptions = queryOptions({
  queryKey: POSTS_QUERY_KEY,
  queryFn: ({ signal }) => api.call(postingEndpoints.listPosts, { signal }),
});

export const postingStatsQueryOptions = queryOptions({
  queryKey: POSTING_STATS_QUERY_KEY,
  queryFn: ({ signal }) => api.call(postingEndpoints.stats, { signal }),
});

/** GET /api/social/connections (the connections module's): the user's connected platforms. */
export const socialConnectionsQueryOptions = queryOptions({
  queryKey: SOCIAL_CONNECTIONS_QUERY_KEY,
  queryFn: ({ signal }) =>
    api.call(socialEndpoints.connections, { signal, fallbackMessage: POSTING_MESSAGES.loadFailed }),
});

/** The newest post of each video (a job card shows it). Posts come newest first. */
export function latestPostByVideo(posts: readonly Post[]): Map<string, Post> {
  const latest = new Map<string, Post>();
  for (const post of posts) if (!latest.has(post.videoJobId)) latest.set(post.videoJobId, post);
  return latest;
}

/**
 * The post of the video that is on YouTube or on its way (not failed, not cancelled), newest
 * first: the server posts a video again only when asked, and never while one is on its way.
 */
export function livePostOf(posts: readonly Post[], videoId: string): Post | undefined {
  return posts.find(
    (post) =>
      post.videoJobId === videoId && post.status !== 'failed' && post.status !== 'cancelled',
  );
}

export type PostTone = 'secondary' | 'default' | 'success' | 'destructive' | 'warning';

/** How a status looks: waiting grey, working brand, published green, failed red. */
export const POST_STATUS_TONES: Record<PostStatus, PostTone> = {
  queued: 'secondary',
  scheduled: 'warning',
  uploading: 'default',
  processing: 'default',
  published: 'success',
  failed: 'destructive',
  cancelled: 'secondary',
};

/** Waiting for its publish time or the next quota day: the Schedule tab. */
export function isWaitingPost(post: Post): boolean {
  return post.status === 'scheduled';
}

/** "Mar 8, 12:00 AM": a time the way people read it, in their own time zone. */
export function formatPostTime(iso: string, locale?: string): string {
  return new Date(iso).toLocaleString(locale, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** Why a post is waiting, in a sentence. */
export function waitingReason(post: Post, locale?: string): string {
  if (post.notBefore) {
    return `YouTube's daily upload limit was reached: goes out ${formatPostTime(post.notBefore, locale)}`;
  }
  if (post.status === 'scheduled' && post.publishAt) {
    return `Uploaded; YouTube publishes it ${formatPostTime(post.publishAt, locale)}`;
  }
  return 'Waiting for its turn to upload';
}
