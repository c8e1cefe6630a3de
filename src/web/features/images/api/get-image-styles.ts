import { imageStyleListSchema } from '@shared/images';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/images/styles: the style list, ordered by name. It rarely changes. */
export function useImageStyles() {
  return useQuery({
    queryKey: ['images', 'styles'],
    queryFn: ({ signal }) =>
      api.get('/api/images/styles', { schema: imageStyleListSchema, signal }),
    staleTime: 5 * 60_000,
  });
}
