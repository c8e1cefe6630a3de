import { goHighLevelEndpoints } from '@shared/endpoints/gohighlevel';
import { type ConnectBody } from '@shared/gohighlevel';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { GHL_FEATURES_QUERY_KEY } from './get-gohighlevel-features';

/** POST /api/gohighlevel/connect: answers the location's name; the card then reloads. */
export function useConnectGoHighLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConnectBody) => api.call(goHighLevelEndpoints.connect, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GHL_FEATURES_QUERY_KEY }),
  });
}
