import { ArrowDown, Check, Upload } from 'lucide-react';
import { SAMPLE_CLIPS } from '../content/media';
import { PORTFOLIO_HERO } from '../content/portfolio';
import { PortfolioLink } from './portfolio-link';

// Three posters fanned out beside the headline: images only, so the hero stays light.
const FAN = [
  { clip: SAMPLE_CLIPS[1], className: '-rotate-6 translate-y-6' },
  { clip: SAMPLE_CLIPS[0], className: 'z-10 scale-110' },
  { clip: SAMPLE_CLIPS[2], className: 'rotate-6 translate-y-6' },
];

export function PortfolioHero() {
  return (
    <section
      aria-labelledby="portfolio-hero-title"
      className="relative isolate overflow-hidden border-b border-border/60"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(55%_60%_at_85%_10%,var(--color-brand-soft),transparent),radial-gradient(40%_40%_at_0%_100%,#f5ede4,transparent)]"
      />
      <div className="mx-auto grid w-full max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 md:grid-cols-[1.1fr_1fr] md:pt-20 md:pb-24">
        <div>
          <p className="inline-flex rounded-full bg-surface px-3 py-1 text-xs font-semibold text-brand shadow-card sm:text-sm">
            {PORTFOLIO_HERO.eyebrow}
          </p>
          <h1
            id="portfolio-hero-title"
            className="mt-5 font-display text-4xl leading-[1.05] font-bold tracking-tight text-balance text-ink sm:text-5xl lg:text-[3.5rem]"
          >
            {PORTFOLIO_HERO.title}
          </h1>
          <p className="mt-5 max-w-xl text-base text-pretty text-muted-foreground sm:text-lg">
            {PORTFOLIO_HERO.subtitle}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <PortfolioLink href={PORTFOLIO_HERO.upload.href} size="lg">
              <Upload aria-hidden="true" />
              {PORTFOLIO_HERO.upload.label}
            </PortfolioLink>
            <PortfolioLink href={PORTFOLIO_HERO.secondary.href} size="lg" variant="outline">
              {PORTFOLIO_HERO.secondary.label}
              <ArrowDown aria-hidden="true" />
            </PortfolioLink>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
            {PORTFOLIO_HERO.points.map((point) => (
              <li key={point} className="inline-flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-success" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div aria-hidden="true" className="flex justify-center pb-6 md:justify-end md:pr-6">
          {FAN.map(({ clip, className }) =>
            clip ? (
              <img
                key={clip.id}
                src={clip.poster}
                alt=""
                width={clip.width}
                height={clip.height}
                className={`-mx-3 aspect-[9/16] w-28 rounded-2xl border-4 border-surface bg-ink object-cover shadow-lifted sm:w-40 lg:w-44 ${className}`}
              />
            ) : null,
          )}
        </div>
      </div>
    </section>
  );
}
