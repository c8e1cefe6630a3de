import { IMAGE_ASSET_UPDATED_EVENT, type ImageAssetUpdatedPayload } from '@shared/images';
import type { Queryable } from '../../db/client.js';
import { publishEvent } from '../../platform/events/index.js';

/**
 * Tells the owner's pages that an image, a custom reference, a podcast character or a
 * background changed status. Call it in the transaction that makes the change.
 */
export async function publishAssetUpdate(
  q: Queryable,
  row: { userId: string; id: string; status: string },
  kind: ImageAssetUpdatedPayload['kind'],
): Promise<void> {
  await publishEvent(q, row.userId, IMAGE_ASSET_UPDATED_EVENT, {
    kind,
    id: row.id,
    status: row.status,
  });
}
