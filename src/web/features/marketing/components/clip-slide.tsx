import { Play } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { slideLabel, type SlidePlayer } from '../lib/carousel';

interface ClipSlideProps {
  index: number;
  count: number;
  title: string;
  player: SlidePlayer;
  playing: boolean;
  onPlay: () => void;
}

/**
 * One carousel slide: a fixed 9:16 box (its size comes from CSS alone, so nothing moves when the
 * carousel script starts) holding a poster and a play button; the player itself (an iframe or
 * a video) is created only once the visitor asks for it.
 */
export function ClipSlide({ index, count, title, player, playing, onPlay }: ClipSlideProps) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={slideLabel(index, count)}
      data-slide={index + 1}
      className="min-w-0 shrink-0 grow-0 basis-full pl-4 sm:pl-6 md:basis-1/2 lg:basis-1/3"
    >
      <div
        data-slide-box
        className="relative aspect-[9/16] w-full overflow-hidden rounded-2xl bg-ink shadow-card ring-1 ring-ink/10"
      >
        {playing ? (
          <ClipPlayer title={title} player={player} />
        ) : (
          <button
            type="button"
            onClick={onPlay}
            aria-label={`Play ${title}`}
            className="group absolute inset-0 size-full cursor-pointer focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ring"
          >
            <img
              src={player.poster}
              alt=""
              width={432}
              height={768}
              loading="lazy"
              decoding="async"
              className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
            />
            <span
              aria-hidden="true"
              className="absolute inset-0 bg-gradient-to-t from-ink/55 via-transparent to-transparent"
            />
            <span
              aria-hidden="true"
              className="absolute top-1/2 left-1/2 grid size-16 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-surface/95 text-brand shadow-card transition-transform group-hover:scale-110"
            >
              <Play className="size-7 translate-x-0.5 fill-current" />
            </span>
          </button>
        )}
      </div>
      <h3 className="mt-3 text-base font-semibold text-foreground">{title}</h3>
    </div>
  );
}

/** The chosen player, focused when it appears (the play button it replaces had the focus). */
function ClipPlayer({ title, player }: { title: string; player: SlidePlayer }) {
  const ref = useRef<HTMLIFrameElement & HTMLVideoElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);

  const className = 'absolute inset-0 size-full border-0 bg-ink object-cover';
  if (player.kind === 'youtube') {
    return (
      <iframe
        ref={ref}
        src={player.embedUrl}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        className={className}
      />
    );
  }
  return (
    <video
      ref={ref}
      src={player.src}
      poster={player.poster}
      title={title}
      autoPlay
      controls
      playsInline
      className={className}
    />
  );
}
