import { POST_UPDATED_EVENT, POSTING_MESSAGES, type PostUpdatedPayload } from '@shared/posting';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { POST_VIEWS_QUERY_KEY, POSTING_STATS_QUERY_KEY, POSTS_QUERY_KEY } from './posts';
import { useLiveEvent } from './use-live-events';

/** The toast a post's change brings, if any: one per post and outcome, so never twice. */
export function postToast(
  payload: PostUpdatedPayload,
): { id: string; kind: 'success' | 'error'; message: string; description?: string } | undefined {
  if (payload.status === 'published') {
    return {
      id: `post-${payload.id}-published`,
      kind: 'success',
      message: POSTING_MESSAGES.posted,
    };
  }
  if (payload.status === 'failed') {
    return {
      id: `post-${payload.id}-failed`,
      kind: 'error',
      message: POSTING_MESSAGES.postFailed,
      ...(payload.failureReason && { description: payload.failureReason }),
    };
  }
  return undefined;
}

/**
 * Mounted once for the signed-in app: every post change re-reads the posts and the stats
 * (job cards, the social pages), and a post that is published or fails says so in every open
 * tab, wherever the user is ("Posted to YouTube successfully!").
 */
export function PostUpdates(): null {
  const queryClient = useQueryClient();
  const connection = useLiveEvent(POST_UPDATED_EVENT, (payload) => {
    void queryClient.invalidateQueries({ queryKey: POSTS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: POSTING_STATS_QUERY_KEY });
    if (payload.status === 'published') {
      void queryClient.invalidateQueries({ queryKey: POST_VIEWS_QUERY_KEY });
    }
    const shown = postToast(payload);
    if (!shown) return;
    if (shown.kind === 'success') toast.success(shown.message, { id: shown.id });
    else toast.error(shown.message, { id: shown.id, description: shown.description });
  });
  // A stream that (re)opens starts at "now": re-read what may have changed while it was down.
  useEffect(() => {
    if (connection !== 'open') return;
    void queryClient.invalidateQueries({ queryKey: POSTS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: POSTING_STATS_QUERY_KEY });
  }, [connection, queryClient]);
  return null;
}
