import { ArrowLeft, ArrowRight, MailCheck } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { SiteLayout } from '../components/site-layout';
import { ThankYouBookingCard } from '../components/thank-you-booking-card';
import { THANK_YOU_CONTENT } from '../content/thank-you';

/**
 * /thank-you, after a waitlist sign-up: the confirmation, the nudge to check email, the free
 * strategy call with its offer, and the way on to /pricing or back home.
 */
export function ThankYouPage() {
  const { title, checkEmail, nextSteps, links } = THANK_YOU_CONTENT;
  return (
    <SiteLayout>
      <div className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 -z-10 h-[32rem] bg-[radial-gradient(55%_60%_at_50%_0%,var(--color-brand-soft),transparent)]"
        />
        <div className="mx-auto w-full max-w-3xl px-4 pt-14 pb-20 sm:px-6 sm:pt-20">
          <header className="text-center">
            <span className="mx-auto grid size-16 place-items-center rounded-full bg-success-soft text-success ring-8 ring-success-soft/50">
              <MailCheck aria-hidden="true" className="size-8" />
            </span>
            <h1 className="mt-6 font-display text-4xl font-bold tracking-tight text-ink sm:text-6xl">
              {title}
            </h1>
            <p className="mt-4 text-xl font-semibold text-ink">{checkEmail.heading}</p>
            <p className="mx-auto mt-2 max-w-xl text-base leading-relaxed text-muted-foreground">
              {checkEmail.body}
            </p>
          </header>

          <ol className="mt-10 grid gap-3 sm:grid-cols-3" aria-label="What happens next">
            {nextSteps.map((step, index) => (
              <li
                key={step.title}
                className="flex items-start gap-3 rounded-xl border border-border bg-surface/80 p-4 shadow-card"
              >
                <span
                  aria-hidden="true"
                  className="grid size-7 shrink-0 place-items-center rounded-full bg-ink text-xs font-bold text-ink-foreground"
                >
                  {index + 1}
                </span>
                <span className="text-sm">
                  <span className="block font-semibold text-ink">{step.title}</span>
                  <span className="text-muted-foreground">{step.detail}</span>
                </span>
              </li>
            ))}
          </ol>

          <div className="mt-8">
            <ThankYouBookingCard />
          </div>

          <nav
            aria-label="Continue"
            className="mt-10 flex flex-col-reverse items-stretch justify-center gap-3 sm:flex-row sm:items-center"
          >
            <a
              href={links.home.href}
              className={cn(buttonVariants({ variant: 'ghost', size: 'lg' }))}
            >
              <ArrowLeft aria-hidden="true" />
              {links.home.label}
            </a>
            <a
              href={links.pricing.href}
              className={cn(buttonVariants({ variant: 'outline', size: 'lg' }))}
            >
              {links.pricing.label}
              <ArrowRight aria-hidden="true" />
            </a>
          </nav>
        </div>
      </div>
    </SiteLayout>
  );
}
