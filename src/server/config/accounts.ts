import { z } from 'zod';
import { emailSchema } from '@shared/auth';
import { integer } from './fields.js';

/**
 * A comma-separated list of emails, each checked by the sign-up rule and kept lower-cased
 * (accounts are stored so, and an operator's `Ada@Example.com` means the same person). Blank
 * entries are skipped, so a trailing comma is harmless; a bad entry is named, as typed.
 */
const adminEmailList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((entry) => entry.trim())
          .filter((entry) => entry !== '')
      : value,
  z
    .array(z.string())
    .default([])
    .superRefine((entries, context) => {
      for (const entry of entries) {
        if (!emailSchema.safeParse(entry).success) {
          context.addIssue({
            code: 'custom',
            message: `"${entry}" is not an email address (expected comma-separated emails)`,
          });
        }
      }
    })
    .transform((entries) => [...new Set(entries.map((entry) => entry.toLowerCase()))]),
);

/** New accounts: what they receive, and who among them is an admin. */
export const accountSettings = z
  .object({
    SIGNUP_CREDITS: integer({ min: 0, fallback: 10 }),
    // Accounts made admins at boot and when they are created (decision 032).
    ADMIN_EMAILS: adminEmailList,
  })
  .transform((env) => ({
    /** Credits every new account receives once. */
    signupCredits: env.SIGNUP_CREDITS,
    /**
     * ADMIN_EMAILS, lower-cased: these accounts are made admins at boot and when they are
     * created; leaving the list never takes the role away (decision 032).
     */
    adminEmails: env.ADMIN_EMAILS as readonly string[],
  }));
