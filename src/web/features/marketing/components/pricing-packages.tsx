import { SUBSCRIPTION_PACKAGES, type PlanVariant } from '@shared/plans';
import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { PACKAGES_SECTION, VARIANT_COPY } from '../content/pricing';
import { PricingPlanCard } from './pricing-plan-card';
import { PricingSection } from './pricing-section';

/** The toggle's order: the default (We Post, all-inclusive) first. */
const TOGGLE_ORDER: readonly PlanVariant[] = ['inclusive', 'clips'];

/** The spec's toggle between clips only ('You Post') and all-inclusive ('We Post'). */
function VariantToggle({
  value,
  onChange,
}: {
  value: PlanVariant;
  onChange(variant: PlanVariant): void;
}) {
  return (
    <div
      role="group"
      aria-label={PACKAGES_SECTION.toggleLabel}
      className="mx-auto mb-10 grid w-full max-w-md grid-cols-2 gap-1 rounded-full border border-border bg-surface p-1 shadow-card"
    >
      {TOGGLE_ORDER.map((option) => {
        const selected = option === value;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(option)}
            className={cn(
              'flex flex-col items-center rounded-full px-4 py-2 text-sm font-semibold transition-colors',
              selected ? 'bg-ink text-ink-foreground shadow-sm' : 'text-foreground hover:bg-muted',
            )}
          >
            {VARIANT_COPY[option].toggle}
            <span
              className={cn(
                'text-xs font-normal',
                selected ? 'text-ink-foreground/80' : 'text-muted-foreground',
              )}
            >
              {VARIANT_COPY[option].name}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/**
 * The package cards. With `withToggle` (/pricing) the visitor picks who posts, all-inclusive
 * first; without it (/victory-pricing) the cards sell the all-inclusive packages.
 */
export function PricingPackages({ withToggle }: { withToggle: boolean }) {
  const [variant, setVariant] = useState<PlanVariant>('inclusive');
  const shown: PlanVariant = withToggle ? variant : 'inclusive';
  return (
    <PricingSection
      id="packages"
      title={PACKAGES_SECTION.title}
      subtitle={PACKAGES_SECTION.subtitle}
    >
      {withToggle && <VariantToggle value={variant} onChange={setVariant} />}
      <p className="-mt-6 mb-12 text-center text-sm text-muted-foreground" aria-live="polite">
        <span className="font-semibold text-foreground">{VARIANT_COPY[shown].toggle}:</span>{' '}
        {VARIANT_COPY[shown].summary}
      </p>
      <div className="mx-auto grid max-w-md gap-8 lg:max-w-none lg:grid-cols-3 lg:items-center lg:gap-5">
        {SUBSCRIPTION_PACKAGES.map((plan) => (
          <PricingPlanCard key={plan.id} plan={plan} variant={shown} />
        ))}
      </div>
    </PricingSection>
  );
}
