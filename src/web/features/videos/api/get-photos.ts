import { useQuery } from '@tanstack/react-query';
import { photosQueryOptions } from '../../../lib/photos';

/**
 * GET /api/photos for Image to Video's picker: read when the picker opens (and kept, shared
 * with My photos), not on every visit to the studio.
 */
export function useLibraryPhotos(enabled: boolean) {
  return useQuery({ ...photosQueryOptions, enabled });
}
