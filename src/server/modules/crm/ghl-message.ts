import { GHL_MESSAGES_CRM, type SendGhlMessageInput } from '@shared/crm-activities';
import { CRM_MESSAGES, type Lead } from '@shared/crm';
import type { Database } from '../../db/client.js';
import { badRequest, conflict } from '../../platform/errors.js';
import type { LeadMessenger, LeadStatusChange } from './hooks.js';
import { toLead } from './present.js';
import type { CrmService } from './service.js';

export interface LeadGhlMessageDeps {
  database: Database;
  crm: CrmService;
  /** Absent when the composition root wired no Go High Level. */
  messenger: LeadMessenger | undefined;
}

/**
 * Messages a lead through Go High Level's conversations instead of the app's mailer (decision
 * 042). The messenger upserts the contact, then sends, writing each call on the timeline; a
 * refusal of GHL is `sent: false` with its reason, never a 5xx. A first message moves a new
 * lead to contacted, like a first email.
 */
export async function sendLeadGhlMessage(
  deps: LeadGhlMessageDeps,
  userId: string,
  leadId: string,
  input: SendGhlMessageInput,
): Promise<{ sent: boolean; message: string; lead: Lead }> {
  const { crm, database } = deps;
  const lead = toLead(await crm.ownLead(database.db, userId, leadId));
  if (input.type === 'Email' && !lead.email) throw badRequest(CRM_MESSAGES.noEmail);
  if (input.type === 'SMS' && !lead.phone) throw badRequest(GHL_MESSAGES_CRM.noPhone);
  if (!deps.messenger) throw conflict(GHL_MESSAGES_CRM.conversationsOff);

  const result = await deps.messenger.send(userId, lead, input);
  let change: LeadStatusChange | undefined;
  const row = await database.db.transaction(async (tx) => {
    const current = await crm.ownLead(tx, userId, leadId, true);
    if (!result.sent || current.leadStatus !== 'new') return current;
    const moved = await crm.changeStatusIn(
      tx,
      current,
      'contacted',
      'First message sent through Go High Level',
    );
    change = moved.change;
    return moved.lead;
  });
  return { ...result, lead: await crm.afterStatusChangeOf(change, row) };
}
