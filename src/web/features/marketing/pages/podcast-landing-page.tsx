import { fillProductName } from '@shared/site';
import { ArrowRight, Clapperboard, PenLine, Share2, type LucideIcon } from 'lucide-react';
import { useEffect } from 'react';
import { preload } from 'react-dom';
import { usePublicSignedIn } from '../../../lib/public-session';
import { useSite } from '../../../lib/site';
import { ClipCarousel } from '../components/clip-carousel';
import { SiteLayout } from '../components/site-layout';
import {
  LANDING_CLIPS_SECTION,
  LANDING_CLOSING,
  LANDING_HERO,
  LANDING_PITCH,
  type PitchStepKey,
} from '../content/landing';
import { SHOWCASE_VIDEO } from '../content/media';

const primaryButton =
  'inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-brand px-6 text-base font-semibold text-brand-foreground shadow-sm transition-colors hover:bg-brand-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
const secondaryButton =
  'inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-border bg-surface px-6 text-base font-semibold text-foreground shadow-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

const PITCH_ICONS: Record<PitchStepKey, LucideIcon> = {
  script: PenLine,
  clips: Clapperboard,
  share: Share2,
};

/**
 * The podcast clips landing (/ and /how-it-works): the hero with the showcase video, the clip
 * carousel, the three-part pitch and a closing call to action. A signed-in visitor is sent on
 * to the dashboard (the spec's signed-in variant of this page).
 */
export function PodcastLandingPage() {
  const signedIn = usePublicSignedIn();
  useEffect(() => {
    if (signedIn) window.location.replace('/dashboard');
  }, [signedIn]);

  return (
    <SiteLayout>
      <Hero />
      <ClipsSection />
      <Pitch />
      <Closing />
    </SiteLayout>
  );
}

function Hero() {
  // The poster is the first large paint: fetch it early and first (a video's poster cannot
  // carry fetchpriority itself). Rendered as a <link> ahead of the page on the server.
  preload(SHOWCASE_VIDEO.poster, { as: 'image', fetchPriority: 'high' });
  const { headline } = LANDING_HERO;
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[40rem] bg-[radial-gradient(60%_55%_at_50%_0%,var(--color-brand-soft),transparent)]"
      />
      <div className="mx-auto flex max-w-6xl flex-col items-center px-4 pt-12 pb-16 text-center sm:px-6 sm:pt-20 sm:pb-24">
        <p className="rounded-full border border-brand/20 bg-surface/70 px-3 py-1 text-sm font-medium text-brand">
          {LANDING_HERO.eyebrow}
        </p>
        <h1 className="mt-5 max-w-4xl font-display text-[2.5rem] leading-[1.05] font-bold tracking-tight text-balance text-ink sm:text-6xl lg:text-7xl">
          {headline.lead}
          <span className="text-brand">{headline.highlight}</span>
          {headline.tail}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">
          {LANDING_HERO.intro}
        </p>
        <div className="mt-8 flex w-full flex-col items-center justify-center gap-3 sm:w-auto sm:flex-row">
          <a href={LANDING_HERO.startCreating.href} className={`${primaryButton} w-full sm:w-auto`}>
            {LANDING_HERO.startCreating.label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </a>
          <a href={LANDING_HERO.secondary.href} className={`${secondaryButton} w-full sm:w-auto`}>
            {LANDING_HERO.secondary.label}
          </a>
        </div>
        <p className="mt-4 text-sm font-medium text-muted-foreground">{LANDING_HERO.subNote}</p>
        <div className="mt-12 w-full max-w-5xl rounded-2xl bg-surface p-1.5 shadow-card ring-1 ring-ink/10 sm:mt-16 sm:p-2">
          <video
            controls
            preload="none"
            poster={SHOWCASE_VIDEO.poster}
            width={SHOWCASE_VIDEO.width}
            height={SHOWCASE_VIDEO.height}
            aria-label={LANDING_HERO.video.label}
            className="aspect-video h-auto w-full rounded-xl bg-ink"
          >
            <source src={SHOWCASE_VIDEO.src} type="video/mp4" />
            {LANDING_HERO.video.fallback}
          </video>
        </div>
      </div>
    </section>
  );
}

function ClipsSection() {
  const { productName } = useSite();
  return (
    <section aria-labelledby="clips-heading" className="border-y border-border/70 bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="clips-heading"
            className="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl"
          >
            {fillProductName(LANDING_CLIPS_SECTION.heading, productName)}
          </h2>
          <p className="mt-3 text-lg text-pretty text-muted-foreground">
            {LANDING_CLIPS_SECTION.subtitle}
          </p>
        </div>
        <div className="mx-auto mt-12 max-w-[21rem] md:max-w-none lg:max-w-5xl">
          <ClipCarousel label={LANDING_CLIPS_SECTION.carouselLabel} />
        </div>
      </div>
    </section>
  );
}

function Pitch() {
  return (
    <section
      id={LANDING_PITCH.id}
      aria-labelledby="pitch-heading"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6 sm:py-24"
    >
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">
          {LANDING_PITCH.eyebrow}
        </p>
        <h2
          id="pitch-heading"
          className="mt-2 font-display text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl"
        >
          {LANDING_PITCH.heading}
        </h2>
        <p className="mt-3 text-lg text-muted-foreground">{LANDING_PITCH.intro}</p>
      </div>
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {LANDING_PITCH.steps.map((step, index) => {
          const Icon = PITCH_ICONS[step.key];
          return (
            <li key={step.key} className="rounded-xl bg-surface p-6 shadow-card ring-1 ring-ink/5">
              <div className="flex items-center gap-3">
                <span className="grid size-11 place-items-center rounded-lg bg-brand-soft text-brand">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-sm font-semibold text-muted-foreground">
                  Step {index + 1}
                </span>
              </div>
              <h3 className="mt-5 text-xl font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 text-muted-foreground">{step.body}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Closing() {
  return (
    <section aria-labelledby="closing-heading" className="px-4 pb-16 sm:px-6 sm:pb-24">
      <div className="mx-auto max-w-6xl rounded-2xl bg-ink px-6 py-12 text-center sm:px-12 sm:py-16">
        <h2
          id="closing-heading"
          className="font-display text-3xl font-bold tracking-tight text-balance text-ink-foreground sm:text-4xl"
        >
          {LANDING_CLOSING.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-lg text-ink-foreground/80">
          {LANDING_CLOSING.body}
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <a
            href={LANDING_CLOSING.startCreating.href}
            className={`${primaryButton} w-full sm:w-auto`}
          >
            {LANDING_CLOSING.startCreating.label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </a>
          <a
            href={LANDING_CLOSING.pricing.href}
            className="inline-flex h-12 w-full items-center justify-center rounded-lg px-6 text-base font-semibold text-ink-foreground underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-foreground sm:w-auto"
          >
            {LANDING_CLOSING.pricing.label}
          </a>
        </div>
      </div>
    </section>
  );
}
