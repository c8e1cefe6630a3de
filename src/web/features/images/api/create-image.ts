import { imageEndpoints } from '@shared/endpoints/images';
import { type CreateImageInput, type ImageJob } from '@shared/images';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { afterAssetCreated, upsertNewestFirst } from '../../../lib/image-assets';
import { IMAGE_JOBS_QUERY_KEY } from './get-image-jobs';

/** POST /api/images (JSON): the job, queued and charged; it shows in "Your Images" at once. */
export function useCreateImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateImageInput) => api.call(imageEndpoints.create, { body }),
    onSuccess: (job) => {
      queryClient.setQueryData<{ jobs: ImageJob[] }>(IMAGE_JOBS_QUERY_KEY, (list) => ({
        jobs: upsertNewestFirst(list?.jobs, job),
      }));
      afterAssetCreated(queryClient);
    },
  });
}
