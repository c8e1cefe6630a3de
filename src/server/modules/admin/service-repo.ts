import { desc, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { serviceOrders, subscriptions } from '../../db/schema/index.js';

/** The done-for-you service of some accounts (issue 28): their plan row and their orders. */
export async function serviceOfUsers(db: Queryable, userIds: readonly string[]) {
  if (userIds.length === 0) return { plans: [], orders: [] };
  const ids = [...userIds];
  const [plans, orders] = await Promise.all([
    db
      .select({
        userId: subscriptions.userId,
        planId: subscriptions.planId,
        variant: subscriptions.variant,
        status: subscriptions.status,
      })
      .from(subscriptions)
      .where(inArray(subscriptions.userId, ids)),
    db
      .select({
        id: serviceOrders.id,
        userId: serviceOrders.userId,
        number: serviceOrders.number,
        status: serviceOrders.status,
        dueAt: serviceOrders.dueAt,
      })
      .from(serviceOrders)
      .where(inArray(serviceOrders.userId, ids))
      .orderBy(desc(serviceOrders.number)),
  ]);
  return { plans, orders };
}
