import type { PortfolioTier } from '../content/portfolio';
import { AutoplayVideo } from './autoplay-video';

/** One tier's samples in the gallery: its name and blurb, then its clips side by side. */
export function GalleryTierGroup({ tier }: { tier: PortfolioTier }) {
  const headingId = `tier-${tier.id}-title`;
  return (
    <article
      id={`tier-${tier.id}`}
      aria-labelledby={headingId}
      className="scroll-mt-32 rounded-2xl border border-border bg-surface p-4 shadow-card sm:p-6 md:scroll-mt-24"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} className="text-xl font-bold tracking-tight text-ink">
          {tier.name}
        </h3>
        {tier.alias && (
          <span className="rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-brand">
            {tier.alias}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{tier.blurb}</p>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4">
        {tier.clips.map((clip) => (
          <li key={clip.id}>
            <figure>
              <div className="overflow-hidden rounded-xl bg-ink">
                <AutoplayVideo clip={clip} />
              </div>
              <figcaption className="mt-2 text-sm font-medium text-foreground">
                {clip.title}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </article>
  );
}
