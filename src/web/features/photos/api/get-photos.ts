import { useQuery } from '@tanstack/react-query';
import { photosQueryOptions } from '../../../lib/photos';

/** GET /api/photos: the user's photos, newest first, and the library's limits. */
export function usePhotos() {
  return useQuery(photosQueryOptions);
}
