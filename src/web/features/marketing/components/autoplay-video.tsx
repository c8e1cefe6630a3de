import { useRef } from 'react';
import type { SampleMedia } from '../content/media';
import { useAutoplayWhenVisible } from '../hooks/use-autoplay-when-visible';

/**
 * A muted, looping sample clip in a fixed 9:16 box that plays while at least a quarter of it
 * is on screen. Nothing is downloaded until it first plays (preload="none"; the poster shows).
 * Controls show until autoplay takes over, and stay when the visitor prefers reduced motion
 * or has no JavaScript.
 */
export function AutoplayVideo({ clip }: { clip: SampleMedia }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const autoplay = useAutoplayWhenVisible(videoRef);

  return (
    <video
      ref={videoRef}
      className="block aspect-[9/16] h-auto w-full bg-ink object-cover"
      width={clip.width}
      height={clip.height}
      poster={clip.poster}
      muted
      playsInline
      loop
      preload="none"
      controls={autoplay !== 'on'}
      data-autoplay={autoplay}
    >
      <source src={clip.src} type="video/mp4" />
    </video>
  );
}
