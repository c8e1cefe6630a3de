import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { useProductName } from '../lib/product';

interface BrandMarkProps {
  className?: string;
  to?: string;
  onClick?: () => void;
  /** A second line under the name, e.g. what this part of the product is. */
  tagline?: string;
}

/** The logo: a vertical frame with a play mark (same drawing as the favicon) and the name. */
export function BrandMark({ className, to = '/', onClick, tagline }: BrandMarkProps) {
  const productName = useProductName();
  return (
    <Link
      to={to}
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-base font-semibold tracking-tight text-foreground',
        tagline && 'gap-2.5',
        className,
      )}
    >
      <svg
        viewBox="0 0 32 32"
        className={cn('shrink-0', tagline ? 'size-9' : 'size-7')}
        aria-hidden="true"
      >
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
      {tagline ? (
        <span className="flex flex-col leading-tight">
          <span>{productName}</span>
          <span className="text-xs font-medium tracking-normal text-muted-foreground">
            {tagline}
          </span>
        </span>
      ) : (
        <span>{productName}</span>
      )}
    </Link>
  );
}
