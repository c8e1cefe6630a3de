import { imageEndpoints } from '@shared/endpoints/images';
import { ACTIVE_REFERENCE_STATUSES } from '@shared/images';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { pollWhileActive } from '../../../lib/image-assets';

export const CUSTOM_REFERENCES_QUERY_KEY = ['images', 'references'] as const;

/** GET /api/custom-references: the user's characters, newest first, polled while any is building. */
export function useCustomReferences() {
  return useQuery({
    queryKey: CUSTOM_REFERENCES_QUERY_KEY,
    queryFn: ({ signal }) => api.call(imageEndpoints.listReferences, { signal }),
    refetchInterval: (query) =>
      pollWhileActive(query.state.data?.references, ACTIVE_REFERENCE_STATUSES),
  });
}
