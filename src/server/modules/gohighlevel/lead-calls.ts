import type { GhlOpportunityStatus, Lead, LeadStatus } from '@shared/crm';
import type { GhlFeatureType } from '@shared/gohighlevel';
import { GoHighLevelFailure, type GoHighLevelClient } from '../../providers/gohighlevel/index.js';
import { GhlConnections, type GoHighLevelDeps } from './connection.js';
import { findFeature } from './repo.js';

/**
 * What the lead follow-ups (decision 042) may do to a CRM lead: the port the composition root
 * fills with the CRM's own face (crm/ghl-links-repo.ts), so this module never reads the CRM's
 * tables. Method by method the same as the CRM's CrmLeadLinks.
 */
export interface LeadRecords {
  record(
    userId: string,
    leadId: string,
    entry: {
      subject: string;
      message?: string | null;
      outcome: string;
      details: Record<string, string>;
    },
  ): Promise<void>;
  saveContactId(userId: string, leadId: string, contactId: string): Promise<void>;
  claimOpportunity(userId: string, leadId: string): Promise<{ status: LeadStatus } | undefined>;
  storeOpportunity(
    userId: string,
    leadId: string,
    opportunity: { id: string; status: GhlOpportunityStatus },
  ): Promise<{ status: LeadStatus } | undefined>;
  releaseOpportunity(userId: string, leadId: string): Promise<void>;
  claimWon(userId: string, leadId: string): Promise<{ opportunityId: string } | undefined>;
  releaseWon(userId: string, leadId: string): Promise<void>;
}

export interface LeadFollowUpDeps extends GoHighLevelDeps {
  leads: LeadRecords;
}

/** A feature that is on, with a client of the user's location; or why it cannot be used. */
export type FeatureAccess =
  | {
      ok: true;
      client: GoHighLevelClient;
      locationId: string;
      settings: Record<string, string | number>;
      /** A refused key (401) marks the connection reconnect-needed. */
      refused: (failure: GoHighLevelFailure) => Promise<void>;
    }
  | { ok: false; off: boolean; problem: string };

export async function featureAccess(
  deps: GoHighLevelDeps,
  userId: string,
  type: GhlFeatureType,
): Promise<FeatureAccess> {
  const db = deps.database.db;
  const feature = await findFeature(db, userId, type);
  if (!feature?.enabled || !feature.settings) return { ok: false, off: true, problem: 'off' };
  const connections = new GhlConnections(deps);
  const opened = await connections.open(db, userId);
  if (!opened.ok) return { ok: false, off: false, problem: opened.problem };
  return {
    ok: true,
    client: deps.goHighLevel.client(opened.token),
    locationId: opened.row.accountId,
    settings: feature.settings as Record<string, string | number>,
    refused: (failure) => connections.refused(db, opened.row, failure),
  };
}

/** The call and its outcome as a timeline entry's details: never a token or a body. */
export const okDetails = (call: string, ids: Record<string, string> = {}) => ({
  call,
  result: 'ok',
  ...ids,
});

export function failedDetails(call: string, error: GoHighLevelFailure): Record<string, string> {
  return {
    call,
    result: 'failed',
    kind: error.kind,
    ...(error.status !== undefined && { status: String(error.status) }),
  };
}

/** A GHL failure as worded; anything else is the caller's bug and is thrown on. */
export function asFailure(error: unknown): GoHighLevelFailure {
  if (error instanceof GoHighLevelFailure) return error;
  throw error;
}

export const CONTACT_CALL = 'POST /contacts/upsert';

/**
 * Upserts the lead as a contact of the location (the contract: opportunities and messages
 * need its id), keeps the id on the lead and writes the call on its timeline. Undefined when
 * GHL refused (written too).
 */
export async function upsertLeadContact(
  deps: LeadFollowUpDeps,
  access: Extract<FeatureAccess, { ok: true }>,
  userId: string,
  lead: Lead,
  why: string,
): Promise<string | undefined> {
  try {
    const contact = await access.client.upsertContact({
      locationId: access.locationId,
      name: lead.businessName,
      companyName: lead.businessName,
      ...(lead.email && { email: lead.email }),
      ...(lead.phone && { phone: lead.phone }),
      ...(lead.website && { website: lead.website }),
      ...(lead.address && { address1: lead.address }),
      source: 'Reelcast CRM',
    });
    await deps.leads.saveContactId(userId, lead.id, contact.id);
    await deps.leads.record(userId, lead.id, {
      subject: `Go High Level: contact ${contact.isNew ? 'created' : 'updated'} (${why})`,
      outcome: `Contact ${contact.id}`,
      details: okDetails(CONTACT_CALL, { contactId: contact.id }),
    });
    return contact.id;
  } catch (error) {
    const failure = asFailure(error);
    if (failure.kind === 'credentials') await access.refused(failure);
    await deps.leads.record(userId, lead.id, {
      subject: `Go High Level: contact not saved (${why})`,
      outcome: failure.message,
      details: failedDetails(CONTACT_CALL, failure),
    });
    return undefined;
  }
}
