import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { useProductName } from '../lib/product';

/** The logo: a vertical frame with a play mark (same drawing as the favicon) and the name. */
export function BrandMark({ className }: { className?: string }) {
  const productName = useProductName();
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-base font-semibold tracking-tight text-foreground',
        className,
      )}
    >
      <svg viewBox="0 0 32 32" className="size-7 shrink-0" aria-hidden="true">
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
      <span>{productName}</span>
    </Link>
  );
}
