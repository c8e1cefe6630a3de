import { photoEndpoints } from '@shared/endpoints/photos';
import {
  PHOTO_UPLOAD_FIELD,
  type Photo,
  type PhotoDuplicate,
  type PhotoUploadResponse,
} from '@shared/photos';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api } from '../../../lib/api';
import { PHOTOS_QUERY_KEY } from '../../../lib/photos';
import { uploadInBatches, type BatchUploadOutcome } from '../lib/photo-files';

/**
 * POST /api/photos (multipart): every file in the repeated field `files`, all or nothing; the
 * answer names the files the library already held (not stored again).
 */
export function uploadPhotos(files: readonly File[]): Promise<PhotoUploadResponse> {
  const form = new FormData();
  for (const file of files) form.append(PHOTO_UPLOAD_FIELD, file, file.name);
  return api.call(photoEndpoints.create, { body: form });
}

export interface PhotoUploadOutcome extends BatchUploadOutcome<Photo> {
  /** Files of the sent groups that the library already held. */
  duplicates: PhotoDuplicate[];
}

/**
 * Uploads a choice of photos in groups the server takes (`batchSize` a request), one request
 * at a time, then reads the list again so the grid shows them in the library's order.
 */
export function useUploadPhotos() {
  const queryClient = useQueryClient();
  const [isUploading, setUploading] = useState(false);
  const upload = useCallback(
    async (files: readonly File[], batchSize: number): Promise<PhotoUploadOutcome> => {
      setUploading(true);
      const duplicates: PhotoDuplicate[] = [];
      try {
        const outcome = await uploadInBatches(files, batchSize, async (batch) => {
          const answer = await uploadPhotos(batch);
          duplicates.push(...answer.duplicates);
          return answer.photos;
        });
        return { ...outcome, duplicates };
      } finally {
        setUploading(false);
        void queryClient.invalidateQueries({ queryKey: PHOTOS_QUERY_KEY });
      }
    },
    [queryClient],
  );
  return { upload, isUploading };
}
