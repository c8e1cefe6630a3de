import {
  autoPostSettingSchema,
  autoPostSettingsListSchema,
  POSTING_MESSAGES,
  type AutoPostSetting,
  type PostingPlatform,
} from '@shared/posting';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const AUTO_POST_QUERY_KEY = ['auto-post-settings'] as const;

/** GET /api/auto-post-settings: one setting per platform (defaults where none was saved). */
export function useAutoPostSettings() {
  return useQuery({
    queryKey: AUTO_POST_QUERY_KEY,
    queryFn: ({ signal }) =>
      api.get('/api/auto-post-settings', { schema: autoPostSettingsListSchema, signal }),
  });
}

/** PUT /api/auto-post-settings (upsert on user and platform). */
export function useUpdateAutoPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { platform: PostingPlatform; enabled: boolean }) =>
      api.put('/api/auto-post-settings', body, {
        schema: autoPostSettingSchema,
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
