import { ArrowRight, Check } from 'lucide-react';
import {
  PRICING_HERO,
  PRICING_HERO_ACTIONS,
  PRICING_HERO_NOTES,
  SOCIAL_PROOF,
  type PricingVariantKey,
} from '../content/pricing';
import { SampleLabel } from './pricing-section';

const primaryAction =
  'inline-flex h-12 items-center justify-center gap-2 rounded-md bg-brand px-6 text-base font-medium text-brand-foreground shadow-sm transition-colors hover:bg-brand-hover';
const secondaryAction =
  'inline-flex h-12 items-center justify-center rounded-md border border-input bg-surface px-6 text-base font-medium text-foreground transition-colors hover:bg-muted';

/** The pricing page's opening: headline, the two actions, the offer notes and the stats. */
export function PricingHero({ variant }: { variant: PricingVariantKey }) {
  const hero = PRICING_HERO[variant];
  return (
    <section aria-labelledby="pricing-hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[34rem] bg-[radial-gradient(60%_55%_at_50%_0%,var(--color-brand-soft),transparent)]"
      />
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 pt-14 pb-12 text-center sm:px-6 sm:pt-20">
        <p className="rounded-full bg-surface px-3 py-1 text-sm font-medium text-brand shadow-card">
          {hero.eyebrow}
        </p>
        <h1
          id="pricing-hero-title"
          className="mt-6 font-display text-[2.25rem] leading-[1.08] font-bold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl"
        >
          {hero.title} <span className="text-brand">{hero.highlight}</span>
        </h1>
        <p className="mt-5 max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">
          {hero.subtitle}
        </p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <a href={PRICING_HERO_ACTIONS.primary.href} className={primaryAction}>
            {PRICING_HERO_ACTIONS.primary.label}
            <ArrowRight className="size-4" aria-hidden="true" />
          </a>
          <a href={PRICING_HERO_ACTIONS.secondary.href} className={secondaryAction}>
            {PRICING_HERO_ACTIONS.secondary.label}
          </a>
        </div>
        <ul className="mt-6 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
          {PRICING_HERO_NOTES.map((note) => (
            <li key={note} className="inline-flex items-center gap-1.5">
              <Check className="size-4 text-success" aria-hidden="true" />
              {note}
            </li>
          ))}
        </ul>
      </div>
      <SocialProofStats />
    </section>
  );
}

function SocialProofStats() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pb-6 sm:px-6">
      <div className="rounded-2xl border border-border bg-surface p-5 shadow-card sm:p-8">
        <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
          {SOCIAL_PROOF.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1 text-center">
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-5 flex justify-center">
          <SampleLabel>{SOCIAL_PROOF.label}</SampleLabel>
        </div>
      </div>
    </div>
  );
}
