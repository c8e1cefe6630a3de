import type { Database } from '../../db/client.js';
import { countAccountsByEmail, grantAdminRole, grantAdminRolesByEmail } from './repo.js';

/**
 * ADMIN_EMAILS (decision 032): the accounts an operator names become admins, at boot and the
 * moment they are created. Only ever grants: leaving the list takes nothing away (admins are
 * removed in the admin pages or with `npm run admin -- revoke`).
 */

/**
 * Gives every existing listed account the admin role; idempotent, and safe for processes
 * booting together (see grantAdminRolesByEmail).
 */
export async function grantListedAdmins(
  database: Database,
  adminEmails: readonly string[],
): Promise<{ accounts: number; granted: number }> {
  if (adminEmails.length === 0) return { accounts: 0, granted: 0 };
  const granted = await grantAdminRolesByEmail(database, adminEmails);
  const accounts = await countAccountsByEmail(database, adminEmails);
  return { accounts, granted };
}

/**
 * For better-auth's user-create hook, which every way of making an account passes through
 * (email sign-up, Google, magic links, intake approvals through the internal adapter). It runs
 * after the account committed, so a failure is logged rather than failing the sign-up around
 * it; the next boot's grantListedAdmins gives the role then.
 */
export function listedAdminGranter(options: {
  database: Database;
  adminEmails: readonly string[];
  onError: (error: unknown, userId: string) => void;
}) {
  const emails = new Set(options.adminEmails);
  return async (created: { id: string; email: string }): Promise<void> => {
    if (!emails.has(created.email.toLowerCase())) return;
    try {
      await grantAdminRole(options.database, created.id);
    } catch (error) {
      options.onError(error, created.id);
    }
  };
}
