import { Play } from 'lucide-react';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { fillProductName } from '@shared/site';
import { useSite } from '../../../lib/site';
import { SHELF_COPY, type ShelfItem } from '../content/shelf';

/** Only one shelf clip plays at a time: starting one pauses the others. */
function pauseOtherClips(event: SyntheticEvent<HTMLVideoElement>) {
  for (const video of document.querySelectorAll<HTMLVideoElement>('video[data-shelf-clip]')) {
    if (video !== event.currentTarget) video.pause();
  }
}

/**
 * A finished sample clip on the shelf: its poster with a play button (nothing of the video
 * loads before the click), then the native player with sound. Title, caption and a
 * 'Made with {product}' note below.
 */
export function ShelfClipCard({ item, featured = false }: { item: ShelfItem; featured?: boolean }) {
  const { productName } = useSite();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  const { clip } = item;
  const titleId = `shelf-${clip.id}-title`;
  // The featured card comes straight after the page title; the grid's cards sit under an h2.
  const Heading = featured ? 'h2' : 'h3';

  // The play button disappears once clicked: keep keyboard focus on the player that replaced it.
  useEffect(() => {
    if (started) videoRef.current?.focus({ preventScroll: true });
  }, [started]);

  const play = () => {
    const video = videoRef.current;
    if (!video) return;
    setStarted(true);
    // Called inside the click, so the browser allows sound. A failure leaves the controls up.
    video.play().catch(() => undefined);
  };

  return (
    <article
      aria-labelledby={titleId}
      className={
        featured
          ? 'grid gap-6 rounded-3xl border border-border bg-surface p-4 shadow-card sm:p-6 lg:grid-cols-[1.6fr_1fr] lg:items-center lg:gap-10'
          : 'flex flex-col'
      }
    >
      <div className="relative overflow-hidden rounded-xl bg-ink shadow-card">
        <video
          ref={videoRef}
          data-shelf-clip=""
          className={`block h-auto w-full bg-ink object-cover ${featured ? 'aspect-video' : 'aspect-[9/16]'}`}
          width={clip.width}
          height={clip.height}
          poster={clip.poster}
          preload="none"
          playsInline
          controls={started}
          tabIndex={started ? 0 : -1}
          aria-labelledby={titleId}
          onPlay={pauseOtherClips}
        >
          <source src={clip.src} type="video/mp4" />
        </video>
        {!started && (
          <button
            type="button"
            onClick={play}
            aria-label={SHELF_COPY.play.replace('{title}', clip.title)}
            className="group absolute inset-0 grid place-items-center bg-gradient-to-t from-ink/40 via-transparent to-transparent focus-visible:outline-offset-[-4px]"
          >
            <span
              className={`grid place-items-center rounded-full bg-white/95 text-ink shadow-lifted transition-transform group-hover:scale-110 ${featured ? 'size-16' : 'size-12'}`}
            >
              <Play aria-hidden="true" className="size-5 translate-x-px fill-current" />
            </span>
          </button>
        )}
      </div>
      <div className={featured ? '' : 'mt-3'}>
        {featured && (
          <p className="mb-2 text-xs font-semibold tracking-wider text-brand uppercase">
            {SHELF_COPY.featuredLabel}
          </p>
        )}
        <Heading
          id={titleId}
          className={`font-semibold text-ink ${featured ? 'text-2xl tracking-tight' : 'text-sm sm:text-base'}`}
        >
          {clip.title}
        </Heading>
        <p className={`mt-1 text-muted-foreground ${featured ? 'text-base' : 'text-sm'}`}>
          {item.caption}
        </p>
        <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <span className="font-medium text-foreground">
            {fillProductName(SHELF_COPY.madeWith, productName)}
          </span>
          <span className="rounded-full bg-muted px-2 py-0.5">{item.format}</span>
        </p>
      </div>
    </article>
  );
}
