import { orderPostingEndpoints } from '@shared/endpoints/order-posting';
import { postingEndpoints } from '@shared/endpoints/posting';
import type { OrderCadence, OrderPosting } from '@shared/order-posting';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const keyOf = (orderId: string) => ['orders', orderId, 'posting'] as const;

/** GET /api/orders/:id/posting: cadence, connection and the order's posts. */
export function useOrderPosting(orderId: string) {
  return useQuery({
    queryKey: keyOf(orderId),
    queryFn: ({ signal }) =>
      api.call(orderPostingEndpoints.view, { params: { id: orderId }, signal }),
  });
}

/** The order's posting writes; each answer (or a post's change) refreshes the view. */
export function useOrderPostingActions(orderId: string) {
  const queryClient = useQueryClient();
  const set = (view: OrderPosting) => queryClient.setQueryData(keyOf(orderId), view);
  const refresh = () => queryClient.invalidateQueries({ queryKey: keyOf(orderId) });
  return {
    saveCadence: useMutation({
      mutationFn: (body: OrderCadence) =>
        api.call(orderPostingEndpoints.saveCadence, { params: { id: orderId }, body }),
      onSuccess: set,
    }),
    schedule: useMutation({
      mutationFn: () => api.call(orderPostingEndpoints.schedule, { params: { id: orderId } }),
      onSuccess: set,
    }),
    cancel: useMutation({
      mutationFn: (postId: string) => api.call(postingEndpoints.cancel, { params: { id: postId } }),
      onSettled: refresh,
    }),
    move: useMutation({
      mutationFn: (input: { postId: string; publishAt: string }) =>
        api.call(postingEndpoints.move, {
          params: { id: input.postId },
          body: { publishAt: input.publishAt },
        }),
      onSettled: refresh,
    }),
  };
}
