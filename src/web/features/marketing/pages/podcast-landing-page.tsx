import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ClipsIllustration } from '../components/clips-illustration';

/**
 * The podcast clips landing (/ and /how-it-works). For now the hero only; the showcase video and
 * the clip carousel from the spec come with the full landing page.
 */
export function PodcastLandingPage() {
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(60%_55%_at_50%_0%,var(--color-brand-soft),transparent)]"
      />
      <div className="mx-auto flex max-w-5xl flex-col items-center px-5 pt-14 pb-16 text-center sm:px-6 sm:pt-24 sm:pb-24">
        <h1 className="font-display text-[2.5rem] leading-[1.05] font-bold tracking-tight text-balance text-ink sm:text-6xl lg:text-7xl">
          Turn Your Podcast Into <span className="text-brand">Viral Clips</span> in Minutes
        </h1>
        <p className="mt-5 text-sm font-medium text-muted-foreground sm:text-base">
          No credit card required • Get 10 free credits
        </p>
        <Button size="lg" className="mt-9 w-full max-w-xs sm:w-auto" asChild>
          {/* Navigation state (not a query string) opens /auth on sign-up, as the spec says. */}
          <Link to="/auth" state={{ mode: 'signup' }}>
            Start Creating
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <ClipsIllustration className="mt-14 sm:mt-20" />
      </div>
    </section>
  );
}
