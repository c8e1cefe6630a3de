import { postingEndpoints } from '@shared/endpoints/posting';
import { type PostList } from '@shared/posting';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { POSTS_QUERY_KEY } from '../../../lib/posts';

/** PATCH /api/posts/:id/schedule: the post's new publish time (on YouTube too once uploaded). */
export function useMovePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; publishAt: string }) =>
      api.call(postingEndpoints.move, {
        params: { id: input.id },
        body: { publishAt: input.publishAt },
      }),
    onSuccess: (post) => {
      queryClient.setQueryData<PostList>(POSTS_QUERY_KEY, (list) =>
        list ? { posts: list.posts.map((p) => (p.id === post.id ? post : p)) } : list,
      );
    },
  });
}
