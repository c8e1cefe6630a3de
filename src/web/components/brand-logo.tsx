import { clsx } from 'clsx';

// clsx (not cn): the public pages draw this too, and tailwind-merge would add to their bundle.
/** The logo drawing (a vertical frame with a play mark, as the favicon): no link, no name. */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={clsx('shrink-0', className)} aria-hidden="true">
      <rect width="32" height="32" rx="8" className="fill-ink" />
      <rect
        x="9"
        y="6"
        width="14"
        height="20"
        rx="3"
        fill="none"
        strokeWidth="2"
        className="stroke-ink-foreground"
      />
      <path d="M14 12.5v7l5.5-3.5z" className="fill-brand" />
    </svg>
  );
}
