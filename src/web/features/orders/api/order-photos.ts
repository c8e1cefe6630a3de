import { orderPhotoEndpoints } from '@shared/endpoints/orders';
import { ORDER_PHOTO_UPLOAD_FIELD, type OrderDetail } from '@shared/order-photos';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { PHOTOS_QUERY_KEY } from '../../../lib/photos';

/** GET /api/orders/:id: the order with its photos (signed links: read again within the hour). */
export const orderDetailKey = (orderId: string) => ['orders', orderId, 'detail'] as const;
export const orderDetailQuery = (orderId: string) =>
  queryOptions({
    queryKey: orderDetailKey(orderId),
    queryFn: ({ signal }) =>
      api.call(orderPhotoEndpoints.detail, { params: { id: orderId }, signal }),
    staleTime: 60_000,
    refetchInterval: 30 * 60_000,
  });

/** The order page's photo changes; each answers the order as it is now. */
export function useOrderPhotoActions(orderId: string) {
  const queryClient = useQueryClient();
  const params = { id: orderId };
  const settle = (detail: OrderDetail) => {
    queryClient.setQueryData(orderDetailKey(orderId), detail);
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
  };
  return {
    fromLibrary: useMutation({
      mutationFn: (photoIds: string[]) =>
        api.call(orderPhotoEndpoints.fromLibrary, { params, body: { photoIds } }),
      onSuccess: settle,
    }),
    upload: useMutation({
      mutationFn: (files: readonly File[]) => {
        const form = new FormData();
        for (const file of files) form.append(ORDER_PHOTO_UPLOAD_FIELD, file, file.name);
        return api.call(orderPhotoEndpoints.upload, { params, body: form });
      },
      onSuccess: (detail) => {
        settle(detail);
        // Uploads go into My photos too.
        void queryClient.invalidateQueries({ queryKey: PHOTOS_QUERY_KEY });
      },
    }),
    remove: useMutation({
      mutationFn: (photoId: string) =>
        api.call(orderPhotoEndpoints.removePhoto, { params: { id: orderId, photoId } }),
      onSuccess: settle,
    }),
    start: useMutation({
      mutationFn: () => api.call(orderPhotoEndpoints.start, { params }),
      onSuccess: settle,
    }),
  };
}
