import { goHighLevelEndpoints } from '@shared/endpoints/gohighlevel';
import { type GhlFeatureType } from '@shared/gohighlevel';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storeFeature } from './get-gohighlevel-features';

/** PATCH /api/gohighlevel/features/:featureType: the card's on/off switch. */
export function useToggleGoHighLevelFeature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ featureType, enabled }: { featureType: GhlFeatureType; enabled: boolean }) =>
      api.call(goHighLevelEndpoints.toggleFeature, { params: { featureType }, body: { enabled } }),
    onSuccess: ({ feature }) => storeFeature(queryClient, feature),
  });
}
