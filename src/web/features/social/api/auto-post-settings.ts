import { postingEndpoints } from '@shared/endpoints/posting';
import { POSTING_MESSAGES, type AutoPostSetting, type PostingPlatform } from '@shared/posting';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const AUTO_POST_QUERY_KEY = ['auto-post-settings'] as const;

/** GET /api/auto-post-settings: one setting per platform (defaults where none was saved). */
export function useAutoPostSettings() {
  return useQuery({
    queryKey: AUTO_POST_QUERY_KEY,
    queryFn: ({ signal }) => api.call(postingEndpoints.autoPostSettings, { signal }),
  });
}

/** PUT /api/auto-post-settings (upsert on user and platform). */
export function useUpdateAutoPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { platform: PostingPlatform; enabled: boolean }) =>
      api.call(postingEndpoints.saveAutoPostSetting, {
        body,
        fallbackMessage: POSTING_MESSAGES.autoPostFailed,
      }),
    onSuccess: (saved: AutoPostSetting) =>
      queryClient.setQueryData<{ settings: AutoPostSetting[] }>(AUTO_POST_QUERY_KEY, (list) =>
        list
          ? { settings: list.settings.map((s) => (s.platform === saved.platform ? saved : s)) }
          : list,
      ),
  });
}
