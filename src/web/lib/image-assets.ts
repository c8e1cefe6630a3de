import {
  IMAGE_ASSET_UPDATED_EVENT,
  IMAGE_POLL_INTERVAL_MS,
  type ImageAssetUpdatedPayload,
} from '@shared/images';
import type { PodcastAssetStatus } from '@shared/podcast-assets';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CREDIT_BALANCE_QUERY_KEY } from './credit-balance';
import { useLiveEvent } from './use-live-events';

/**
 * What the image studio, the character creator and the background generator share: lists kept
 * newest first, 5 s polling while anything is being made, and the `images.asset-updated` live
 * event that tells each page to re-read its list.
 */

type AssetKind = ImageAssetUpdatedPayload['kind'];

/** How a status reads on a card, and the badge tone it takes. */
export interface StatusDisplay {
  label: string;
  tone: 'secondary' | 'default' | 'success' | 'destructive';
  /** Still being made: the card shows a progress state. */
  active: boolean;
}

export const QUEUED_DISPLAY: StatusDisplay = { label: 'Queued', tone: 'secondary', active: true };
export const GENERATING_DISPLAY: StatusDisplay = {
  label: 'Generating',
  tone: 'default',
  active: true,
};
export const FAILED_DISPLAY: StatusDisplay = {
  label: 'Failed',
  tone: 'destructive',
  active: false,
};

/** Podcast hosts and backgrounds: `ready` is the spec's "ready character". */
export const PODCAST_ASSET_STATUS_DISPLAY: Record<PodcastAssetStatus, StatusDisplay> = {
  queued: QUEUED_DISPLAY,
  running: GENERATING_DISPLAY,
  ready: { label: 'Ready', tone: 'success', active: false },
  failed: FAILED_DISPLAY,
};

interface Dated {
  id: string;
  createdAt: string;
}

/** Puts one item (new, or freshly read) into a list, replacing its old copy, newest first. */
export function upsertNewestFirst<T extends Dated>(list: readonly T[] | undefined, item: T): T[] {
  const others = (list ?? []).filter((cached) => cached.id !== item.id);
  return [item, ...others].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * TanStack Query's `refetchInterval` for a list: every 5 s while any item is still being made
 * (the fallback when live events do not arrive), else no polling.
 */
export function pollWhileActive<S extends string>(
  items: readonly { status: S }[] | undefined,
  activeStatuses: readonly S[],
): number | false {
  return items?.some((item) => activeStatuses.includes(item.status))
    ? IMAGE_POLL_INTERVAL_MS
    : false;
}

/** The query to re-read for an event, or undefined when the event is not for this page. */
export function queryKeyForAssetEvent(
  payload: ImageAssetUpdatedPayload,
  queryKeys: Partial<Record<AssetKind, QueryKey>>,
): QueryKey | undefined {
  return queryKeys[payload.kind];
}

/** After a create call: the new item shows at once and the charged balance is re-read. */
export function afterAssetCreated(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: CREDIT_BALANCE_QUERY_KEY });
}

/**
 * Re-reads a page's lists when the server says one of their items changed. A stream that
 * (re)opens starts at "now", so every list is re-read then too: changes made while it was down
 * never arrive as events.
 */
export function useImageAssetUpdates(queryKeys: Partial<Record<AssetKind, QueryKey>>): void {
  const queryClient = useQueryClient();
  const connection = useLiveEvent(IMAGE_ASSET_UPDATED_EVENT, (payload) => {
    const queryKey = queryKeyForAssetEvent(payload, queryKeys);
    if (queryKey) void queryClient.invalidateQueries({ queryKey });
  });
  const keysJson = JSON.stringify(Object.values(queryKeys));
  useEffect(() => {
    if (connection !== 'open') return;
    for (const queryKey of JSON.parse(keysJson) as QueryKey[]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [connection, keysJson, queryClient]);
}
