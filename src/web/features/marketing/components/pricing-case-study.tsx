import { fillProductName } from '@shared/site';
import { useSite } from '../../../lib/site';
import { SAMPLE_CLIPS } from '../content/media';
import { FEATURED_DESIGNER } from '../content/pricing';
import { PricingSection, SampleLabel } from './pricing-section';

/**
 * The featured-designer case study with its 8 sample videos. The players load nothing until
 * played (preload="none", poster first), and each box has the clip's 9:16 shape from the start,
 * so the grid never shifts.
 */
export function PricingCaseStudy() {
  const { productName } = useSite();
  const designer = FEATURED_DESIGNER;
  return (
    <PricingSection
      id="case-study"
      title={designer.title}
      aside={<SampleLabel>{designer.sampleLabel}</SampleLabel>}
      className="bg-surface"
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start">
        <div className="flex flex-col gap-5">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">
            {designer.eyebrow}
          </p>
          <div>
            <h3 className="font-display text-2xl font-bold text-ink">{designer.name}</h3>
            <p className="text-sm text-muted-foreground">{designer.person}</p>
          </div>
          <p className="text-pretty text-foreground">
            {fillProductName(designer.story, productName)}
          </p>
          <dl className="grid grid-cols-3 gap-3">
            {designer.stats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col-reverse gap-1 rounded-xl bg-muted p-3 text-center"
              >
                <dt className="text-xs text-muted-foreground">{stat.label}</dt>
                <dd className="font-display text-2xl font-bold text-ink">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <h3 id="case-study-videos" className="sr-only">
            {designer.videosTitle}
          </h3>
          {/*
           * A swipeable row on phones (eight tall videos would be a long scroll), a grid above.
           * Focusable, so keyboard users can scroll the row too.
           */}
          <div
            role="region"
            aria-labelledby="case-study-videos"
            tabIndex={0}
            className="-mx-4 snap-x snap-mandatory scroll-px-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:overflow-visible sm:px-0 sm:pb-0"
          >
            <ul className="flex gap-3 sm:grid sm:grid-cols-4">
              {SAMPLE_CLIPS.map((clip) => (
                <li key={clip.id} className="w-[42%] shrink-0 snap-start sm:w-auto">
                  <figure className="flex flex-col gap-2">
                    <video
                      className="aspect-[9/16] w-full rounded-xl bg-ink object-cover"
                      width={clip.width}
                      height={clip.height}
                      poster={clip.poster}
                      preload="none"
                      controls
                      muted
                      playsInline
                      aria-label={clip.title}
                    >
                      <source src={clip.src} type="video/mp4" />
                    </video>
                    <figcaption className="text-xs text-muted-foreground">{clip.title}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </PricingSection>
  );
}
