import { youTubeTestEndpoints } from '@shared/endpoints/youtube-test';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/youtube-test/videos/:id: a test-mode video as its watch page shows it. */
export function useTestVideo(id: string) {
  return useQuery({
    queryKey: ['social', 'test-video', id],
    queryFn: ({ signal }) =>
      api.call(youTubeTestEndpoints.video, {
        params: { id },
        fallbackMessage: 'Could not load this video',
        signal,
      }),
    // The signed link inside lasts an hour; a long-open tab refetches before it runs out.
    staleTime: 30 * 60_000,
    retry: false,
  });
}

/** POST …/views: one play, counted once per page view. Its answer is the new count. */
export function countTestVideoPlay(id: string) {
  return api.call(youTubeTestEndpoints.countView, { params: { id } });
}
