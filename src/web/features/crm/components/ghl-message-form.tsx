import { type Lead } from '@shared/crm';
import {
  GHL_MESSAGE_TYPES,
  sendGhlMessageBodySchema,
  type GhlMessageType,
} from '@shared/crm-activities';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-messages';
import { checked } from '../../../lib/form-checks';
import { useSendGhlMessage } from '../api/send-ghl-message';
import { MessageForm, type MessageDraft } from './message-form';

/**
 * A message through Go High Level's conversations (decision 042): the lead is upserted as a
 * contact of the location, then sent an Email or an SMS there; both calls land on the timeline.
 */
export function GhlMessageForm({ lead }: { lead: Lead }) {
  const [type, setType] = useState<GhlMessageType>(lead.email ? 'Email' : 'SMS');
  const send = useSendGhlMessage(lead.id);
  const reachable = { Email: Boolean(lead.email), SMS: Boolean(lead.phone) };

  if (!lead.email && !lead.phone) {
    return (
      <p className="text-sm text-muted-foreground">
        This lead has no email address or phone number: add one to message it.
      </p>
    );
  }

  function sendMessage({ subject, message }: MessageDraft, sent: () => void) {
    const body = type === 'Email' ? { type, subject, message } : { type, message };
    const result = checked(sendGhlMessageBodySchema.safeParse(body));
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    send.mutate(result.data, {
      onSuccess: (answer) => {
        if (!answer.sent) {
          toast.error(answer.message);
          return;
        }
        toast.success(answer.message);
        sent();
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to send the message')),
    });
  }

  return (
    <MessageForm
      lead={lead}
      testId="ghl-message-form"
      idPrefix="ghl"
      recipient={type === 'Email' ? lead.email : lead.phone}
      through="through Go High Level"
      withSubject={type === 'Email'}
      submitLabel="Send through Go High Level"
      pending={send.isPending}
      onSend={sendMessage}
    >
      <div className="flex flex-wrap gap-2" role="group" aria-label="Send as">
        {GHL_MESSAGE_TYPES.map((option) => (
          <Button
            key={option}
            type="button"
            size="sm"
            variant={type === option ? 'default' : 'outline'}
            aria-pressed={type === option}
            disabled={!reachable[option]}
            onClick={() => setType(option)}
          >
            {option}
          </Button>
        ))}
      </div>
    </MessageForm>
  );
}
