import { PORTFOLIO_GALLERY, PORTFOLIO_TIERS } from '../content/portfolio';
import { GalleryTierGroup } from './gallery-tier-group';

/** #gallery: the sample videos, grouped by the four plan tiers. */
export function PortfolioGallery() {
  return (
    <section
      id="gallery"
      aria-labelledby="gallery-title"
      className="scroll-mt-28 border-y border-border/60 bg-muted/60 md:scroll-mt-16"
    >
      <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="max-w-2xl">
          <h2
            id="gallery-title"
            className="font-display text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl"
          >
            {PORTFOLIO_GALLERY.title}
          </h2>
          <p className="mt-4 text-muted-foreground">{PORTFOLIO_GALLERY.subtitle}</p>
        </div>
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          {PORTFOLIO_TIERS.map((tier) => (
            <GalleryTierGroup key={tier.id} tier={tier} />
          ))}
        </div>
      </div>
    </section>
  );
}
