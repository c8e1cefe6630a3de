import { socialEndpoints } from '@shared/endpoints/social';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SOCIAL_TOASTS } from '../lib/messages';

export const SOCIAL_CONNECTIONS_QUERY_KEY = ['social', 'connections'] as const;

/**
 * GET /api/social/connections: the signed-in user's connections (never a token) and what
 * Connect reaches (`youtubeMode`: live, test, or null when YouTube is switched off).
 */
export function useSocialConnections() {
  return useQuery({
    queryKey: SOCIAL_CONNECTIONS_QUERY_KEY,
    queryFn: ({ signal }) =>
      api.call(socialEndpoints.connections, { fallbackMessage: SOCIAL_TOASTS.loadFailed, signal }),
  });
}
