import { CRM_MESSAGES, type Lead } from '@shared/crm';
import { sendLeadEmailBodySchema } from '@shared/crm-activities';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/error-messages';
import { checked } from '../../../lib/form-checks';
import { useSendLeadEmail } from '../api/send-lead-email';
import { MessageForm, type MessageDraft } from './message-form';

/**
 * Email the lead through the app's mailer. The AI message from the import is the starting
 * text; the mail is logged on the timeline, and a new lead becomes contacted.
 */
export function EmailForm({ lead }: { lead: Lead }) {
  const send = useSendLeadEmail(lead.id);

  if (!lead.email) {
    return (
      <p className="text-sm text-muted-foreground">{CRM_MESSAGES.noEmail}: add one to email it.</p>
    );
  }

  function sendEmail(draft: MessageDraft, sent: () => void) {
    const result = checked(sendLeadEmailBodySchema.safeParse(draft));
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    send.mutate(result.data, {
      onSuccess: (answer) => {
        if (!answer.delivered) {
          toast.error(answer.message);
          return;
        }
        toast.success(
          answer.transport === 'outbox'
            ? `${CRM_MESSAGES.emailSent} (kept in the mail outbox)`
            : CRM_MESSAGES.emailSent,
        );
        sent();
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to send the email')),
    });
  }

  return (
    <MessageForm
      lead={lead}
      testId="email-form"
      idPrefix="email"
      recipient={lead.email}
      withSubject
      submitLabel="Send email"
      pending={send.isPending}
      onSend={sendEmail}
    />
  );
}
