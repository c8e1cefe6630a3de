import { useId } from 'react';
import { cn } from '../../lib/cn';

export interface Option<T extends string | number> {
  value: T;
  label: string;
}

interface OptionGroupProps<T extends string | number> {
  legend: string;
  /** Keeps the legend for screen readers only (e.g. the mode switch, whose pills say enough). */
  hideLegend?: boolean;
  options: readonly Option<T>[];
  value: T;
  onChange: (value: T) => void;
  size?: 'sm' | 'md';
  /** On phones, share the full width equally (labels may wrap); inline from `sm` up. */
  stretch?: boolean;
  /**
   * On phones, instead: `fill` the width on one row, each pill as wide as its label (labels
   * never wrap), or lay the pills out in `two-columns` (four long labels); inline from `sm` up.
   */
  phone?: 'fill' | 'two-columns';
  className?: string;
}

/**
 * A row of pills that behaves as a radio group: real radio inputs, so arrow keys move the
 * choice, Tab enters and leaves the group as one stop, and screen readers announce "2 of 3".
 * Each transparent input covers its pill, so a click anywhere on it chooses it.
 */
export function OptionGroup<T extends string | number>({
  legend,
  hideLegend = false,
  options,
  value,
  onChange,
  size = 'sm',
  stretch = false,
  phone,
  className,
}: OptionGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend
        className={cn('mb-2 text-xs font-medium text-muted-foreground', hideLegend && 'sr-only')}
      >
        {legend}
      </legend>
      <div
        className={cn(
          'max-w-full gap-1 rounded-lg bg-muted p-1',
          stretch || phone === 'fill'
            ? 'flex w-full sm:inline-flex sm:w-auto'
            : phone === 'two-columns'
              ? 'grid w-full grid-cols-2 sm:inline-flex sm:w-auto'
              : 'inline-flex flex-wrap',
        )}
      >
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative inline-flex items-center justify-center rounded-md font-medium whitespace-nowrap text-muted-foreground',
              'transition-colors duration-150 hover:text-foreground',
              'has-checked:bg-surface has-checked:text-foreground has-checked:shadow-sm',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-ring',
              size === 'sm' ? 'h-8 px-3 text-xs' : 'h-9 px-3.5 text-sm',
              stretch &&
                'h-auto min-h-9 flex-1 px-2 py-1 text-center leading-tight whitespace-normal max-sm:text-xs sm:flex-none sm:px-3.5 sm:whitespace-nowrap',
              phone === 'fill' && 'flex-auto px-2 sm:flex-none sm:px-3',
            )}
          >
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-[inherit] focus-visible:outline-none"
            />
            <span className="pointer-events-none relative">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
