import { passwordRuleStates } from '@shared/auth';
import { Check, Circle } from 'lucide-react';
import { cn } from '../lib/cn';

/**
 * The password rules under a new password's field, shown from the start rather than learnt one
 * failed try at a time, each ticked off as it is met. The rules are the shared ones the form
 * and the server check with. Give the field `aria-describedby={id}`.
 */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  return (
    <ul
      id={id}
      aria-label="Password rules"
      data-testid="password-rules"
      className="grid gap-x-4 gap-y-1 text-xs sm:grid-cols-2"
    >
      {passwordRuleStates(password).map((rule) => (
        <li
          key={rule.id}
          data-met={rule.met}
          className={cn(
            'flex items-center gap-1.5',
            rule.met ? 'text-success' : 'text-muted-foreground',
          )}
        >
          {rule.met ? (
            <Check className="size-3.5 shrink-0" aria-hidden="true" />
          ) : (
            <Circle className="size-3 shrink-0" aria-hidden="true" />
          )}
          {rule.label}
          <span className="sr-only">{rule.met ? ': met' : ': not yet'}</span>
        </li>
      ))}
    </ul>
  );
}
