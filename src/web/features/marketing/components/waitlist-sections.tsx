import { ArrowRight, Check, Sparkles } from 'lucide-react';
import { WAITLIST_LISTS } from '@shared/site';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { WAITLIST_TEASERS, type WaitlistPageContent } from '../content/waitlists';
import { WaitlistEbookCover } from './waitlist-ebook-cover';
import { WAITLIST_FORM_ANCHOR } from './waitlist-hero';

const sectionHeading = 'font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl';

/** "What you'll learn": one card per takeaway. */
export function WaitlistLearnSection({ content }: { content: WaitlistPageContent }) {
  return (
    <section
      aria-labelledby="waitlist-learn"
      className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-20"
    >
      <h2 id="waitlist-learn" className={sectionHeading}>
        {content.learnHeading}
      </h2>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {content.learn.map((item, index) => (
          <li
            key={item.title}
            className="rounded-xl border border-border bg-surface p-6 shadow-card transition-shadow hover:shadow-lifted"
          >
            <span
              aria-hidden="true"
              className="grid size-10 place-items-center rounded-lg bg-brand-soft font-display text-sm font-bold text-brand"
            >
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-5 text-lg leading-snug font-semibold text-ink">{item.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{item.detail}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Who it is for (left) and the agenda or chapters as a numbered timeline (right). */
export function WaitlistAgendaSection({ content }: { content: WaitlistPageContent }) {
  return (
    <section className="border-y border-border/70 bg-surface">
      <div className="mx-auto grid w-full max-w-6xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
        <div className="space-y-10">
          {content.cover && (
            <WaitlistEbookCover
              title={content.title}
              kicker={content.cover.kicker}
              badge={content.cover.badge}
              className="lg:mx-0"
            />
          )}
          <div>
            <h2 id="waitlist-audience" className={sectionHeading}>
              {content.audienceHeading}
            </h2>
            <ul className="mt-6 space-y-3">
              {content.audience.map((who) => (
                <li key={who} className="flex items-start gap-3 text-base text-foreground">
                  <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-success-soft text-success">
                    <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                  </span>
                  {who}
                </li>
              ))}
            </ul>
            <a
              href={`#${WAITLIST_FORM_ANCHOR}`}
              className={cn(buttonVariants({ variant: 'secondary', size: 'lg' }), 'mt-8')}
            >
              {content.form.submitLabel}
              <ArrowRight aria-hidden="true" />
            </a>
          </div>
        </div>

        <div>
          <h2 className={sectionHeading}>{content.agendaHeading}</h2>
          <ol className="mt-8 space-y-0">
            {content.agenda.map((item, index) => (
              <li key={item.title} className="relative flex gap-5 pb-8 last:pb-0">
                {/* The rail joining the steps; the last step has nothing below it. */}
                {index < content.agenda.length - 1 && (
                  <span
                    aria-hidden="true"
                    className="absolute top-10 bottom-1 left-5 w-px -translate-x-1/2 bg-border"
                  />
                )}
                <span
                  aria-hidden="true"
                  className="relative grid size-10 shrink-0 place-items-center rounded-full border border-brand/30 bg-brand-soft text-sm font-bold text-brand"
                >
                  {index + 1}
                </span>
                <div className="pt-1">
                  <p className="text-xs font-semibold tracking-wide text-brand uppercase">
                    {item.marker}
                  </p>
                  <h3 className="mt-1 text-lg font-semibold text-ink">{item.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
                    {item.detail}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

/** The other two free resources, so a visitor who came for one finds the rest. */
export function WaitlistTeasersSection({ content }: { content: WaitlistPageContent }) {
  const others = WAITLIST_LISTS.filter((list) => list !== content.list).map(
    (list) => WAITLIST_TEASERS[list],
  );
  return (
    <section
      aria-labelledby="waitlist-more"
      className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-20"
    >
      <div className="flex items-center gap-2 text-sm font-semibold text-brand">
        <Sparkles aria-hidden="true" className="size-4" />
        Also free
      </div>
      <h2 id="waitlist-more" className={`mt-2 ${sectionHeading}`}>
        More free resources
      </h2>
      <ul className="mt-8 grid gap-4 md:grid-cols-2">
        {others.map((teaser) => (
          <li key={teaser.href}>
            <a
              href={teaser.href}
              className="group flex h-full flex-col rounded-xl border border-border bg-surface p-6 shadow-card transition-shadow hover:shadow-lifted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span className="text-lg font-semibold text-ink">{teaser.title}</span>
              <span className="mt-2 flex-1 text-sm text-muted-foreground">{teaser.detail}</span>
              <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand">
                {teaser.cta}
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
