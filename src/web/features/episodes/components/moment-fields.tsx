import { EPISODE_MOMENT_MAX_SECONDS, EPISODE_MOMENT_MIN_SECONDS } from '@shared/episodes';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { MomentFields } from '../lib/upload-check';

interface MomentFieldsProps {
  idPrefix: string;
  fields: MomentFields;
  onChange: (fields: MomentFields) => void;
  disabled?: boolean;
}

/** What the moment finder looks for: how long the moments run, and what they are about. */
export function MomentFieldsInputs({ idPrefix, fields, onChange, disabled }: MomentFieldsProps) {
  const set = (name: keyof MomentFields) => (event: { target: { value: string } }) =>
    onChange({ ...fields, [name]: event.target.value });
  const seconds = { min: EPISODE_MOMENT_MIN_SECONDS, max: EPISODE_MOMENT_MAX_SECONDS, step: 1 };
  return (
    <div className="grid gap-3 sm:grid-cols-[8rem_8rem_1fr]">
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-min`}>Shortest (s)</Label>
        <Input
          id={`${idPrefix}-min`}
          type="number"
          inputMode="numeric"
          {...seconds}
          value={fields.minSeconds}
          onChange={set('minSeconds')}
          disabled={disabled}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-max`}>Longest (s)</Label>
        <Input
          id={`${idPrefix}-max`}
          type="number"
          inputMode="numeric"
          {...seconds}
          value={fields.maxSeconds}
          onChange={set('maxSeconds')}
          disabled={disabled}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-topics`}>Topic words (optional)</Label>
        <Input
          id={`${idPrefix}-topics`}
          placeholder="pricing, hiring, renovation"
          value={fields.topics}
          onChange={set('topics')}
          disabled={disabled}
        />
      </div>
    </div>
  );
}
