import { ACTIVE_PODCAST_ASSET_STATUSES, type PodcastAssetStatus } from '@shared/podcast-assets';

/**
 * Which characters just became ready: seen still being made before, ready now. Ones that were
 * already ready when the page opened are not news. `seenActive` is updated in place: it keeps
 * the ids still being made, for the next list.
 */
export function takeNewlyReady<T extends { id: string; status: PodcastAssetStatus }>(
  items: readonly T[],
  seenActive: Set<string>,
): T[] {
  const ready = items.filter((item) => item.status === 'ready' && seenActive.has(item.id));
  seenActive.clear();
  for (const item of items) {
    if (ACTIVE_PODCAST_ASSET_STATUSES.includes(item.status)) seenActive.add(item.id);
  }
  return ready;
}
