import { orderAdminEndpoints } from '@shared/endpoints/orders-admin';
import type { OrderBrief, ProductionOrderDetail } from '@shared/orders-production';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const PRODUCTION_QUERY_KEY = ['admin', 'orders'] as const;
/** While a clip renders, its order is read again this often (progress and the finished video). */
const RENDER_POLL_MS = 2_000;

/** GET /api/admin/orders: every order, overdue first. */
export function useProductionOrders() {
  return useQuery({
    queryKey: PRODUCTION_QUERY_KEY,
    queryFn: ({ signal }) =>
      api.call(orderAdminEndpoints.list, { fallbackMessage: 'Could not load the orders', signal }),
    refetchInterval: 60_000,
  });
}

const rendering = (order: ProductionOrderDetail | undefined) =>
  Boolean(
    order?.clips.some(
      (clip) => clip.render && !['succeeded', 'failed'].includes(clip.render.status),
    ),
  );

/** GET /api/admin/orders/:id, polled while any of its clips renders. */
export function useProductionOrder(id: string) {
  return useQuery({
    queryKey: [...PRODUCTION_QUERY_KEY, id],
    queryFn: ({ signal }) =>
      api.call(orderAdminEndpoints.get, {
        params: { id },
        fallbackMessage: 'Could not load the order',
        signal,
      }),
    refetchInterval: (query) => (rendering(query.state.data) ? RENDER_POLL_MS : false),
  });
}

type Action =
  | { kind: 'batch' }
  | { kind: 'ready' }
  | { kind: 'brief'; brief: OrderBrief }
  | { kind: 'remake'; clipId: string; motionPrompt: string }
  | { kind: 'cover'; clipId: string; seconds: number }
  | { kind: 'rewrite'; clipId: string }
  | {
      kind: 'metadata';
      clipId: string;
      change: { title?: string; description?: string; tags?: string[] };
    };

/** Every change the operator makes to an order; each answers the order as it now is. */
export function useProductionAction(id: string) {
  const queryClient = useQueryClient();
  const e = orderAdminEndpoints;
  return useMutation({
    mutationFn: (action: Action): Promise<ProductionOrderDetail> => {
      const fallbackMessage = 'Could not save the change';
      switch (action.kind) {
        case 'batch':
          return api.call(e.batch, { params: { id }, fallbackMessage });
        case 'ready':
          return api.call(e.ready, { params: { id }, fallbackMessage });
        case 'brief':
          return api.call(e.brief, { params: { id }, body: action.brief, fallbackMessage });
        case 'remake':
          return api.call(e.remake, {
            params: { id, clipId: action.clipId },
            body: { motionPrompt: action.motionPrompt },
            fallbackMessage,
          });
        case 'cover':
          return api.call(e.cover, {
            params: { id, clipId: action.clipId },
            body: { seconds: action.seconds },
            fallbackMessage,
          });
        case 'rewrite':
          return api.call(e.rewrite, { params: { id, clipId: action.clipId }, fallbackMessage });
        case 'metadata':
          return api.call(e.metadata, {
            params: { id, clipId: action.clipId },
            body: action.change,
            fallbackMessage,
          });
      }
    },
    onSuccess: (order) => {
      queryClient.setQueryData([...PRODUCTION_QUERY_KEY, id], order);
      void queryClient.invalidateQueries({ queryKey: PRODUCTION_QUERY_KEY, exact: true });
    },
  });
}
