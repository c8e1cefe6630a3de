import { photoEndpoints } from '@shared/endpoints/photos';
import { PHOTO_UPLOAD_FIELD, type Photo } from '@shared/photos';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api } from '../../../lib/api';
import { PHOTOS_QUERY_KEY } from '../../../lib/photos';
import { uploadInBatches, type BatchUploadOutcome } from '../lib/photo-files';

/** POST /api/photos (multipart): every file in the repeated field `files`, all or nothing. */
export async function uploadPhotos(files: readonly File[]): Promise<Photo[]> {
  const form = new FormData();
  for (const file of files) form.append(PHOTO_UPLOAD_FIELD, file, file.name);
  const answer = await api.call(photoEndpoints.create, { body: form });
  return answer.photos;
}

/**
 * Uploads a choice of photos in groups the server takes (`batchSize` a request), one request
 * at a time, then reads the list again so the grid shows them in the library's order.
 */
export function useUploadPhotos() {
  const queryClient = useQueryClient();
  const [isUploading, setUploading] = useState(false);
  const upload = useCallback(
    async (files: readonly File[], batchSize: number): Promise<BatchUploadOutcome<Photo>> => {
      setUploading(true);
      try {
        return await uploadInBatches(files, batchSize, uploadPhotos);
      } finally {
        setUploading(false);
        void queryClient.invalidateQueries({ queryKey: PHOTOS_QUERY_KEY });
      }
    },
    [queryClient],
  );
  return { upload, isUploading };
}
