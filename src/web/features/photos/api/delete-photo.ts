import { photoEndpoints } from '@shared/endpoints/photos';
import { type PhotoList } from '@shared/photos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { PHOTOS_QUERY_KEY } from '../../../lib/photos';

/** DELETE /api/photos/:id; the photo leaves the cached list as soon as the server agrees. */
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(photoEndpoints.remove, { params: { id } }),
    onSuccess: ({ id }) =>
      queryClient.setQueryData<PhotoList>(PHOTOS_QUERY_KEY, (list) =>
        list ? { ...list, photos: list.photos.filter((photo) => photo.id !== id) } : list,
      ),
  });
}
