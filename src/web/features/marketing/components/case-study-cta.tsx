import { ArrowRight } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { CASE_STUDY_CONTENT } from '../content/case-study';
import { BookingLink } from './booking-link';

/** The way on from the story: the packages (/pricing) or a call through the external scheduler. */
export function CaseStudyCta() {
  const { cta } = CASE_STUDY_CONTENT;
  return (
    <section
      aria-labelledby="case-study-cta"
      className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-20"
    >
      <div className="relative isolate overflow-hidden rounded-3xl bg-brand px-6 py-12 text-center text-brand-foreground shadow-lifted sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(50%_80%_at_50%_0%,rgb(255_255_255/0.18),transparent_70%)]"
        />
        <h2
          id="case-study-cta"
          className="mx-auto max-w-2xl font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          {cta.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-base leading-relaxed text-brand-foreground/90 sm:text-lg">
          {cta.body}
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <a
            href={cta.pricing.href}
            className={cn(
              buttonVariants({ variant: 'outline', size: 'lg' }),
              'border-transparent bg-surface text-ink hover:bg-muted',
            )}
          >
            {cta.pricing.label}
            <ArrowRight aria-hidden="true" />
          </a>
          <BookingLink variant="secondary">{cta.booking}</BookingLink>
        </div>
      </div>
    </section>
  );
}
