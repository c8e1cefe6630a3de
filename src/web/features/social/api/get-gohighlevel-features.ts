import { goHighLevelEndpoints } from '@shared/endpoints/gohighlevel';
import { type GhlFeature, type GhlFeaturesResponse } from '@shared/gohighlevel';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const GHL_FEATURES_QUERY_KEY = ['gohighlevel', 'features'] as const;

export const ghlFeaturesQueryOptions = queryOptions({
  queryKey: GHL_FEATURES_QUERY_KEY,
  queryFn: ({ signal }) => api.call(goHighLevelEndpoints.features, { signal }),
});

/** GET /api/gohighlevel/features: the connected location (or null) and the five features. */
export function useGoHighLevelFeatures() {
  return useQuery(ghlFeaturesQueryOptions);
}

/** Puts one feature as the server answered it into the cached list. */
export function storeFeature(queryClient: QueryClient, feature: GhlFeature): void {
  queryClient.setQueryData<GhlFeaturesResponse>(GHL_FEATURES_QUERY_KEY, (cached) =>
    cached
      ? {
          ...cached,
          features: cached.features.map((current) =>
            current.featureType === feature.featureType ? feature : current,
          ),
        }
      : cached,
  );
}
