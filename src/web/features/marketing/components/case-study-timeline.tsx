import { Camera, CalendarCheck, SearchCheck, Sparkles, type LucideIcon } from 'lucide-react';
import { CASE_STUDY_CONTENT } from '../content/case-study';

// One icon per step, in the timeline's order.
const STEP_ICONS: readonly LucideIcon[] = [Camera, Sparkles, SearchCheck, CalendarCheck];

/**
 * Day 1; Day 2-3; Day 4; Day 5-34. A vertical rail on phones, a horizontal one from tablet
 * width, with the step's days as the most prominent text.
 */
export function CaseStudyTimeline() {
  const { timelineHeading, timeline } = CASE_STUDY_CONTENT;
  return (
    <section
      aria-labelledby="case-study-timeline"
      className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-20"
    >
      <h2
        id="case-study-timeline"
        className="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl"
      >
        {timelineHeading}
      </h2>
      <div className="relative mt-10">
        {/* The horizontal rail behind the step icons (tablet and up); outside the list, which may hold only items. */}
        <span
          aria-hidden="true"
          className="absolute top-6 right-[12.5%] left-[12.5%] hidden h-0.5 bg-gradient-to-r from-brand/40 via-brand to-brand/40 md:block"
        />
        <ol
          className="relative grid gap-8 md:grid-cols-4 md:gap-6"
          data-testid="case-study-timeline"
        >
          {timeline.map((step, index) => {
            const Icon = STEP_ICONS[index] ?? Sparkles;
            const isLast = index === timeline.length - 1;
            return (
              <li
                key={step.day}
                className="relative flex gap-4 md:flex-col md:items-center md:text-center"
              >
                {/* The vertical rail on phones. */}
                {!isLast && (
                  <span
                    aria-hidden="true"
                    className="absolute top-14 -bottom-6 left-6 w-0.5 -translate-x-1/2 bg-brand/25 md:hidden"
                  />
                )}
                <span className="relative grid size-12 shrink-0 place-items-center rounded-full bg-brand text-brand-foreground shadow-lifted ring-4 ring-background">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div className="rounded-xl border border-border bg-surface p-5 shadow-card md:mt-5 md:w-full">
                  <p className="font-display text-xl font-bold text-brand">{step.day}</p>
                  <h3 className="mt-1 text-base font-semibold text-ink">{step.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                    {step.detail}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
