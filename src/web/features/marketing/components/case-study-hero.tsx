import { Building2, FlaskConical, Package } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { CASE_STUDY_CONTENT } from '../content/case-study';

/** Headline, the (sample) client and the headline numbers, each visibly marked illustrative. */
export function CaseStudyHero() {
  const { sampleNotice, eyebrow, title, summary, client, statsLabel, stats } = CASE_STUDY_CONTENT;
  return (
    <section className="relative isolate overflow-hidden bg-ink text-ink-foreground">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_70%_at_85%_0%,rgb(109_60_240/0.55),transparent_70%),radial-gradient(40%_50%_at_0%_100%,rgb(236_72_153/0.25),transparent_70%)]"
      />
      <div className="mx-auto w-full max-w-6xl px-4 pt-10 pb-16 sm:px-6 sm:pt-14 lg:pb-20">
        <p
          className="flex items-start gap-2 rounded-lg border border-white/15 bg-white/5 px-3 py-2 text-sm text-ink-foreground/90 sm:inline-flex sm:items-center"
          data-testid="case-study-sample-notice"
        >
          <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0 sm:mt-0" />
          {sampleNotice}
        </p>

        <div className="mt-10 grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:items-end">
          <div>
            <Badge className="bg-white/10 text-ink-foreground">{eyebrow}</Badge>
            <h1 className="mt-4 font-display text-4xl leading-[1.08] font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              {title}
            </h1>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-foreground/80">
              {summary}
            </p>
          </div>
          <dl className="space-y-4 rounded-2xl border border-white/10 bg-white/5 p-6 text-sm backdrop-blur">
            {/* Icon in the term, so the list keeps the dt/dd structure screen readers expect. */}
            <div className="grid grid-cols-[1.25rem_1fr] gap-x-3">
              <dt className="row-span-2 pt-0.5 text-ink-foreground/70">
                <Building2 aria-hidden="true" className="size-5" />
                <span className="sr-only">Client</span>
              </dt>
              <dd className="font-semibold">{client.name}</dd>
              <dd className="col-start-2 text-ink-foreground/75">{client.detail}</dd>
            </div>
            <div className="grid grid-cols-[1.25rem_1fr] gap-x-3">
              <dt className="pt-0.5 text-ink-foreground/70">
                <Package aria-hidden="true" className="size-5" />
                <span className="sr-only">Package</span>
              </dt>
              <dd className="font-semibold">{client.package}</dd>
            </div>
          </dl>
        </div>

        <div className="mt-12">
          <p className="text-xs font-semibold tracking-[0.16em] text-ink-foreground/75 uppercase">
            {statsLabel}
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {stats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col-reverse justify-end gap-1 rounded-xl border border-white/10 bg-white/[0.06] p-4 sm:p-5"
              >
                <dt className="text-sm leading-snug text-ink-foreground/75">{stat.label}</dt>
                <dd className="font-display text-3xl font-bold tracking-tight sm:text-4xl">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
