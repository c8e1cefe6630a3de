import { z } from 'zod';
import { singleLine } from './text';

/** Public-site forms: the waitlists and the exit-intent popup (contracts shared by server and web). */

// ---------------------------------------------------------------------------------------------
// Waitlists (/masterclass, /webinar, /ebook) and exit-intent leads (/pricing).

export { MARKETING_MESSAGES, WAITLIST_LISTS, type WaitlistList } from './site';
import { MARKETING_MESSAGES, WAITLIST_LISTS } from './site';

const trimmed = (max: number) => z.string().trim().max(max);

/**
 * A path on this site as a browser's location.pathname gives it: one leading slash, then
 * printable ASCII without a backslash. `//evil.example`, `/\evil.example` and `https://…`
 * would point elsewhere wherever the path is used as a link, so they are refused.
 */
const sitePath = z
  .string()
  .max(200, MARKETING_MESSAGES.invalidPage)
  .regex(/^\/(?![/\\])[!-[\]-~]*$/, MARKETING_MESSAGES.invalidPage);

/**
 * POST /api/marketing/waitlist. `website` is a honeypot: hidden from people, filled by bots;
 * a filled one is answered like a success and stores nothing.
 */
export const waitlistSignupSchema = z.object({
  list: z.enum(WAITLIST_LISTS),
  name: singleLine(trimmed(120).min(1, MARKETING_MESSAGES.nameAndEmailRequired)),
  email: trimmed(254)
    .min(1, MARKETING_MESSAGES.nameAndEmailRequired)
    .pipe(z.email(MARKETING_MESSAGES.invalidEmail)),
  website: z.string().max(500).optional(),
});
export type WaitlistSignup = z.infer<typeof waitlistSignupSchema>;

export const waitlistSignupResponseSchema = z.object({ ok: z.literal(true) });

/** POST /api/marketing/exit-leads: the exit-intent popup's email, kept as a lead. */
export const exitLeadSchema = z.object({
  email: trimmed(254)
    .min(1, MARKETING_MESSAGES.emailRequired)
    .pipe(z.email(MARKETING_MESSAGES.invalidEmail)),
  /** The page the popup was on (/pricing or /victory-pricing). */
  page: sitePath.optional(),
  website: z.string().max(500).optional(),
});
export type ExitLead = z.infer<typeof exitLeadSchema>;

/** GET /api/admin/marketing/signups (admins only): both lists, newest first. */
export const marketingSignupsResponseSchema = z.object({
  waitlist: z.array(
    z.object({
      list: z.string(),
      name: z.string(),
      email: z.string(),
      createdAt: z.string(),
    }),
  ),
  leads: z.array(
    z.object({
      source: z.string(),
      email: z.string(),
      page: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type MarketingSignups = z.infer<typeof marketingSignupsResponseSchema>;
