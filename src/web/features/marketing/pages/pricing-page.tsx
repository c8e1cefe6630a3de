import { ArrowRight } from 'lucide-react';
import { ExitIntentPopup } from '../components/exit-intent-popup';
import { FaqAccordion } from '../components/faq-accordion';
import { PricingCaseStudy } from '../components/pricing-case-study';
import { PricingComparisonTable } from '../components/pricing-comparison-table';
import { PricingGuarantees } from '../components/pricing-guarantees';
import { PricingHero } from '../components/pricing-hero';
import { PricingPackages } from '../components/pricing-packages';
import { PricingProcess } from '../components/pricing-process';
import { RoiCalculator } from '../components/roi-calculator';
import { SiteLayout } from '../components/site-layout';
import { StickyCtaBar, StickyCtaBarSpacer } from '../components/sticky-cta-bar';
import { TestimonialCarousel } from '../components/testimonial-carousel';
import { CLOSING_CTA, type PricingVariantKey } from '../content/pricing';
import { useExitIntent } from '../hooks/use-exit-intent';

function ClosingCallToAction() {
  return (
    <section aria-labelledby="closing-cta-title" className="px-4 pb-20 sm:px-6">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 rounded-3xl bg-ink px-6 py-12 text-center text-ink-foreground sm:py-16">
        <h2
          id="closing-cta-title"
          className="font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          {CLOSING_CTA.title}
        </h2>
        <p className="max-w-xl text-ink-foreground/75">{CLOSING_CTA.text}</p>
        <a
          href={CLOSING_CTA.action.href}
          className="inline-flex h-12 items-center gap-2 rounded-md bg-brand px-6 text-base font-medium text-brand-foreground shadow-sm transition-colors hover:bg-brand-hover"
        >
          {CLOSING_CTA.action.label}
          <ArrowRight className="size-4" aria-hidden="true" />
        </a>
      </div>
    </section>
  );
}

/**
 * The pricing page. One implementation, two variants: /pricing lets the visitor toggle
 * between clips only ('You Post') and all-inclusive ('We Post'); /victory-pricing sells the
 * all-inclusive packages without the toggle. The sticky bar and the exit-intent popup sit
 * outside <main> (they belong to the whole page, not its content).
 */
function PricingPageView({ variant }: { variant: PricingVariantKey }) {
  const exitIntent = useExitIntent();
  return (
    <>
      <SiteLayout>
        <div data-exit-intent={exitIntent.phase}>
          <PricingHero variant={variant} />
          <TestimonialCarousel />
          <PricingCaseStudy />
          <PricingPackages withToggle={variant === 'pricing'} />
          <PricingProcess />
          <RoiCalculator />
          <PricingComparisonTable />
          <PricingGuarantees />
          <FaqAccordion />
          <ClosingCallToAction />
        </div>
      </SiteLayout>
      <StickyCtaBarSpacer />
      <StickyCtaBar />
      <ExitIntentPopup open={exitIntent.isOpen} onClose={exitIntent.close} />
    </>
  );
}

export function PricingPage() {
  return <PricingPageView variant="pricing" />;
}

export function VictoryPricingPage() {
  return <PricingPageView variant="victory" />;
}
