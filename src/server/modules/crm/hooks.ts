import type { Lead, LeadStatus } from '@shared/crm';
import type { Activity, SendGhlMessageInput } from '@shared/crm-activities';

/**
 * Where other capabilities hook into the CRM without the CRM knowing them (Go High Level's
 * conversations, opportunities and calendar follow-ups come next, issue 20): each hook runs
 * after the change is committed, in order; a hook that fails is reported and does not undo
 * the change or stop the hooks after it.
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

export interface LeadEmailSent {
  userId: string;
  lead: Lead;
  /** The email entry on the timeline (details.delivery: stored, sent or failed). */
  activity: Activity;
  delivered: boolean;
}

export type CrmHook<E> = (event: E) => Promise<void>;

export interface CrmHooks {
  afterStatusChange: CrmHook<LeadStatusChange>[];
  afterEmail: CrmHook<LeadEmailSent>[];
}

export const noCrmHooks = (): CrmHooks => ({ afterStatusChange: [], afterEmail: [] });

export async function runHooks<E>(
  hooks: readonly CrmHook<E>[],
  event: E,
  name: string,
  onError: (error: unknown, hook: string) => void,
): Promise<void> {
  for (const hook of hooks) {
    try {
      await hook(event);
    } catch (error) {
      onError(error, name);
    }
  }
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
