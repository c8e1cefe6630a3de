import type { EndpointDefinition } from '@shared/endpoint';
import type { idParams } from '@shared/ids';
import {
  DELETE_MESSAGES,
  ITEM_DELETED_EVENT,
  type itemDeletedSchema,
  type DeletableKind,
} from '@shared/deletes';
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from './api';
import { CREDIT_BALANCE_QUERY_KEY } from './credit-balance';
import { errorMessage } from './error-messages';
import { useLiveEvent } from './use-live-events';

/**
 * Deleting what a user made (decision 044), for every page that lists it: the item leaves the
 * cached lists at once, the lists are re-read, and the owner's other tabs hear the server's
 * `items.deleted` event and drop it too.
 */

/** A cached list answer ({ jobs: [...] }, { voices: [...] }, …) without the item `id`. */
export function withoutItem<T>(data: T, id: string): T {
  if (!data || typeof data !== 'object') return data;
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (Array.isArray(value)) {
      const kept = value.filter(
        (item: unknown) => !(item && typeof item === 'object' && 'id' in item && item.id === id),
      );
      changed ||= kept.length !== value.length;
      next[key] = kept;
    } else next[key] = value;
  }
  return changed ? (next as T) : data;
}

/** Drops the item from every cached list under these keys, then re-reads them. */
export function forgetItem(queryClient: QueryClient, id: string, queryKeys: readonly QueryKey[]) {
  for (const queryKey of queryKeys) {
    queryClient.setQueriesData({ queryKey }, (data: unknown) => withoutItem(data, id));
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** The DELETE route of one item: `/…/:id`, answering what was deleted. */
export interface DeleteItemEndpoint extends EndpointDefinition {
  method: 'DELETE';
  path: `${string}/:id`;
  params: typeof idParams;
  response: typeof itemDeletedSchema;
}

/** Deletes an item of `kind` through its route; on success it leaves the lists under `queryKeys`. */
export function useDeleteItem(
  kind: DeletableKind,
  endpoint: DeleteItemEndpoint,
  queryKeys: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: { id: string }) => api.call(endpoint, { params: { id: item.id } }),
    onSuccess: (answer, item) => {
      forgetItem(queryClient, item.id, queryKeys);
      // A job deleted before it finished was refunded.
      void queryClient.invalidateQueries({ queryKey: CREDIT_BALANCE_QUERY_KEY });
      toast.success(answer.message || DELETE_MESSAGES.deleted[kind]);
    },
    onError: (error) => toast.error(errorMessage(error, `The ${kind} could not be deleted`)),
  });
}

/** In every tab: an item of one of these kinds deleted elsewhere leaves these lists. */
export function useItemDeletions(queryKeys: Partial<Record<DeletableKind, readonly QueryKey[]>>) {
  const queryClient = useQueryClient();
  useLiveEvent(ITEM_DELETED_EVENT, (payload) => {
    const keys = queryKeys[payload.kind];
    if (keys) forgetItem(queryClient, payload.id, keys);
  });
}
