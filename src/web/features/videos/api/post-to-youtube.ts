import { postingEndpoints } from '@shared/endpoints/posting';
import { type PostList, type PostToYouTubeInput } from '@shared/posting';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { POSTING_STATS_QUERY_KEY, POSTS_QUERY_KEY } from '../../../lib/posts';

/** POST /api/videos/:id/post-to-youtube: queues the post; the card shows it at once. */
export function usePostToYouTube(videoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostToYouTubeInput) =>
      api.call(postingEndpoints.postToYoutube, { params: { id: videoId }, body }),
    onSuccess: (post) => {
      queryClient.setQueryData<PostList>(POSTS_QUERY_KEY, (list) =>
        list ? { posts: [post, ...list.posts.filter((p) => p.id !== post.id)] } : list,
      );
      void queryClient.invalidateQueries({ queryKey: POSTING_STATS_QUERY_KEY });
    },
  });
}
