import { CRM_MESSAGES, type Lead } from '@shared/crm';
import { type Activity, type SendLeadEmailInput } from '@shared/crm-activities';
import { storableText } from '@shared/text';
import type { Database } from '../../db/client.js';
import { badRequest } from '../../platform/errors.js';
import { MailDeliveryError, type MailPort } from '../../platform/mail/index.js';
import type { LeadStatusChange } from './hooks.js';
import { toActivity } from './present.js';
import { insertActivity } from './repo.js';
import type { CrmService } from './service.js';

export interface LeadEmailDeps {
  database: Database;
  mail: MailPort;
  crm: CrmService;
}

export interface LeadEmailResult {
  delivered: boolean;
  transport: MailPort['transport'];
  message: string;
  activity: Activity;
  lead: Lead;
}

/** Outbox rows of these mails say what they were for (admins filter by it). */
export const LEAD_EMAIL_KIND = 'crm_outreach';

/**
 * The one way the CRM emails a lead (Go High Level's conversations will hook in after it):
 * through the app's mailer (SMTP, or the outbox admins read), logged as an email activity,
 * and a first email moves a new lead to contacted through the status-change path. A mail
 * server that refuses it is not the caller's fault and not a 5xx: the attempt is on the
 * timeline as failed, the lead keeps its status, and the answer says delivered: false.
 */
export async function sendLeadEmail(
  deps: LeadEmailDeps,
  userId: string,
  leadId: string,
  input: SendLeadEmailInput,
): Promise<LeadEmailResult> {
  const { crm, mail } = deps;
  const lead = await crm.ownLead(deps.database.db, userId, leadId);
  if (!lead.email) throw badRequest(CRM_MESSAGES.noEmail);

  let failure: string | null = null;
  try {
    await mail.send({
      to: lead.email,
      subject: input.subject,
      text: input.message,
      kind: LEAD_EMAIL_KIND,
    });
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    failure = storableText(error.message).slice(0, 300);
  }
  const delivery = failure ? 'failed' : mail.transport === 'smtp' ? 'sent' : 'stored';

  let change: LeadStatusChange | undefined;
  const { activity, row } = await deps.database.db.transaction(async (tx) => {
    const current = await crm.ownLead(tx, userId, leadId, true);
    const activity = await insertActivity(tx, {
      leadId: current.id,
      userId,
      activityType: 'email',
      subject: input.subject,
      message: input.message,
      outcome: failure
        ? `Not delivered: ${failure}`
        : delivery === 'sent'
          ? 'Sent'
          : 'In the outbox',
      details: { to: current.email ?? lead.email ?? '', delivery },
    });
    if (failure || current.leadStatus !== 'new') return { activity, row: current };
    const moved = await crm.changeStatusIn(tx, current, 'contacted', 'First email sent');
    change = moved.change;
    return { activity, row: moved.lead };
  });
  return {
    delivered: !failure,
    transport: mail.transport,
    message: failure ? `The email could not be delivered: ${failure}` : CRM_MESSAGES.emailSent,
    activity: toActivity(activity),
    lead: await crm.afterStatusChangeOf(change, row),
  };
}
