import { ADMIN_MESSAGES, type AdminUser, type AdminUsersQuery } from '@shared/admin';
import { ORDER_OPTION_LABELS, orderOptionOf } from '@shared/orders';
import { SUBSCRIPTION_PACKAGES } from '@shared/plans';
import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../platform/errors.js';
import { grantAdminRole, revokeAdminRole } from '../auth/index.js';
import { findUserById, searchUsers, type AdminUserRow } from './repo.js';
import { serviceOfUsers } from './service-repo.js';

/** A role change refused by a rule (the message says which); the CLI prints it as is. */
export class AdminRoleError extends Error {
  override name = 'AdminRoleError';
}

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    balance: row.balance,
    roles: row.isAdmin ? ['admin'] : [],
  };
}

/**
 * Gives or takes the admin role: the one path the admin pages and `npm run admin -- grant|revoke`
 * both go through. `actorId` is the admin making the change (none from the CLI, which is the
 * operator's shell): nobody may take their own admin role away, so an install cannot lose its
 * last admin from the web by a slip of the mouse. Returns whether anything changed.
 */
export async function setAdminRole(
  database: Database,
  change: { userId: string; admin: boolean; actorId?: string },
): Promise<boolean> {
  if (!change.admin && change.actorId === change.userId) {
    throw new AdminRoleError(ADMIN_MESSAGES.ownAdminRole);
  }
  return change.admin
    ? grantAdminRole(database, change.userId)
    : revokeAdminRole(database, change.userId);
}

/** The admin pages' view of accounts: search, and role changes answering the account after. */
export class AdminUsers {
  constructor(private readonly database: Database) {}

  async search(query: AdminUsersQuery) {
    const { rows, total } = await searchUsers(this.database.db, query);
    const end = query.offset + rows.length;
    const service = await serviceOfUsers(
      this.database.db,
      rows.map((row) => row.id),
    );
    const users = rows.map((row): AdminUser => {
      const plan = service.plans.find((candidate) => candidate.userId === row.id);
      const name = plan && SUBSCRIPTION_PACKAGES.find((p) => p.id === plan.planId)?.name;
      return {
        ...toAdminUser(row),
        plan:
          plan && name
            ? {
                name,
                option: ORDER_OPTION_LABELS[orderOptionOf(plan.variant)],
                status: plan.status,
              }
            : null,
        orders: service.orders
          .filter((order) => order.userId === row.id)
          .map((order) => ({
            id: order.id,
            number: order.number,
            status: order.status,
            dueAt: order.dueAt?.toISOString() ?? null,
          })),
      };
    });
    return { users, total, nextOffset: end < total ? end : null };
  }

  async setAdminRole(change: { userId: string; admin: boolean; actorId: string }) {
    // User ids are better-auth's own strings: any string may name one, a wrong one names none.
    if (!(await findUserById(this.database.db, change.userId))) {
      throw notFound(ADMIN_MESSAGES.noSuchUser);
    }
    let changed: boolean;
    try {
      changed = await setAdminRole(this.database, change);
    } catch (error) {
      if (error instanceof AdminRoleError) throw conflict(error.message);
      throw error;
    }
    const row = await findUserById(this.database.db, change.userId);
    // Deleted between the two reads: as if it had never been there.
    if (!row) throw notFound(ADMIN_MESSAGES.noSuchUser);
    return { user: toAdminUser(row), changed };
  }
}
