import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** The small pill that marks sample content (testimonials, case study, illustrative figures). */
export function SampleLabel({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center rounded-full border border-border bg-surface px-2.5 py-0.5 text-xs font-medium text-muted-foreground',
        className,
      )}
    >
      {children}
    </span>
  );
}

interface PricingSectionProps {
  /** The section's anchor; its heading gets `${id}-title`. */
  id: string;
  title: string;
  subtitle?: string;
  /** Shown above the title (e.g. a sample label). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One band of the pricing page: a centred h2 (and optional subtitle) over its content. */
export function PricingSection({
  id,
  title,
  subtitle,
  aside,
  className,
  children,
}: PricingSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn('scroll-mt-20 py-16 sm:py-24', className)}
    >
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <div className="mx-auto flex max-w-2xl flex-col items-center gap-3 text-center">
          {aside}
          <h2
            id={`${id}-title`}
            className="font-display text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl"
          >
            {title}
          </h2>
          {subtitle && <p className="text-base text-pretty text-muted-foreground">{subtitle}</p>}
        </div>
        <div className="mt-10 sm:mt-14">{children}</div>
      </div>
    </section>
  );
}
