import { voiceoverEndpoints } from '@shared/endpoints/voiceovers';
import { type VoiceoverDetail } from '@shared/voiceovers';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/voiceovers/:id: one of the user's voiceovers, in any status, with its script's title. */
export function fetchVoiceover(id: string, signal?: AbortSignal): Promise<VoiceoverDetail> {
  return api.call(voiceoverEndpoints.get, { params: { id }, signal });
}

/**
 * The voiceover "Make podcast clip" opened the studio with; nothing while `id` is null. Always
 * read afresh and not kept: one seen processing a moment ago may be ready now.
 */
export function useVoiceover(id: string | null) {
  return useQuery({
    queryKey: ['voiceover', id],
    queryFn: id === null ? skipToken : ({ signal }) => fetchVoiceover(id, signal),
    staleTime: 0,
    gcTime: 0,
  });
}
