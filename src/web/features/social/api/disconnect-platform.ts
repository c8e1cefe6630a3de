import { socialEndpoints } from '@shared/endpoints/social';
import { type ConnectablePlatform, type SocialConnectionsResponse } from '@shared/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SOCIAL_TOASTS } from '../lib/messages';
import { SOCIAL_CONNECTIONS_QUERY_KEY } from './get-connections';

/** DELETE /api/social/connections/:platform; the card leaves the cached list once it is gone. */
export function useDisconnectPlatform() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (platform: ConnectablePlatform) =>
      api.call(socialEndpoints.disconnect, {
        params: { platform },
        fallbackMessage: SOCIAL_TOASTS.disconnectFailed,
      }),
    onSuccess: (_answer, platform) =>
      queryClient.setQueryData<SocialConnectionsResponse>(SOCIAL_CONNECTIONS_QUERY_KEY, (data) =>
        data
          ? { ...data, connections: data.connections.filter((c) => c.platform !== platform) }
          : data,
      ),
  });
}
