import { imageEndpoints } from '@shared/endpoints/images';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/images/styles: the style list, ordered by name. It rarely changes. */
export function useImageStyles() {
  return useQuery({
    queryKey: ['images', 'styles'],
    queryFn: ({ signal }) => api.call(imageEndpoints.styles, { signal }),
    staleTime: 5 * 60_000,
  });
}
