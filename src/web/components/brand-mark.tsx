import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { useProductName } from '../lib/product';
import { BrandLogo } from './brand-logo';

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
      <BrandLogo className={tagline ? 'size-9' : 'size-7'} />
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
