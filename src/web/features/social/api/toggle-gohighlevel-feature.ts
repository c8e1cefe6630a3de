import { toggleFeatureResponseSchema, type GhlFeatureType } from '@shared/gohighlevel';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storeFeature } from './get-gohighlevel-features';

/** PATCH /api/gohighlevel/features/:featureType: the card's on/off switch. */
export function useToggleGoHighLevelFeature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ featureType, enabled }: { featureType: GhlFeatureType; enabled: boolean }) =>
      api.patch(
        `/api/gohighlevel/features/${featureType}`,
        { enabled },
        { schema: toggleFeatureResponseSchema },
      ),
    onSuccess: ({ feature }) => storeFeature(queryClient, feature),
  });
}
