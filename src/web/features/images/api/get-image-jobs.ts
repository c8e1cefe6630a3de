import { imageEndpoints } from '@shared/endpoints/images';
import { ACTIVE_IMAGE_JOB_STATUSES } from '@shared/images';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { pollWhileActive } from '../../../lib/image-assets';

export const IMAGE_JOBS_QUERY_KEY = ['images', 'jobs'] as const;

/** GET /api/images: the user's images, newest first, re-read every 5 s while any is active. */
export function useImageJobs() {
  return useQuery({
    queryKey: IMAGE_JOBS_QUERY_KEY,
    queryFn: ({ signal }) => api.call(imageEndpoints.list, { signal }),
    refetchInterval: (query) => pollWhileActive(query.state.data?.jobs, ACTIVE_IMAGE_JOB_STATUSES),
  });
}
