import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { GhlOpportunityStatus, LeadStatus } from '@shared/crm';
import type { Database } from '../../db/client.js';
import { crmLeads } from '../../db/schema/index.js';
import { insertActivity } from './repo.js';

/**
 * What the Go High Level follow-ups (decision 042) may do to a lead, and nothing more: write
 * their calls on its timeline, keep the contact's id, and claim, store and mark won the one
 * opportunity. The composition root hands this to the gohighlevel module; that module never
 * reads the CRM's tables. Every statement is scoped by the lead's owner.
 */

/** A claim older than this is taken over: the process that held it died mid-call. */
export const OPPORTUNITY_CLAIM_STALE_MS = 2 * 60 * 1000;

export interface GhlTimelineEntry {
  subject: string;
  message?: string | null;
  outcome: string;
  /** Small facts shown with the entry: the call, ok|failed, GHL's ids. Never a secret. */
  details: Record<string, string>;
}

export interface CrmLeadLinks {
  record(userId: string, leadId: string, entry: GhlTimelineEntry): Promise<void>;
  saveContactId(userId: string, leadId: string, contactId: string): Promise<void>;
  /**
   * Claims the making of the lead's opportunity (one conditional UPDATE: no opportunity yet,
   * nobody making it). The winner gets the lead's status; a loser undefined.
   */
  claimOpportunity(userId: string, leadId: string): Promise<{ status: LeadStatus } | undefined>;
  /** Stores the opportunity made and ends the claim; answers the lead's status now. */
  storeOpportunity(
    userId: string,
    leadId: string,
    opportunity: { id: string; status: GhlOpportunityStatus },
  ): Promise<{ status: LeadStatus } | undefined>;
  releaseOpportunity(userId: string, leadId: string): Promise<void>;
  /**
   * Claims marking the opportunity won: it exists, is open, and the lead is converted now (one
   * conditional UPDATE that sets it won). The winner gets the opportunity's id.
   */
  claimWon(userId: string, leadId: string): Promise<{ opportunityId: string } | undefined>;
  /** GHL refused to mark it won: open again, so a later change tries again. */
  releaseWon(userId: string, leadId: string): Promise<void>;
}

export function crmLeadLinks(database: Database): CrmLeadLinks {
  const db = database.db;
  const own = (userId: string, leadId: string) =>
    and(eq(crmLeads.id, leadId), eq(crmLeads.userId, userId));
  return {
    async record(userId, leadId, entry) {
      const [lead] = await db.select({ id: crmLeads.id }).from(crmLeads).where(own(userId, leadId));
      // The lead was deleted while the call ran: nothing left to write on.
      if (!lead) return;
      await insertActivity(db, {
        leadId,
        userId,
        activityType: 'gohighlevel',
        subject: entry.subject,
        message: entry.message ?? null,
        outcome: entry.outcome,
        details: entry.details,
      });
    },
    async saveContactId(userId, leadId, contactId) {
      await db.update(crmLeads).set({ ghlContactId: contactId }).where(own(userId, leadId));
    },
    async claimOpportunity(userId, leadId) {
      const stale = new Date(Date.now() - OPPORTUNITY_CLAIM_STALE_MS);
      const [row] = await db
        .update(crmLeads)
        .set({ ghlOpportunityClaimedAt: sql`now()` })
        .where(
          and(
            own(userId, leadId),
            isNull(crmLeads.ghlOpportunityId),
            or(
              isNull(crmLeads.ghlOpportunityClaimedAt),
              lt(crmLeads.ghlOpportunityClaimedAt, stale),
            ),
          ),
        )
        .returning({ status: crmLeads.leadStatus });
      return row;
    },
    async storeOpportunity(userId, leadId, opportunity) {
      const [row] = await db
        .update(crmLeads)
        .set({
          ghlOpportunityId: opportunity.id,
          ghlOpportunityStatus: opportunity.status,
          ghlOpportunityClaimedAt: null,
        })
        .where(and(own(userId, leadId), isNull(crmLeads.ghlOpportunityId)))
        .returning({ status: crmLeads.leadStatus });
      return row;
    },
    async releaseOpportunity(userId, leadId) {
      await db
        .update(crmLeads)
        .set({ ghlOpportunityClaimedAt: null })
        .where(and(own(userId, leadId), isNull(crmLeads.ghlOpportunityId)));
    },
    async claimWon(userId, leadId) {
      const [row] = await db
        .update(crmLeads)
        .set({ ghlOpportunityStatus: 'won' })
        .where(
          and(
            own(userId, leadId),
            eq(crmLeads.leadStatus, 'converted'),
            eq(crmLeads.ghlOpportunityStatus, 'open'),
          ),
        )
        .returning({ opportunityId: crmLeads.ghlOpportunityId });
      return row?.opportunityId ? { opportunityId: row.opportunityId } : undefined;
    },
    async releaseWon(userId, leadId) {
      await db
        .update(crmLeads)
        .set({ ghlOpportunityStatus: 'open' })
        .where(and(own(userId, leadId), eq(crmLeads.ghlOpportunityStatus, 'won')));
    },
  };
}
