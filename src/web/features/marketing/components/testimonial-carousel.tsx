import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { cn } from '../../../lib/cn';
import { TESTIMONIALS_SECTION } from '../content/pricing';
import { TESTIMONIALS } from '../content/testimonials';
import { PricingSection, SampleLabel } from './pricing-section';

const arrowButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-input bg-surface text-foreground shadow-sm transition-colors hover:bg-muted';

/**
 * The testimonials carousel: one quote at a time, previous/next buttons (and the arrow keys
 * inside it) that wrap around. Every slide sits in the same grid cell, so the box is as tall
 * as the longest quote and never jumps when the slide changes.
 */
export function TestimonialCarousel() {
  const [current, setCurrent] = useState(0);
  const count = TESTIMONIALS.length;
  const go = (step: number) => setCurrent((index) => (index + step + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };

  return (
    <PricingSection id="testimonials" title={TESTIMONIALS_SECTION.title}>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={TESTIMONIALS_SECTION.carouselLabel}
        onKeyDown={onKeyDown}
        className="mx-auto max-w-3xl"
      >
        <div className="grid" aria-live="polite">
          {TESTIMONIALS.map((testimonial, index) => {
            const isCurrent = index === current;
            return (
              <figure
                key={testimonial.name}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                aria-hidden={!isCurrent}
                inert={!isCurrent}
                className={cn(
                  '[grid-area:1/1] flex flex-col gap-6 rounded-2xl border border-border bg-surface p-6 shadow-card transition-opacity duration-300 sm:p-10',
                  isCurrent ? 'opacity-100' : 'invisible opacity-0',
                )}
              >
                <div className="flex items-start justify-between gap-4">
                  <Quote className="size-8 text-brand" aria-hidden="true" />
                  <SampleLabel>{TESTIMONIALS_SECTION.sampleLabel}</SampleLabel>
                </div>
                <blockquote className="text-lg leading-relaxed text-pretty text-foreground sm:text-xl">
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption className="mt-auto text-sm">
                  <span className="block font-semibold text-ink">{testimonial.name}</span>
                  <span className="text-muted-foreground">{testimonial.role}</span>
                </figcaption>
              </figure>
            );
          })}
        </div>
        <div className="mt-6 flex items-center justify-center gap-4">
          <button
            type="button"
            className={arrowButton}
            onClick={() => go(-1)}
            aria-label={TESTIMONIALS_SECTION.previousLabel}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <p className="min-w-14 text-center text-sm text-muted-foreground tabular-nums">
            {current + 1} / {count}
          </p>
          <button
            type="button"
            className={arrowButton}
            onClick={() => go(1)}
            aria-label={TESTIMONIALS_SECTION.nextLabel}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
    </PricingSection>
  );
}
