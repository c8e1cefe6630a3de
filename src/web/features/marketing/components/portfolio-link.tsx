import type { ComponentProps } from 'react';

// Plain class strings (no cva or Radix Slot): the landing pages keep their JavaScript small.
const BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4 [&_svg]:shrink-0';

const VARIANTS = {
  brand: 'bg-brand text-brand-foreground shadow-sm hover:bg-brand-hover',
  ink: 'bg-ink text-ink-foreground shadow-sm hover:bg-ink-hover',
  outline: 'border border-input bg-surface text-foreground hover:bg-muted',
  inverted: 'bg-surface text-ink shadow-sm hover:bg-muted',
  'outline-inverted': 'border border-white/35 text-white hover:bg-white/10',
} as const;

const SIZES = { md: 'h-10 px-4 text-sm', lg: 'h-12 px-6 text-base' } as const;

export interface PortfolioLinkProps extends ComponentProps<'a'> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
}

/** A link styled as a button (public pages navigate with plain links). */
export function PortfolioLink({
  variant = 'brand',
  size = 'md',
  className = '',
  ...props
}: PortfolioLinkProps) {
  return <a className={`${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${className}`} {...props} />;
}
