import type { Lead, LeadStatus } from '@shared/crm';
import type { Activity, SendGhlMessageInput } from '@shared/crm-activities';

/**
 * A lead's status change as the CRM's callers see it. Other modules hear of it as the
 * `lead.status_changed` domain event (decision 052): in the change's transaction (Go High
 * Level's integration event) and after it committed (its opportunity follow-up).
 */
export interface LeadStatusChange {
  userId: string;
  /** The lead after the change. */
  lead: Lead;
  from: LeadStatus;
  to: LeadStatus;
  /** The status_change entry written on the timeline. */
  activity: Activity;
}

/**
 * Sends a lead a message through Go High Level's conversations (decision 042), writing its
 * calls on the lead's timeline. Throws a 409 AppError when conversations are off.
 */
export interface LeadMessenger {
  send(
    userId: string,
    lead: Lead,
    input: SendGhlMessageInput,
  ): Promise<{ sent: boolean; message: string }>;
}
