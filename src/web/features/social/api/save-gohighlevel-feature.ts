import { goHighLevelEndpoints } from '@shared/endpoints/gohighlevel';
import { type GhlFeatureType, type SaveFeatureBody } from '@shared/gohighlevel';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storeFeature } from './get-gohighlevel-features';

export interface SaveFeatureRequest extends SaveFeatureBody {
  featureType: GhlFeatureType;
}

/**
 * PUT /api/gohighlevel/features/:featureType (upsert). The answer's `signingSecret` (webhook, on
 * the save that made it) is the only time the secret is ever sent: the dialog shows it then.
 */
export function useSaveGoHighLevelFeature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ featureType, ...body }: SaveFeatureRequest) =>
      api.call(goHighLevelEndpoints.saveFeature, { params: { featureType }, body }),
    onSuccess: ({ feature }) => storeFeature(queryClient, feature),
  });
}
