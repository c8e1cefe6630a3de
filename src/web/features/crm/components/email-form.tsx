import { CRM_MESSAGES, type Lead } from '@shared/crm';
import { sendLeadEmailBodySchema } from '@shared/crm-activities';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/error-messages';
import { checked } from '../../../lib/form-checks';
import { useSendLeadEmail } from '../api/send-lead-email';
import { Field } from './field';

/**
 * Email the lead through the app's mailer. The AI message from the import is the starting
 * text; the mail is logged on the timeline, and a new lead becomes contacted.
 */
export function EmailForm({ lead }: { lead: Lead }) {
  const [subject, setSubject] = useState(`Short videos for ${lead.businessName}`);
  const [message, setMessage] = useState(lead.aiMessage ?? '');
  const send = useSendLeadEmail(lead.id);

  if (!lead.email) {
    return (
      <p className="text-sm text-muted-foreground">{CRM_MESSAGES.noEmail}: add one to email it.</p>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = checked(sendLeadEmailBodySchema.safeParse({ subject, message }));
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
        setMessage('');
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to send the email')),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" data-testid="email-form">
      <p className="text-sm text-muted-foreground">
        To <span className="font-medium text-foreground">{lead.email}</span>
      </p>
      <Field id="email-subject" label="Subject">
        <Input
          id="email-subject"
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          maxLength={300}
        />
      </Field>
      <Field id="email-message" label="Message">
        <Textarea
          id="email-message"
          rows={5}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </Field>
      <Button type="submit" className="justify-self-start" loading={send.isPending}>
        <Send aria-hidden="true" />
        Send email
      </Button>
    </form>
  );
}
