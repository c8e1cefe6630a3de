import { CLAIM_STATUSES, LEAD_PRIORITIES, LEAD_STATUSES, LEAD_LIMITS } from '@shared/crm';
import { type FormEvent, type ReactNode } from 'react';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { statusLabel } from '../lib/display';
import type { LeadFormState } from '../lib/lead-form';
import { Field, Select } from './field';

type Key = keyof LeadFormState;

/**
 * Every field of a lead. The state lives with the page (lib/lead-form.ts checks it with the
 * server's schema); `withStatus` adds the status (a new lead; an existing one changes status
 * from its status control, which writes the timeline).
 */
export function LeadForm({
  value,
  onChange,
  onSubmit,
  withStatus,
  actions,
}: {
  value: LeadFormState;
  onChange: (next: LeadFormState) => void;
  onSubmit: () => void;
  withStatus: boolean;
  actions: ReactNode;
}) {
  const set = (key: Key) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value });
  const text = (
    key: Key,
    label: string,
    options: { wide?: boolean; type?: string; max?: number; placeholder?: string } = {},
  ) => (
    <Field id={`lead-${key}`} label={label} wide={options.wide}>
      <Input
        id={`lead-${key}`}
        type={options.type ?? 'text'}
        value={value[key]}
        onChange={set(key)}
        maxLength={options.max ?? LEAD_LIMITS.url}
        placeholder={options.placeholder}
      />
    </Field>
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      data-testid="lead-form"
    >
      {text('businessName', 'Business name', { wide: true, max: LEAD_LIMITS.name })}
      {text('googleMapsUrl', 'Maps link', { wide: true, placeholder: 'https://maps.google.com/…' })}
      <div className="grid grid-cols-3 gap-3 sm:col-span-2">
        {text('rating', 'Rating (0-5)', { max: 10, type: 'text' })}
        {text('reviewCount', 'Reviews', { max: 12 })}
        {text('completionPercentage', 'Completion %', { max: 5 })}
      </div>
      {text('address', 'Address', { wide: true, max: LEAD_LIMITS.address })}
      {text('website', 'Website', { placeholder: 'example.com' })}
      {text('phone', 'Phone', { type: 'tel', max: LEAD_LIMITS.phone })}
      {text('email', 'Email', { type: 'email', max: LEAD_LIMITS.email })}
      <Field id="lead-claimStatus" label="Claim status">
        <Select id="lead-claimStatus" value={value.claimStatus} onChange={set('claimStatus')}>
          <option value="">Unknown</option>
          {CLAIM_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status === 'claimed' ? 'Claimed' : 'Unclaimed'}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="lead-priority" label="Priority">
        <Select id="lead-priority" value={value.priority} onChange={set('priority')}>
          {LEAD_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {priority[0]!.toUpperCase() + priority.slice(1)}
            </option>
          ))}
        </Select>
      </Field>
      {withStatus && (
        <Field id="lead-leadStatus" label="Status">
          <Select id="lead-leadStatus" value={value.leadStatus} onChange={set('leadStatus')}>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {text('instagramUrl', 'Instagram')}
      {text('linkedinUrl', 'LinkedIn')}
      {text('youtubeUrl', 'YouTube')}
      {text('suggestedServices', 'Suggested services (comma-separated)', { wide: true, max: 2000 })}
      {text('tags', 'Tags (comma-separated)', { wide: true, max: 2000 })}
      <Field id="lead-aiMessage" label="AI message" wide>
        <Textarea
          id="lead-aiMessage"
          rows={4}
          value={value.aiMessage}
          onChange={set('aiMessage')}
          maxLength={LEAD_LIMITS.aiMessage}
        />
      </Field>
      <Field id="lead-notes" label="Notes" wide>
        <Textarea
          id="lead-notes"
          rows={4}
          value={value.notes}
          onChange={set('notes')}
          maxLength={LEAD_LIMITS.notes}
        />
      </Field>
      <div className="flex flex-wrap gap-2 sm:col-span-2">{actions}</div>
    </form>
  );
}
