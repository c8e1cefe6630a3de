import { Clapperboard } from 'lucide-react';

/**
 * /videos, the video studio. Jobs and the prompt panel arrive with the video studio itself;
 * until then the page shows the studio's real empty state, since the user has no videos.
 */
export function VideosPage() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col">
      <h1 className="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        AI Video Studio
      </h1>
      <section
        aria-label="Your videos"
        className="mt-8 grid min-h-80 place-items-center rounded-2xl border border-dashed border-input bg-surface/60 px-6 py-16 text-center sm:mt-10"
      >
        <div className="flex flex-col items-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-brand-soft text-brand">
            <Clapperboard className="size-7" aria-hidden="true" />
          </span>
          <p className="mt-5 text-lg font-semibold text-foreground">
            Type in the prompt box to start
          </p>
          <p className="mt-1.5 text-sm text-muted-foreground">Your videos will appear here</p>
        </div>
      </section>
    </div>
  );
}
