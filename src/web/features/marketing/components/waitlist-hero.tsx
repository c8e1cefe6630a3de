import { BookOpen, GraduationCap, Radio, type LucideIcon } from 'lucide-react';
import type { WaitlistList } from '@shared/site';
import { Badge } from '../../../components/ui/badge';
import type { WaitlistPageContent } from '../content/waitlists';
import { WaitlistForm } from './waitlist-form';

const EYEBROW_ICONS: Record<WaitlistList, LucideIcon> = {
  masterclass: GraduationCap,
  webinar: Radio,
  ebook: BookOpen,
};

/** The id the page's "sign up" links jump to. */
export const WAITLIST_FORM_ANCHOR = 'signup';

/** Headline, the key facts (duration, seats, pages) and the sign-up card beside them. */
export function WaitlistHero({ content }: { content: WaitlistPageContent }) {
  const Icon = EYEBROW_ICONS[content.list];
  return (
    <section className="relative isolate overflow-hidden border-b border-border/70">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(70%_60%_at_15%_0%,var(--color-brand-soft),transparent_70%)]"
      />
      <div className="mx-auto grid w-full max-w-6xl items-start gap-10 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.15fr_1fr] lg:gap-14 lg:pt-20 lg:pb-24">
        <div className="lg:pt-4">
          <Badge className="px-3 py-1 text-sm [&_svg]:size-4">
            <Icon aria-hidden="true" />
            {content.eyebrow}
          </Badge>
          <h1 className="mt-5 font-display text-4xl leading-[1.08] font-bold tracking-tight text-balance text-ink sm:text-5xl lg:text-[3.4rem]">
            {content.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted-foreground">
            {content.subtitle}
          </p>
          <dl className="mt-9 grid max-w-xl grid-cols-3 gap-3 sm:gap-4">
            {content.facts.map((fact) => (
              <div
                key={fact.label}
                className="flex flex-col-reverse justify-end gap-1 rounded-xl border border-border bg-surface/80 p-3 shadow-card sm:p-4"
              >
                <dt className="text-xs leading-snug text-muted-foreground sm:text-sm">
                  {fact.label}
                </dt>
                <dd className="font-display text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                  {fact.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div id={WAITLIST_FORM_ANCHOR} className="scroll-mt-24">
          <WaitlistForm content={content} />
        </div>
      </div>
    </section>
  );
}
