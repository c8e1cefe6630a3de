import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** Shared by Input and Textarea so every text field looks and focuses the same way. */
export const fieldClassName = cn(
  'w-full min-w-0 rounded-md border border-input bg-surface px-3 text-base text-foreground shadow-xs sm:text-sm',
  'placeholder:text-muted-foreground/80 transition-[border-color,box-shadow] duration-150',
  'focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20',
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        fieldClassName,
        'h-10 py-2',
        'file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
        className,
      )}
      {...props}
    />
  );
}
