import { WIZARD_STEP_COUNT, WIZARD_STEPS } from '@shared/quick-start';
import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** The spec's progress bar (step/5) with the five labels; the current one stands out. */
export function WizardProgress({ step }: { step: number }) {
  const percent = Math.round((step / WIZARD_STEP_COUNT) * 100);
  return (
    <div className="grid gap-3" data-testid="wizard-progress" data-step={step}>
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-medium">
          Step {step} of {WIZARD_STEP_COUNT}
        </span>
        <span className="text-muted-foreground">{WIZARD_STEPS[step - 1]}</span>
      </div>
      <div
        role="progressbar"
        aria-label="Quick start progress"
        aria-valuemin={0}
        aria-valuemax={WIZARD_STEP_COUNT}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of ${WIZARD_STEP_COUNT}: ${WIZARD_STEPS[step - 1]}`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol className="grid grid-cols-5 gap-1 text-center text-xs">
        {WIZARD_STEPS.map((label, index) => {
          const number = index + 1;
          const done = number < step;
          const current = number === step;
          return (
            <li
              key={label}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'flex flex-col items-center gap-1',
                current ? 'font-semibold text-foreground' : 'text-muted-foreground',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'grid size-6 place-items-center rounded-full border text-[11px]',
                  done && 'border-brand bg-brand text-brand-foreground',
                  current && 'border-brand text-brand',
                  !done && !current && 'border-border',
                )}
              >
                {done ? <Check className="size-3" /> : number}
              </span>
              {label}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
