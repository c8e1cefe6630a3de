import { useSite } from '../../../lib/site';
import { cn } from '../../../lib/cn';

/**
 * A drawn (not photographed) cover of the ebook, so the page needs no image file and the box
 * has a fixed 3:4 ratio from the first paint.
 */
export function WaitlistEbookCover({
  title,
  kicker,
  badge,
  className,
}: {
  title: string;
  kicker: string;
  badge: string;
  className?: string;
}) {
  const { productName } = useSite();
  return (
    <figure className={cn('relative mx-auto w-full max-w-[17rem]', className)}>
      {/* The page block behind the cover gives it a little depth. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 translate-x-3 translate-y-3 rounded-r-xl rounded-l-sm border border-border bg-muted"
      />
      <div className="relative flex aspect-[3/4] flex-col justify-between overflow-hidden rounded-r-xl rounded-l-sm bg-ink p-6 text-ink-foreground shadow-lifted">
        <div
          aria-hidden="true"
          className="absolute inset-y-0 left-0 w-2.5 bg-gradient-to-r from-black/40 to-transparent"
        />
        <div
          aria-hidden="true"
          className="absolute -top-16 -right-16 size-48 rounded-full bg-brand/60 blur-2xl"
        />
        <p className="relative text-xs font-semibold tracking-[0.2em] text-ink-foreground/80 uppercase">
          {kicker}
        </p>
        <p className="relative font-display text-2xl leading-tight font-bold text-balance">
          {title}
        </p>
        <div className="relative flex items-end justify-between text-xs text-ink-foreground/80">
          <span>{productName}</span>
          <span className="rounded-full bg-brand px-2.5 py-1 font-semibold text-brand-foreground">
            {badge}
          </span>
        </div>
      </div>
      <figcaption className="sr-only">
        Cover of “{title}”, {badge}.
      </figcaption>
    </figure>
  );
}
