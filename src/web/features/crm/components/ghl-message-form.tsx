import { type Lead } from '@shared/crm';
import {
  GHL_MESSAGE_TYPES,
  sendGhlMessageBodySchema,
  type GhlMessageType,
} from '@shared/crm-activities';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/error-messages';
import { checked } from '../../../lib/form-checks';
import { useSendGhlMessage } from '../api/send-ghl-message';
import { Field } from './field';

/**
 * A message through Go High Level's conversations (decision 042): the lead is upserted as a
 * contact of the location, then sent an Email or an SMS there; both calls land on the timeline.
 */
export function GhlMessageForm({ lead }: { lead: Lead }) {
  const [type, setType] = useState<GhlMessageType>(lead.email ? 'Email' : 'SMS');
  const [subject, setSubject] = useState(`Short videos for ${lead.businessName}`);
  const [message, setMessage] = useState(lead.aiMessage ?? '');
  const send = useSendGhlMessage(lead.id);
  const reachable = { Email: Boolean(lead.email), SMS: Boolean(lead.phone) };

  if (!lead.email && !lead.phone) {
    return (
      <p className="text-sm text-muted-foreground">
        This lead has no email address or phone number: add one to message it.
      </p>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
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
        setMessage('');
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to send the message')),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" data-testid="ghl-message-form">
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
      <p className="text-sm text-muted-foreground">
        To{' '}
        <span className="font-medium [overflow-wrap:anywhere] text-foreground">
          {type === 'Email' ? lead.email : lead.phone}
        </span>{' '}
        through Go High Level
      </p>
      {type === 'Email' && (
        <Field id="ghl-subject" label="Subject">
          <Input
            id="ghl-subject"
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            maxLength={300}
          />
        </Field>
      )}
      <Field id="ghl-message" label="Message">
        <Textarea
          id="ghl-message"
          rows={5}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </Field>
      <Button type="submit" className="justify-self-start" loading={send.isPending}>
        <Send aria-hidden="true" />
        Send through Go High Level
      </Button>
    </form>
  );
}
