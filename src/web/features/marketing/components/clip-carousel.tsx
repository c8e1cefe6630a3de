import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
} from 'react';
import { SAMPLE_CLIPS } from '../content/media';
import { LANDING_CAROUSEL } from '../content/landing';
import { arrowKeyStep, slidePlayer, wrapIndex } from '../lib/carousel';
import type { CarouselApi, ClipCarouselEngine } from './clip-carousel-engine';
import { ClipSlide } from './clip-slide';

type Engine = ComponentType<Parameters<typeof ClipCarouselEngine>[0]>;

/** Start loading the motion this far before the carousel scrolls into view. */
const ENGINE_ROOT_MARGIN = '400px 0px';

const navButton =
  'inline-flex size-11 cursor-pointer items-center justify-center rounded-full border border-border bg-surface text-foreground shadow-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * The looping clip carousel: 1, 2 or 3 slides per view by CSS width classes alone (the server's
 * markup is already laid out, so nothing shifts), previous and next buttons, and the left/right
 * arrow keys while focus is inside it. Its motion (embla) loads as the carousel nears the
 * screen; a step asked for before that is kept and played once it has. At most one clip plays
 * at a time, and a clip that scrolls out of view goes back to its poster (which also stops it:
 * an embed cannot be paused from outside).
 */
export function ClipCarousel({ label }: { label: string }) {
  const { slides, clipYoutubeIds } = LANDING_CAROUSEL;
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [Engine, setEngine] = useState<Engine | null>(null);
  const [api, setApi] = useState<CarouselApi | undefined>();
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState<number | null>(null);
  const engineRequested = useRef(false);
  const pendingSteps = useRef(0);

  const loadEngine = useCallback(() => {
    if (engineRequested.current) return;
    engineRequested.current = true;
    void import('./clip-carousel-engine').then((module) =>
      setEngine(() => module.ClipCarouselEngine),
    );
  }, []);

  useEffect(() => {
    if (!viewport) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadEngine();
      },
      { rootMargin: ENGINE_ROOT_MARGIN },
    );
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [viewport, loadEngine]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    const onSlidesInView = () => {
      const inView = api.slidesInView();
      setPlaying((current) => (current !== null && !inView.includes(current) ? null : current));
    };
    api.on('select', onSelect).on('slidesInView', onSlidesInView);
    if (pendingSteps.current !== 0) {
      api.scrollTo(wrapIndex(api.selectedScrollSnap(), pendingSteps.current, slides.length));
      pendingSteps.current = 0;
    }
    return () => {
      api.off('select', onSelect).off('slidesInView', onSlidesInView);
    };
  }, [api, slides.length]);

  const step = (direction: -1 | 1) => {
    if (!api) {
      pendingSteps.current += direction;
      loadEngine();
    } else if (direction < 0) api.scrollPrev();
    else api.scrollNext();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // A focused video's own controls use the arrows to seek.
    if (event.target instanceof HTMLVideoElement) return;
    const direction = arrowKeyStep(event.key);
    if (direction === null) return;
    event.preventDefault();
    step(direction);
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="relative"
    >
      {Engine && viewport && <Engine viewport={viewport} onReady={setApi} />}
      <div ref={setViewport} data-carousel-viewport className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y sm:-ml-6">
          {slides.map((slide, index) => (
            <ClipSlide
              key={slide.title}
              index={index}
              count={slides.length}
              title={slide.title}
              player={slidePlayer(index, clipYoutubeIds, SAMPLE_CLIPS)}
              playing={playing === index}
              onPlay={() => setPlaying(index)}
            />
          ))}
        </div>
      </div>
      <div className="mt-8 flex items-center justify-center gap-4">
        <button
          type="button"
          onClick={() => step(-1)}
          aria-label="Previous slide"
          className={navButton}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p aria-live="polite" className="min-w-16 text-center text-sm text-muted-foreground">
          <span className="sr-only">Showing slide </span>
          {selected + 1} / {slides.length}
        </p>
        <button type="button" onClick={() => step(1)} aria-label="Next slide" className={navButton}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
