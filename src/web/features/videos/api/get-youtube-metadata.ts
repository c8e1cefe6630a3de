import { postingEndpoints } from '@shared/endpoints/posting';
import { POSTING_MESSAGES } from '@shared/posting';
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
      api.call(postingEndpoints.youtubeMetadata, {
        params: { id: videoId },
        signal,
        fallbackMessage: POSTING_MESSAGES.metadataFailed,
      }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
