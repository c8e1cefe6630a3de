import { z } from 'zod';
import { emailSchema } from '@shared/auth';
import type { Database } from '../db/client.js';
import { setAdminRole } from '../modules/admin/index.js';
import { findAccountByEmail } from '../modules/auth/index.js';
import type { CreditsService } from '../platform/credits/index.js';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

  grant <email>                      make the account an admin
  revoke <email>                     take the admin role away
  credits <email> <amount> <reason>  add (or with a minus sign, remove) credits
  mail [email]                       print the newest mails of the mail drop (without SMTP,
                                     where sign-in and reset links are: DATA_DIR/mail)

Examples:
  npm run admin -- grant ada@example.com
  npm run admin -- credits ada@example.com 50 Refund for a failed render
  npm run admin -- mail ada@example.com`;

/** Wrong arguments: the message is printed with the usage text. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** A command that could not be carried out (unknown email): printed as is. */
export class AdminCommandError extends Error {
  override name = 'AdminCommandError';
}

export type AdminCommand =
  | { name: 'grant' | 'revoke'; email: string }
  | { name: 'credits'; email: string; amount: number; reason: string };

const amountSchema = z
  .string()
  .regex(/^[+-]?\d+$/, 'Amount must be a whole number, like 50 or -20')
  .transform(Number)
  .refine((n) => Number.isSafeInteger(n) && n !== 0, 'Amount must not be zero');
const reasonSchema = z
  .string()
  .trim()
  .min(3, 'Please give a reason (at least 3 characters)')
  .max(500, 'The reason must be at most 500 characters');

function check<T>(schema: z.ZodType<T>, value: string | undefined, missing: string): T {
  if (value === undefined || value === '') throw new UsageError(missing);
  const result = schema.safeParse(value);
  if (!result.success) throw new UsageError(result.error.issues[0]?.message ?? 'Invalid argument');
  return result.data;
}

/** Reads `grant <email>`, `revoke <email>` or `credits <email> <amount> <reason…>`. */
export function parseAdminArgs(args: readonly string[]): AdminCommand {
  const [name, email, ...rest] = args;
  if (name === 'grant' || name === 'revoke') {
    if (rest.length > 0) throw new UsageError(`Too many arguments for ${name}`);
    return { name, email: check(emailSchema, email, 'Missing email').toLowerCase() };
  }
  if (name === 'credits') {
    const [amount, ...reasonWords] = rest;
    return {
      name,
      email: check(emailSchema, email, 'Missing email').toLowerCase(),
      amount: check(amountSchema, amount, 'Missing amount'),
      reason: check(reasonSchema, reasonWords.join(' '), 'Missing reason'),
    };
  }
  throw new UsageError(name ? `Unknown command: ${name}` : 'Missing command');
}

export interface AdminCommandDeps {
  database: Database;
  credits: Pick<CreditsService, 'adjust'>;
  /** ADMIN_EMAILS, to warn that revoking a listed account lasts only until the next start. */
  adminEmails?: readonly string[];
}

/**
 * Carries out a command; returns the line to print. Run by the CLI on the database it opened,
 * or inside the running server for a CLI that reached it over the control socket.
 */
export async function runAdminCommand(
  command: AdminCommand,
  deps: AdminCommandDeps,
): Promise<string> {
  const account = await findAccountByEmail(deps.database, command.email);
  if (!account) throw new AdminCommandError(`No account with the email ${command.email}`);

  switch (command.name) {
    case 'grant':
      return (await setAdminRole(deps.database, { userId: account.id, admin: true }))
        ? `${account.email} is now an admin.`
        : `${account.email} was already an admin; nothing changed.`;
    case 'revoke': {
      const revoked = (await setAdminRole(deps.database, { userId: account.id, admin: false }))
        ? `${account.email} is no longer an admin.`
        : `${account.email} was not an admin; nothing changed.`;
      return deps.adminEmails?.includes(account.email.toLowerCase())
        ? `${revoked} It is listed in ADMIN_EMAILS, so the next start makes it an admin again: remove it there too.`
        : revoked;
    }
    case 'credits': {
      const result = await deps.credits.adjust({
        userId: account.id,
        amount: command.amount,
        reason: command.reason,
        adminId: 'cli',
      });
      const change =
        result.applied >= 0
          ? `Added ${result.applied} credits to ${account.email}`
          : `Removed ${-result.applied} credits from ${account.email}`;
      const floored =
        result.applied !== command.amount
          ? ` (asked ${command.amount}; a balance cannot go below 0)`
          : '';
      return `${change}${floored}. New balance: ${result.balance}.`;
    }
  }
}
