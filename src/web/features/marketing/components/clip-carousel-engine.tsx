import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

const OPTIONS = { loop: true, align: 'start' } as const;

/**
 * The carousel's motion (embla), in a chunk of its own: ClipCarousel loads it when the carousel
 * nears the screen or is used, so the landing page's first load stays light. It attaches to
 * the server-rendered viewport and hands the API back; it renders nothing.
 */
export function ClipCarouselEngine({
  viewport,
  onReady,
}: {
  viewport: HTMLElement;
  onReady: (api: CarouselApi | undefined) => void;
}) {
  const [attach, api] = useEmblaCarousel(OPTIONS);
  useEffect(() => {
    attach(viewport);
  }, [attach, viewport]);
  useEffect(() => {
    onReady(api);
  }, [api, onReady]);
  return null;
}
