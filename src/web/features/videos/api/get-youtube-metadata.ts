import { POSTING_MESSAGES, youtubeMetadataSchema } from '@shared/posting';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * POST /api/videos/:id/youtube-metadata (generate-youtube-metadata): a proposed title,
 * description and tags. Read once per dialog opening and kept while the dialog lives; a POST
 * because a chat model writes it afresh, but harmless to repeat.
 */
export function useYouTubeMetadata(videoId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['youtube-metadata', videoId],
    queryFn: ({ signal }) =>
      api.post(`/api/videos/${encodeURIComponent(videoId)}/youtube-metadata`, undefined, {
        schema: youtubeMetadataSchema,
        signal,
        fallbackMessage: POSTING_MESSAGES.metadataFailed,
      }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
