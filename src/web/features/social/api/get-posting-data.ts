import { postingEndpoints } from '@shared/endpoints/posting';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import {
  POST_VIEWS_QUERY_KEY,
  postingStatsQueryOptions,
  postsQueryOptions,
  socialConnectionsQueryOptions,
} from '../../../lib/posts';

/** GET /api/posts/stats (get_user_posting_stats); refreshed by the post live event. */
export const usePostingStats = () => useQuery(postingStatsQueryOptions);

/** GET /api/posts: every post, newest first. */
export const usePosts = () => useQuery(postsQueryOptions);

/** GET /api/social/connections: the connected platforms (the connections module's route). */
export const useSocialConnections = () => useQuery(socialConnectionsQueryOptions);

/**
 * GET /api/posts/views: view counts from YouTube (one videos.list call), read while the
 * Analytics tab is open and again when a post is published.
 */
export function usePostViews(enabled: boolean) {
  return useQuery({
    queryKey: POST_VIEWS_QUERY_KEY,
    queryFn: ({ signal }) => api.call(postingEndpoints.views, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
