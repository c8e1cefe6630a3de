import { ArrowDown, Check } from 'lucide-react';
import { PORTFOLIO_CATEGORIES, PORTFOLIO_TIERS, type PortfolioTier } from '../content/portfolio';
import { PortfolioConnections } from './portfolio-connections';

/** The blurb's parts as a checklist (the words stay the spec's; only the layout changes). */
const blurbParts = (tier: PortfolioTier) => tier.blurb.split(', ');

function TierCard({ tier }: { tier: PortfolioTier }) {
  return (
    <li className="relative flex flex-col rounded-2xl border border-border bg-surface p-6 shadow-card">
      <h3 className="text-lg font-bold text-ink">{tier.name}</h3>
      {tier.alias && (
        // In the corner, so every card's headline starts at the same height.
        <span className="absolute top-3 right-3 rounded-full bg-brand-soft px-2 py-0.5 text-[0.6875rem] font-semibold whitespace-nowrap text-brand">
          {tier.alias}
        </span>
      )}
      <p className="mt-3 text-2xl font-bold tracking-tight text-ink">{tier.headline}</p>
      <p className="mt-2 text-sm text-muted-foreground">{tier.audience}</p>
      <ul className="mt-5 flex-1 space-y-2 text-sm" aria-label={`${tier.name} includes`}>
        {blurbParts(tier).map((part) => (
          <li key={part} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
            <span className="first-letter:uppercase">{part}</span>
          </li>
        ))}
      </ul>
      <a
        href={`#tier-${tier.id}`}
        className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-brand underline-offset-4 hover:underline"
      >
        {PORTFOLIO_CATEGORIES.samplesLink.replace('{tier}', tier.name)}
        <ArrowDown aria-hidden="true" className="size-4" />
      </a>
    </li>
  );
}

/** #categories: the four tiers side by side, then the channel connections card. */
export function PortfolioCategories() {
  return (
    <section
      id="categories"
      aria-labelledby="categories-title"
      className="mx-auto w-full max-w-6xl scroll-mt-28 px-4 py-16 sm:px-6 sm:py-24 md:scroll-mt-16"
    >
      <div className="flex flex-col justify-between gap-4 md:flex-row md:items-end">
        <div className="max-w-2xl">
          <h2
            id="categories-title"
            className="font-display text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl"
          >
            {PORTFOLIO_CATEGORIES.title}
          </h2>
          <p className="mt-4 text-muted-foreground">{PORTFOLIO_CATEGORIES.subtitle}</p>
        </div>
        <a
          href={PORTFOLIO_CATEGORIES.pricingLink.href}
          className="text-sm font-semibold text-brand underline underline-offset-4"
        >
          {PORTFOLIO_CATEGORIES.pricingLink.label}
        </a>
      </div>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {PORTFOLIO_TIERS.map((tier) => (
          <TierCard key={tier.id} tier={tier} />
        ))}
      </ul>
      <PortfolioConnections />
    </section>
  );
}
