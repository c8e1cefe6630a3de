import { CRM_MESSAGES } from '@shared/crm';
import { createActivityBodySchema, LOGGABLE_ACTIVITY_TYPES } from '@shared/crm-activities';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/error-messages';
import { checked } from '../../../lib/form-checks';
import { useLogActivity } from '../api/log-activity';
import { ACTIVITY_LABELS } from '../lib/display';
import { Field, Select } from './field';

type Loggable = (typeof LOGGABLE_ACTIVITY_TYPES)[number];

/** Log a call, email, note or meeting on the timeline. */
export function ActivityForm({ leadId }: { leadId: string }) {
  const [activityType, setType] = useState<Loggable>('call');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const log = useLogActivity(leadId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = checked(createActivityBodySchema.safeParse({ activityType, subject, message }));
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    log.mutate(result.data, {
      onSuccess: () => {
        toast.success(CRM_MESSAGES.activityLogged);
        setSubject('');
        setMessage('');
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to log the activity')),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" data-testid="activity-form">
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <Field id="activity-type" label="Type">
          <Select
            id="activity-type"
            value={activityType}
            onChange={(e) => setType(e.target.value as Loggable)}
          >
            {LOGGABLE_ACTIVITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {ACTIVITY_LABELS[type]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="activity-subject" label="Subject">
          <Input
            id="activity-subject"
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            maxLength={300}
          />
        </Field>
      </div>
      <Field id="activity-message" label="Message">
        <Textarea
          id="activity-message"
          rows={3}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </Field>
      <Button
        type="submit"
        variant="outline"
        className="justify-self-start"
        loading={log.isPending}
      >
        Log activity
      </Button>
    </form>
  );
}
