import { useEffect, useState } from 'react';

/**
 * Whether the window has scrolled further than `threshold` pixels (strictly: the spec's sticky
 * bar appears when the scroll "exceeds 800 px"). False on the server and the first render, so
 * hydration matches; the real value arrives in the effect.
 */
export function useScrolledPast(threshold: number): boolean {
  const [isPast, setIsPast] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setIsPast(window.scrollY > threshold);
    };
    // At most one update per frame, however fast the scroll events come.
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    onScroll(); // a page restored or reloaded mid-way is already past it
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold]);

  return isPast;
}
