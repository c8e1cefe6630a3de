import type { PlanVariant, SubscriptionPackage } from '@shared/plans';
import { formatUsd, formatUsdWithCents } from '@shared/roi';
import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { PACKAGES_SECTION, VARIANT_COPY } from '../content/pricing';
import { PricingCheckoutButton } from './pricing-checkout-button';

const priceCents = (plan: SubscriptionPackage, variant: PlanVariant) =>
  variant === 'clips' ? plan.clipsOnlyPriceCents : plan.allInclusivePriceCents;

/** The spec's 'Or 2 payments of' half the all-inclusive price. */
const halfOfAllInclusive = (plan: SubscriptionPackage) =>
  formatUsd(Math.round(plan.allInclusivePriceCents / 2));

/**
 * One package: its deliverable, the chosen variant's price and price per clip, the other
 * variant's price beside it, and the button that checks out `{plan}-{variant}`.
 */
export function PricingPlanCard({
  plan,
  variant,
}: {
  plan: SubscriptionPackage;
  variant: PlanVariant;
}) {
  const other: PlanVariant = variant === 'inclusive' ? 'clips' : 'inclusive';
  const copy = VARIANT_COPY[variant];
  const price = priceCents(plan, variant);
  const titleId = `plan-${plan.id}-title`;

  return (
    <article
      aria-labelledby={titleId}
      data-testid={`plan-${plan.id}`}
      className={cn(
        'relative flex flex-col gap-6 rounded-2xl border bg-surface p-6 shadow-card sm:p-8',
        plan.popular ? 'border-brand ring-2 ring-brand lg:-my-4 lg:py-12' : 'border-border',
      )}
    >
      {plan.popular && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand px-3 py-1 text-xs font-semibold whitespace-nowrap text-brand-foreground shadow-sm">
          {PACKAGES_SECTION.popularBadge}
        </p>
      )}
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="font-display text-xl font-bold text-ink">
          {plan.name}
        </h3>
        <p className="text-sm font-medium text-brand">{plan.deliverable}</p>
        <p className="text-sm text-muted-foreground">{plan.description}</p>
      </div>

      <div className="flex flex-col gap-1">
        <p className="flex flex-wrap items-baseline gap-x-1">
          <span
            data-testid="plan-price"
            className="font-display text-4xl font-bold tracking-tight text-ink tabular-nums lg:text-5xl"
          >
            {formatUsd(price)}
          </span>
          <span className="text-sm text-muted-foreground">{PACKAGES_SECTION.perMonth}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          {copy.name} ·{' '}
          <span data-testid="plan-price-per-clip">
            {formatUsdWithCents(Math.round(price / plan.clips))}
          </span>{' '}
          {PACKAGES_SECTION.perClip}
        </p>
        {variant === 'inclusive' && (
          <p className="text-sm font-medium text-foreground" data-testid="plan-two-payments">
            {PACKAGES_SECTION.twoPayments} {halfOfAllInclusive(plan)}
          </p>
        )}
      </div>

      <ul className="flex flex-col gap-2.5 text-sm">
        {copy.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>

      <div className="mt-auto flex flex-col gap-3">
        <p
          className="rounded-lg bg-muted px-3 py-2 text-xs text-muted-foreground"
          data-testid="plan-other-price"
        >
          {VARIANT_COPY[other].name} ({VARIANT_COPY[other].toggle}):{' '}
          <span className="font-semibold text-foreground">
            {formatUsd(priceCents(plan, other))}
            {PACKAGES_SECTION.perMonth}
          </span>
          {other === 'inclusive' && (
            <>
              {' '}
              · {PACKAGES_SECTION.twoPayments} {halfOfAllInclusive(plan)}
            </>
          )}
        </p>
        <PricingCheckoutButton
          tier={`${plan.id}-${variant}`}
          variant={plan.popular ? 'default' : 'secondary'}
          className="h-auto min-h-12 w-full py-2 whitespace-normal"
        >
          {PACKAGES_SECTION.choose(plan.name)}
        </PricingCheckoutButton>
      </div>
    </article>
  );
}
