import { orderEndpoints } from '@shared/endpoints/orders';
import type { ClipReviewResult, OrderClipList } from '@shared/order-review';
import type { OrderSummary } from '@shared/orders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ORDERS_QUERY_KEY } from '../../../lib/orders';

const orderKey = (id: string) => ['orders', id] as const;
const clipsKey = (id: string) => ['orders', id, 'clips'] as const;

/** GET /api/orders/:id: one order's status, due time and counts. */
export function useOrder(id: string) {
  return useQuery(
    queryOptions({
      queryKey: orderKey(id),
      queryFn: ({ signal }) => api.call(orderEndpoints.show, { params: { id }, signal }),
    }),
  );
}

/** GET /api/orders/:id/clips: the clips to watch, with signed links (read again within the hour). */
export function useOrderClips(id: string) {
  return useQuery(
    queryOptions({
      queryKey: clipsKey(id),
      queryFn: ({ signal }) => api.call(orderEndpoints.clips, { params: { id }, signal }),
      staleTime: 5 * 60_000,
      refetchInterval: 30 * 60_000,
    }),
  );
}

/** Puts an answer's clip and order into the caches, and has the order list read again. */
function useApplyResult(orderId: string) {
  const queryClient = useQueryClient();
  return (result: ClipReviewResult) => {
    queryClient.setQueryData<OrderSummary>(orderKey(orderId), result.order);
    queryClient.setQueryData<OrderClipList>(clipsKey(orderId), (list) =>
      list
        ? {
            clips: list.clips.map((clip) =>
              clip.id === result.clip.id ? { ...clip, ...result.clip } : clip,
            ),
          }
        : list,
    );
    void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY, exact: true });
  };
}

/** POST …/clips/:clipId/approve. */
export function useApproveClip(orderId: string) {
  const apply = useApplyResult(orderId);
  return useMutation({
    mutationFn: (clipId: string) =>
      api.call(orderEndpoints.approveClip, { params: { id: orderId, clipId } }),
    onSuccess: apply,
  });
}

/** POST …/clips/:clipId/request-change { comment }. */
export function useRequestChange(orderId: string) {
  const apply = useApplyResult(orderId);
  return useMutation({
    mutationFn: ({ clipId, comment }: { clipId: string; comment: string }) =>
      api.call(orderEndpoints.requestChange, {
        params: { id: orderId, clipId },
        body: { comment },
      }),
    onSuccess: apply,
  });
}
