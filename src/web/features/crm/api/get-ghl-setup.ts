import { goHighLevelEndpoints } from '@shared/endpoints/gohighlevel';
import { type GhlFeatureType } from '@shared/gohighlevel';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** What the lead page offers of Go High Level (decision 042): which follow-ups are on. */
export interface GhlSetup {
  locationName: string | null;
  on: (feature: GhlFeatureType) => boolean;
}

/**
 * GET /api/gohighlevel/features (the social page reads it too, under the same key): a feature
 * counts as on when it is enabled and the connection is usable.
 */
export function useGhlSetup() {
  return useQuery({
    queryKey: ['gohighlevel', 'features'] as const,
    queryFn: ({ signal }) => api.call(goHighLevelEndpoints.features, { signal }),
    select: (answer): GhlSetup => {
      const usable = answer.connection?.status === 'connected';
      const enabled = new Set(answer.features.filter((f) => f.enabled).map((f) => f.featureType));
      return {
        locationName: answer.connection?.locationName ?? null,
        on: (feature) => usable && enabled.has(feature),
      };
    },
  });
}
