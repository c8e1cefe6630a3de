import { orderPhotoAdminEndpoints } from '@shared/endpoints/order-photos-admin';
import { ORDER_PHOTO_UPLOAD_FIELD } from '@shared/order-photos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { PRODUCTION_QUERY_KEY } from './production';

/**
 * The operator's photo work on an order still waiting for its photos: upload them for the
 * client, or start production with what is there. Either way the order is read again.
 */
export function useOperatorPhotoActions(orderId: string) {
  const queryClient = useQueryClient();
  const params = { id: orderId };
  const settle = () => queryClient.invalidateQueries({ queryKey: PRODUCTION_QUERY_KEY });
  return {
    upload: useMutation({
      mutationFn: (files: readonly File[]) => {
        const form = new FormData();
        for (const file of files) form.append(ORDER_PHOTO_UPLOAD_FIELD, file, file.name);
        return api.call(orderPhotoAdminEndpoints.upload, {
          params,
          body: form,
          fallbackMessage: 'Could not add the photos',
        });
      },
      onSuccess: settle,
    }),
    start: useMutation({
      mutationFn: () =>
        api.call(orderPhotoAdminEndpoints.start, {
          params,
          fallbackMessage: 'Could not start production',
        }),
      onSuccess: settle,
    }),
  };
}
