import { orderPostingEndpoints } from '@shared/endpoints/order-posting';
import { postingEndpoints } from '@shared/endpoints/posting';
import type { OrderCadence, OrderPosting } from '@shared/order-posting';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const keyOf = (orderId: string) => ['orders', orderId, 'posting'] as const;

/** Posts the upload job is still working on: their status changes without the client acting. */
const IN_FLIGHT = new Set(['queued', 'uploading']);
const POLL_MS = 3_000;

/**
 * GET /api/orders/:id/posting: cadence, connection and the order's posts. Re-read while a post
 * is queued or uploading, so the client sees it reach YouTube (and can cancel or move it)
 * without reloading the page.
 */
export function useOrderPosting(orderId: string) {
  return useQuery({
    queryKey: keyOf(orderId),
    queryFn: ({ signal }) =>
      api.call(orderPostingEndpoints.view, { params: { id: orderId }, signal }),
    refetchInterval: (query) =>
      query.state.data?.posts.some((post) => IN_FLIGHT.has(post.status)) ? POLL_MS : false,
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
