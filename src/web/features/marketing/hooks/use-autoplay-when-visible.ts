import { useEffect, useState, type RefObject } from 'react';

/** The spec: a gallery video plays once at least 25% of it is on screen. */
export const AUTOPLAY_VISIBLE_RATIO = 0.25;

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * 'off' on the server, on the first client render (so hydration matches) and where the
 * browser lacks IntersectionObserver; 'on' while visibility drives playback; 'reduced-motion'
 * when the visitor asked for less motion.
 */
export type AutoplayMode = 'off' | 'on' | 'reduced-motion';

/** Whether an observed video is visible enough to play. */
export function isVisibleEnough(
  entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>,
  ratio: number = AUTOPLAY_VISIBLE_RATIO,
): boolean {
  // isIntersecting alone is true for any sliver of overlap, so the ratio decides.
  return entry.isIntersecting && entry.intersectionRatio >= ratio;
}

/** play() rejects when a pause() interrupts it, the file is missing, or the browser refuses. */
function playQuietly(video: HTMLVideoElement): void {
  // React does not reliably set the muted property from the attribute on hydration, and
  // browsers only allow autoplay of muted media.
  video.muted = true;
  video.play().catch(() => {
    // Nothing to do: the poster stays and the next visibility change tries again.
  });
}

/**
 * Plays the video while at least 25% of it is visible and pauses it otherwise. Does nothing
 * when the visitor prefers reduced motion (or the browser lacks IntersectionObserver).
 *
 * Returns the mode: unless it is 'on', show the native controls so the visitor can play the
 * video by hand.
 */
export function useAutoplayWhenVisible(videoRef: RefObject<HTMLVideoElement | null>): AutoplayMode {
  const [mode, setMode] = useState<AutoplayMode>('off');

  useEffect(() => {
    const video = videoRef.current;
    if (!video || typeof IntersectionObserver === 'undefined') return;
    const reducedMotion = window.matchMedia(REDUCED_MOTION_QUERY);
    let observer: IntersectionObserver | undefined;

    const stopObserving = () => {
      observer?.disconnect();
      observer = undefined;
    };

    const apply = () => {
      stopObserving();
      if (reducedMotion.matches) {
        setMode('reduced-motion');
        return;
      }
      setMode('on');
      observer = new IntersectionObserver(
        (entries) => {
          // Only the latest entry counts when several queued up for the same video.
          const latest = entries.at(-1);
          if (!latest) return;
          if (isVisibleEnough(latest)) playQuietly(video);
          else video.pause();
        },
        // The callback runs on observe() and whenever the visible share crosses 25%.
        { threshold: AUTOPLAY_VISIBLE_RATIO },
      );
      observer.observe(video);
    };

    const onMotionPreferenceChange = () => {
      // Stop what autoplay started; the controls take over.
      if (reducedMotion.matches) video.pause();
      apply();
    };

    apply();
    reducedMotion.addEventListener('change', onMotionPreferenceChange);
    return () => {
      reducedMotion.removeEventListener('change', onMotionPreferenceChange);
      stopObserving();
    };
  }, [videoRef]);

  return mode;
}
