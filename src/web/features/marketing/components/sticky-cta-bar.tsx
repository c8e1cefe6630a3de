import { ArrowRight } from 'lucide-react';
import { useRef } from 'react';
import { cn } from '../../../lib/cn';
import { useToastClearance } from '../../../lib/toaster-placement';
import { STICKY_BAR } from '../content/pricing';
import { useScrolledPast } from '../hooks/use-scrolled-past';

/** The spec's threshold: the bar shows once the scroll exceeds 800 px. */
export const STICKY_BAR_SCROLL_PX = 800;

/**
 * The sticky bottom bar with the call to action. Always in the page (so showing it moves
 * nothing), but invisible and unfocusable until the visitor has scrolled past 800 px.
 */
export function StickyCtaBar() {
  const shown = useScrolledPast(STICKY_BAR_SCROLL_PX);
  const bar = useRef<HTMLElement>(null);
  useToastClearance(bar, shown);
  return (
    <aside
      ref={bar}
      aria-label={STICKY_BAR.label}
      data-testid="sticky-cta-bar"
      inert={!shown}
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 shadow-lifted backdrop-blur-md',
        'pb-[env(safe-area-inset-bottom)] transition-[translate,opacity,visibility] duration-300',
        shown ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-full opacity-0',
      )}
    >
      <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-ink sm:text-base">{STICKY_BAR.title}</p>
          <p className="text-xs text-muted-foreground sm:text-sm">
            {STICKY_BAR.price}
            <span className="max-md:hidden"> • {STICKY_BAR.note}</span>
          </p>
        </div>
        <a
          href={STICKY_BAR.action.href}
          className="inline-flex h-10 shrink-0 items-center gap-2 rounded-md bg-brand px-4 text-sm font-medium text-brand-foreground shadow-sm transition-colors hover:bg-brand-hover"
        >
          {STICKY_BAR.action.label}
          <ArrowRight className="size-4" aria-hidden="true" />
        </a>
      </div>
    </aside>
  );
}

/** Room after the footer (same colour) so the bar never covers its last line. */
export function StickyCtaBarSpacer() {
  return <div aria-hidden="true" className="h-20 bg-surface" />;
}
