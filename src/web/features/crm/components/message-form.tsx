import { type Lead } from '@shared/crm';
import { Send } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { Field } from './field';

/** What the user wrote to the lead. */
export interface MessageDraft {
  subject: string;
  message: string;
}

interface MessageFormProps {
  lead: Lead;
  testId: string;
  /** Starts the fields' ids (`<idPrefix>-subject`, `<idPrefix>-message`). */
  idPrefix: string;
  /** Where the message goes (an address or a phone number). */
  recipient: string | null;
  /** How it goes, after the recipient ("through Go High Level"); nothing for the app's mailer. */
  through?: string;
  withSubject: boolean;
  submitLabel: string;
  pending: boolean;
  /** Sends the draft; `sent` empties the message once it went. */
  onSend: (draft: MessageDraft, sent: () => void) => void;
  /** Above the recipient (e.g. the choice between email and SMS). */
  children?: ReactNode;
}

/**
 * One message to a lead, whichever way it goes: a subject and a message, starting from the AI
 * message of the import. The channel (the app's mailer, Go High Level) checks and sends it.
 */
export function MessageForm({
  lead,
  testId,
  idPrefix,
  recipient,
  through,
  withSubject,
  submitLabel,
  pending,
  onSend,
  children,
}: MessageFormProps) {
  const [subject, setSubject] = useState(`Short videos for ${lead.businessName}`);
  const [message, setMessage] = useState(lead.aiMessage ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    onSend({ subject, message }, () => setMessage(''));
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" data-testid={testId}>
      {children}
      <p className="text-sm text-muted-foreground">
        To <span className="font-medium [overflow-wrap:anywhere] text-foreground">{recipient}</span>
        {through && ` ${through}`}
      </p>
      {withSubject && (
        <Field id={`${idPrefix}-subject`} label="Subject">
          <Input
            id={`${idPrefix}-subject`}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            maxLength={300}
          />
        </Field>
      )}
      <Field id={`${idPrefix}-message`} label="Message">
        <Textarea
          id={`${idPrefix}-message`}
          rows={5}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </Field>
      <Button type="submit" className="justify-self-start" loading={pending}>
        <Send aria-hidden="true" />
        {submitLabel}
      </Button>
    </form>
  );
}
