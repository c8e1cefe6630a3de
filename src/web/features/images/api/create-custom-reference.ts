import { imageEndpoints } from '@shared/endpoints/images';
import { REFERENCE_UPLOAD_FIELD, type CustomReference } from '@shared/images';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { upsertNewestFirst } from '../../../lib/image-assets';
import { CUSTOM_REFERENCES_QUERY_KEY } from './get-custom-references';

export interface CreateReferenceRequest {
  name: string;
  images: readonly File[];
}

/**
 * POST /api/custom-references (multipart): the name first, so a streaming server has it when
 * the photos arrive, then every photo in the field `images`.
 */
export function useCreateCustomReference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, images }: CreateReferenceRequest) => {
      const form = new FormData();
      form.set('name', name);
      for (const image of images) form.append(REFERENCE_UPLOAD_FIELD, image, image.name);
      return api.call(imageEndpoints.createReference, { body: form });
    },
    onSuccess: (reference) =>
      queryClient.setQueryData<{ references: CustomReference[] }>(
        CUSTOM_REFERENCES_QUERY_KEY,
        (list) => ({ references: upsertNewestFirst(list?.references, reference) }),
      ),
  });
}
