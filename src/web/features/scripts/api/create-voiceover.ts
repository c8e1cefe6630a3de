import { voiceoverEndpoints } from '@shared/endpoints/voiceovers';
import { type Voiceover } from '@shared/voiceovers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { afterAssetCreated, upsertNewestFirst } from '../../../lib/image-assets';
import { voiceoversQueryKey } from './get-voiceovers';

export interface CreateVoiceoverInput {
  scriptId: string;
  voiceRowId: string;
}

/**
 * POST /api/scripts/:scriptId/voiceovers: queued and charged. It shows in the script's list at
 * once (which starts that list's polling), and the balance is re-read. A 402 carries the
 * balance and the amount required, for the shortfall wording.
 */
export function useCreateVoiceover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scriptId, voiceRowId }: CreateVoiceoverInput) =>
      api.call(voiceoverEndpoints.create, { params: { scriptId }, body: { voiceRowId } }),
    onSuccess: (voiceover, { scriptId }) => {
      queryClient.setQueryData<{ voiceovers: Voiceover[] }>(
        voiceoversQueryKey(scriptId),
        (list) => ({ voiceovers: upsertNewestFirst(list?.voiceovers, voiceover) }),
      );
      afterAssetCreated(queryClient);
    },
  });
}
