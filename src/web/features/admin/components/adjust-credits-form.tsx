import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { formatCredits } from '../../../lib/credit-packages';
import { useAdjustCredits } from '../api/adjust-credits';
import { checkAdjust, INITIAL_ADJUST_FORM, type AdjustForm } from '../lib/adjust-form';

/**
 * Adds (or, with a minus sign, removes) credits with a reason, through the ledger's own admin
 * route. The server's message is shown as it is when it refuses (no account, a balance limit).
 */
export function AdjustCreditsForm({ email }: { email: string }) {
  const id = useId();
  const [form, setForm] = useState<AdjustForm>(INITIAL_ADJUST_FORM);
  const [problem, setProblem] = useState<string | null>(null);
  const adjust = useAdjustCredits();

  const update = (patch: Partial<AdjustForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setProblem(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkAdjust(email, form);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    try {
      const result = await adjust.mutateAsync(checked.body);
      const floored = result.applied !== checked.body.amount;
      toast.success('Credits adjusted', {
        description: `New balance for ${email}: ${formatCredits(result.balance)}${
          floored ? ' (a balance cannot go below 0)' : ''
        }`,
      });
      setForm(INITIAL_ADJUST_FORM);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Could not adjust the credits';
      setProblem(message);
      toast.error('Adjustment failed', { description: message });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-amount`}>Amount</Label>
          <Input
            id={`${id}-amount`}
            inputMode="numeric"
            placeholder="50 or -20"
            value={form.amount}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => update({ amount: event.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-reason`}>Reason</Label>
          <Input
            id={`${id}-reason`}
            placeholder="Refund for a failed render"
            maxLength={500}
            value={form.reason}
            onChange={(event) => update({ reason: event.target.value })}
          />
        </div>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <Button
        type="submit"
        variant="secondary"
        className="justify-self-start"
        loading={adjust.isPending}
      >
        Adjust credits
      </Button>
    </form>
  );
}
