import { desc } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { siteLeads, waitlistEntries } from '../../db/schema/index.js';
import type { WaitlistList } from '@shared/marketing';

/** Emails are kept trimmed and lower-cased: one person, one row per list. */
const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Adds a sign-up; signing up again with the same email changes nothing. True when this call
 * added it (of two at once, one): only a new sign-up is mailed.
 */
export async function addWaitlistEntry(
  db: Queryable,
  entry: { list: WaitlistList; name: string; email: string },
): Promise<boolean> {
  const added = await db
    .insert(waitlistEntries)
    .values({ list: entry.list, name: entry.name, email: normalizeEmail(entry.email) })
    .onConflictDoNothing({ target: [waitlistEntries.list, waitlistEntries.email] })
    .returning({ id: waitlistEntries.id });
  return added.length > 0;
}

/** Keeps an exit-popup email once, with the page it was first left on; true when new. */
export async function addExitLead(
  db: Queryable,
  lead: { email: string; page: string | undefined },
): Promise<boolean> {
  const added = await db
    .insert(siteLeads)
    .values({ source: 'exit-popup', email: normalizeEmail(lead.email), page: lead.page ?? null })
    .onConflictDoNothing({ target: [siteLeads.source, siteLeads.email] })
    .returning({ id: siteLeads.id });
  return added.length > 0;
}

export async function listWaitlistEntries(db: Queryable, limit: number) {
  return db.select().from(waitlistEntries).orderBy(desc(waitlistEntries.id)).limit(limit);
}

export async function listSiteLeads(db: Queryable, limit: number) {
  return db.select().from(siteLeads).orderBy(desc(siteLeads.id)).limit(limit);
}
