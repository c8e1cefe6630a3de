import { SUBSCRIPTION_PACKAGES } from '@shared/plans';
import { orderOptionOf, type OrderSummary } from '@shared/orders';
import type { ServiceOrderRow } from './repo.js';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** An order as its client and the operator see it in a list. */
export function orderSummaryDto(
  row: ServiceOrderRow,
  counts: { photos: number; clips: number; approved: number },
): OrderSummary {
  const plan = SUBSCRIPTION_PACKAGES.find((candidate) => candidate.id === row.planId)!;
  return {
    id: row.id,
    number: row.number,
    planId: row.planId,
    planName: plan.name,
    variant: row.variant,
    option: orderOptionOf(row.variant),
    clipAllowance: row.clipAllowance,
    status: row.status,
    photoCount: counts.photos,
    clipCount: counts.clips,
    approvedCount: counts.approved,
    createdAt: row.createdAt.toISOString(),
    photosInAt: iso(row.photosInAt),
    dueAt: iso(row.dueAt),
    deliveredAt: iso(row.deliveredAt),
  };
}
