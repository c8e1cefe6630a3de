import { useId, type ReactNode } from 'react';
import { Label } from '../../../components/ui/label';
import { Input } from '../../../components/ui/input';

interface AuthFieldProps {
  label: string;
  /** Shown at the right end of the label row (e.g. the "Forgot password?" link). */
  aside?: ReactNode;
  /** Renders the control with the id the label points at. */
  children: (id: string) => ReactNode;
}

/** One labelled form row. */
export function AuthField({ label, aside, children }: AuthFieldProps) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <div className="flex min-h-4 items-center justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {children(id)}
    </div>
  );
}

interface EmailFieldProps {
  value: string;
  onChange: (email: string) => void;
  disabled: boolean;
}

/** The email row every auth form asks first: typed for phone keyboards and autofill. */
export function EmailField({ value, onChange, disabled }: EmailFieldProps) {
  return (
    <AuthField label="Email">
      {(id) => (
        <Input
          id={id}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          aria-required="true"
          placeholder="you@example.com"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
        />
      )}
    </AuthField>
  );
}
