import type { Lead, LeadStatus } from '@shared/crm';
import { GHL_MESSAGES_CRM, type SendGhlMessageInput } from '@shared/crm-activities';
import type { GhlFeatureSettings } from '@shared/gohighlevel';
import { conflict } from '../../platform/errors.js';
import {
  asFailure,
  failedDetails,
  featureAccess,
  okDetails,
  upsertLeadContact,
  type FeatureAccess,
  type LeadFollowUpDeps,
} from './lead-calls.js';

/** The statuses that make a lead an opportunity in GHL's pipeline. */
const OPPORTUNITY_STATUSES: readonly LeadStatus[] = ['qualified', 'converted'];
const OPPORTUNITY_CALL = 'POST /opportunities/';
const WON_CALL = 'PUT /opportunities/{id}/status';
const MESSAGE_CALL = 'POST /conversations/messages';

type Open = Extract<FeatureAccess, { ok: true }>;

/**
 * Go High Level's follow-ups on CRM leads (decision 042), plugged into the CRM by the
 * composition root: the opportunity hook after a status change and the conversations
 * messenger (the calendar's free slots are free-slots.ts). Every call GHL is sent for a lead is written on its timeline
 * with its outcome; a refusal of GHL never undoes the CRM's change and is never a 5xx.
 */
export class GhlLeadFollowUps {
  constructor(private readonly deps: LeadFollowUpDeps) {}

  /**
   * After a lead became qualified or converted, with opportunities on: the contact, then the
   * opportunity in the chosen pipeline, made once (a claim on the lead: a second change at the
   * same time finds it claimed and leaves it to the first); converted marks it won, once.
   */
  readonly afterStatusChange = async (change: {
    userId: string;
    lead: Lead;
    to: LeadStatus;
  }): Promise<void> => {
    if (!OPPORTUNITY_STATUSES.includes(change.to)) return;
    const { userId, lead } = change;
    const access = await featureAccess(this.deps, userId, 'opportunities');
    if (!access.ok) {
      if (!access.off) {
        await this.deps.leads.record(userId, lead.id, {
          subject: 'Go High Level: opportunity not created',
          outcome: access.problem,
          details: { call: OPPORTUNITY_CALL, result: 'failed', kind: 'connection' },
        });
      }
      return;
    }
    const claim = await this.deps.leads.claimOpportunity(userId, lead.id);
    if (claim) await this.#createOpportunity(access, userId, lead, claim.status);
    await this.#markWon(access, userId, lead.id);
  };

  async #createOpportunity(access: Open, userId: string, lead: Lead, status: LeadStatus) {
    const { leads } = this.deps;
    let stored = false;
    try {
      const contactId = await upsertLeadContact(this.deps, access, userId, lead, 'opportunity');
      if (!contactId) return;
      const settings = access.settings as GhlFeatureSettings<'opportunities'>;
      // Converted already: made won at once (nothing is left to mark).
      const made = status === 'converted' ? 'won' : 'open';
      try {
        const opportunity = await access.client.createOpportunity({
          locationId: access.locationId,
          pipelineId: settings.pipelineId,
          name: lead.businessName,
          status: made,
          contactId,
          ...(settings.monetaryValue !== undefined && { monetaryValue: settings.monetaryValue }),
          source: 'Reelcast CRM',
        });
        await leads.storeOpportunity(userId, lead.id, { id: opportunity.id, status: made });
        stored = true;
        await leads.record(userId, lead.id, {
          subject: `Go High Level: opportunity created (${made})`,
          outcome: `Opportunity ${opportunity.id} in pipeline ${settings.pipelineId}`,
          details: okDetails(OPPORTUNITY_CALL, { opportunityId: opportunity.id, contactId }),
        });
      } catch (error) {
        const failure = asFailure(error);
        if (failure.kind === 'credentials') await access.refused(failure);
        await leads.record(userId, lead.id, {
          subject: 'Go High Level: opportunity not created',
          outcome: failure.message,
          details: failedDetails(OPPORTUNITY_CALL, failure),
        });
      }
    } finally {
      // Not made: the next qualified or converted change tries again.
      if (!stored) await leads.releaseOpportunity(userId, lead.id);
    }
  }

  /** The lead is converted and its opportunity still open: marked won by one follow-up. */
  async #markWon(access: Open, userId: string, leadId: string) {
    const { leads } = this.deps;
    const won = await leads.claimWon(userId, leadId);
    if (!won) return;
    try {
      await access.client.setOpportunityStatus(won.opportunityId, 'won');
      await leads.record(userId, leadId, {
        subject: 'Go High Level: opportunity marked won',
        outcome: `Opportunity ${won.opportunityId} won`,
        details: okDetails(WON_CALL, { opportunityId: won.opportunityId }),
      });
    } catch (error) {
      const failure = asFailure(error);
      await leads.releaseWon(userId, leadId);
      if (failure.kind === 'credentials') await access.refused(failure);
      await leads.record(userId, leadId, {
        subject: 'Go High Level: opportunity not marked won',
        outcome: failure.message,
        details: failedDetails(WON_CALL, failure),
      });
    }
  }

  /**
   * Conversations: the contact upserted first, then the message (the contract's order), each
   * call on the timeline. 409 when conversations are off or the connection cannot be used.
   */
  readonly send = async (
    userId: string,
    lead: Lead,
    input: SendGhlMessageInput,
  ): Promise<{ sent: boolean; message: string }> => {
    const access = await featureAccess(this.deps, userId, 'conversations');
    if (!access.ok) {
      throw conflict(access.off ? GHL_MESSAGES_CRM.conversationsOff : access.problem);
    }
    const contactId = await upsertLeadContact(this.deps, access, userId, lead, 'message');
    if (!contactId) {
      return {
        sent: false,
        message: 'The message was not sent: Go High Level refused the contact.',
      };
    }
    const label = input.type === 'Email' ? `Email: ${input.subject ?? ''}` : 'SMS';
    try {
      const sent = await access.client.sendMessage({
        type: input.type,
        contactId,
        message: input.message,
        ...(input.type === 'Email' && input.subject && { subject: input.subject }),
      });
      const ids = {
        contactId,
        ...(sent.conversationId && { conversationId: sent.conversationId }),
        ...(sent.messageId && { messageId: sent.messageId }),
      };
      await this.deps.leads.record(userId, lead.id, {
        subject: `Go High Level: message sent (${label})`,
        message: input.message,
        outcome: sent.messageId ? `Sent (message ${sent.messageId})` : 'Sent',
        details: okDetails(MESSAGE_CALL, ids),
      });
      return { sent: true, message: GHL_MESSAGES_CRM.sent };
    } catch (error) {
      const failure = asFailure(error);
      if (failure.kind === 'credentials') await access.refused(failure);
      await this.deps.leads.record(userId, lead.id, {
        subject: `Go High Level: message not sent (${label})`,
        message: input.message,
        outcome: failure.message,
        details: failedDetails(MESSAGE_CALL, failure),
      });
      return { sent: false, message: `The message was not sent: ${failure.message}` };
    }
  };
}
