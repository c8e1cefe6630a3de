import { ArrowRight, Upload } from 'lucide-react';
import { PORTFOLIO_CTA } from '../content/portfolio';
import { PortfolioLink } from './portfolio-link';

/** #cta: the closing call to action, to the public upload page. */
export function PortfolioCta() {
  return (
    <section
      id="cta"
      aria-labelledby="cta-title"
      className="scroll-mt-28 px-4 pb-16 sm:px-6 sm:pb-24 md:scroll-mt-16"
    >
      <div className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-3xl bg-ink px-6 py-14 text-center text-ink-foreground shadow-lifted sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(50%_80%_at_50%_0%,rgb(109_60_240/0.45),transparent)]"
        />
        <h2
          id="cta-title"
          className="mx-auto max-w-2xl font-display text-3xl font-bold tracking-tight text-balance sm:text-5xl"
        >
          {PORTFOLIO_CTA.title}
        </h2>
        <p className="mx-auto mt-5 max-w-xl text-ink-foreground/85">{PORTFOLIO_CTA.body}</p>
        <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
          <PortfolioLink href={PORTFOLIO_CTA.upload.href} size="lg" variant="inverted">
            <Upload aria-hidden="true" />
            {PORTFOLIO_CTA.upload.label}
          </PortfolioLink>
          <PortfolioLink href={PORTFOLIO_CTA.secondary.href} size="lg" variant="outline-inverted">
            {PORTFOLIO_CTA.secondary.label}
            <ArrowRight aria-hidden="true" />
          </PortfolioLink>
        </div>
      </div>
    </section>
  );
}
