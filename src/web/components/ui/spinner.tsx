import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export interface SpinnerProps extends ComponentProps<'svg'> {
  /** Announced to screen readers; pass an empty string when a parent already says it is busy. */
  label?: string;
}

export function Spinner({ className, label = 'Loading', ...props }: SpinnerProps) {
  const decorative = label === '';
  return (
    <LoaderCircle
      role={decorative ? undefined : 'status'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative ? true : undefined}
      className={cn('size-4 shrink-0 animate-spin', className)}
      {...props}
    />
  );
}
