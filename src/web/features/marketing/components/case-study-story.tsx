import { Quote } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { CASE_STUDY_CONTENT } from '../content/case-study';

/** Challenge, approach and result, with the (sample) client's quote beside them. */
export function CaseStudyStory() {
  const { story, quote } = CASE_STUDY_CONTENT;
  return (
    <section aria-label="The story" className="border-b border-border/70 bg-surface">
      <div className="mx-auto grid w-full max-w-6xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.5fr_1fr] lg:gap-16">
        <div className="space-y-10">
          {story.map((part, index) => (
            <div key={part.heading} className="flex gap-5">
              <span
                aria-hidden="true"
                className="font-display text-sm font-bold text-brand tabular-nums sm:text-base"
              >
                {String(index + 1).padStart(2, '0')}
              </span>
              <div>
                <h2 className="font-display text-2xl font-bold tracking-tight text-ink">
                  {part.heading}
                </h2>
                <p className="mt-3 text-base leading-relaxed text-muted-foreground sm:text-lg">
                  {part.body}
                </p>
              </div>
            </div>
          ))}
        </div>

        <figure className="self-start rounded-2xl border border-border bg-background p-6 shadow-card sm:p-8 lg:sticky lg:top-24">
          <div className="flex items-center justify-between gap-3">
            <Quote aria-hidden="true" className="size-8 text-brand" />
            <Badge variant="secondary">{quote.label}</Badge>
          </div>
          <blockquote className="mt-5 font-display text-xl leading-snug font-medium text-ink">
            “{quote.text}”
          </blockquote>
          <figcaption className="mt-6 flex items-center gap-3">
            <span
              aria-hidden="true"
              className="grid size-10 place-items-center rounded-full bg-brand-soft text-sm font-bold text-brand"
            >
              {quote.name.charAt(0)}
            </span>
            <span className="text-sm">
              <span className="block font-semibold text-ink">{quote.name}</span>
              <span className="text-muted-foreground">{quote.role}</span>
            </span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}

/** Four clips from the sample batch: posters first, the video only when someone presses play. */
export function CaseStudyClips() {
  const { clipsHeading, clipsNote, clips } = CASE_STUDY_CONTENT;
  return (
    <section aria-labelledby="case-study-clips" className="border-t border-border/70 bg-muted/60">
      <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2
            id="case-study-clips"
            className="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl"
          >
            {clipsHeading}
          </h2>
          <p className="text-sm text-muted-foreground">{clipsNote}</p>
        </div>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
          {clips.map((clip) => (
            <li key={clip.id}>
              <figure>
                <video
                  controls
                  playsInline
                  preload="none"
                  poster={clip.poster}
                  width={clip.width}
                  height={clip.height}
                  aria-label={clip.title}
                  className="aspect-[9/16] h-auto w-full rounded-xl bg-ink object-cover shadow-card"
                >
                  <source src={clip.src} type="video/mp4" />
                </video>
                <figcaption className="mt-2 text-sm font-medium text-foreground">
                  {clip.title}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
