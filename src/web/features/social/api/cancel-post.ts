import { postingEndpoints } from '@shared/endpoints/posting';
import { type PostList } from '@shared/posting';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { POSTING_STATS_QUERY_KEY, POSTS_QUERY_KEY } from '../../../lib/posts';

/** POST /api/posts/:id/cancel: the post leaves the Schedule as soon as the server agrees. */
export function useCancelPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(postingEndpoints.cancel, { params: { id } }),
    onSuccess: (post) => {
      queryClient.setQueryData<PostList>(POSTS_QUERY_KEY, (list) =>
        list ? { posts: list.posts.map((p) => (p.id === post.id ? post : p)) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: POSTING_STATS_QUERY_KEY });
    },
  });
}
