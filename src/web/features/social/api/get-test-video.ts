import { testVideoSchema, testVideoViewsSchema } from '@shared/youtube-test';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const videoPath = (id: string) => `/api/youtube-test/videos/${encodeURIComponent(id)}`;

/** GET /api/youtube-test/videos/:id: a test-mode video as its watch page shows it. */
export function useTestVideo(id: string) {
  return useQuery({
    queryKey: ['social', 'test-video', id],
    queryFn: ({ signal }) =>
      api.get(videoPath(id), {
        schema: testVideoSchema,
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
  return api.post(`${videoPath(id)}/views`, undefined, { schema: testVideoViewsSchema });
}
