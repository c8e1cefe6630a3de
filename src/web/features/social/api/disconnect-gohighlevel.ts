import { goHighLevelEndpoints } from '@shared/endpoints/gohighlevel';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { GHL_FEATURES_QUERY_KEY } from './get-gohighlevel-features';

/** DELETE /api/gohighlevel/connection: the key is forgotten and every feature turns off. */
export function useDisconnectGoHighLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(goHighLevelEndpoints.disconnect),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GHL_FEATURES_QUERY_KEY }),
  });
}
