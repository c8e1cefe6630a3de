import { useCallback, useEffect, useRef, useState } from 'react';
import type { MomentRange } from '../lib/moment-range';

export interface MomentPlayer {
  /** What is playing: all of the speech, the chosen moment, or nothing. */
  playing: 'all' | 'selection' | null;
  /** Where playback is, in seconds, while playing. */
  position: number | null;
  /** Plays the moment (`range`) or all of it (null); the same again pauses. */
  toggle: (range: MomentRange | null) => void;
}

/**
 * Plays the podcast clip's speech in the page: an audio element of its own (not in the DOM),
 * followed frame by frame so the waveform's playhead moves and the moment stops at its end.
 */
export function useMomentPlayer(source: File | string): MomentPlayer {
  const element = useRef<HTMLAudioElement | null>(null);
  const frame = useRef(0);
  const [playing, setPlaying] = useState<MomentPlayer['playing']>(null);
  const [position, setPosition] = useState<number | null>(null);

  const stop = useCallback(() => {
    cancelAnimationFrame(frame.current);
    element.current?.pause();
    setPlaying(null);
    setPosition(null);
  }, []);

  useEffect(() => {
    const url = typeof source === 'string' ? source : URL.createObjectURL(source);
    const audio = new Audio(url);
    audio.preload = 'auto';
    audio.addEventListener('ended', stop);
    element.current = audio;
    return () => {
      cancelAnimationFrame(frame.current);
      audio.pause();
      audio.removeEventListener('ended', stop);
      audio.removeAttribute('src');
      element.current = null;
      if (typeof source !== 'string') URL.revokeObjectURL(url);
      setPlaying(null);
      setPosition(null);
    };
  }, [source, stop]);

  const toggle = useCallback(
    (range: MomentRange | null) => {
      const audio = element.current;
      if (!audio) return;
      const mode = range ? 'selection' : 'all';
      if (playing === mode) return stop();
      cancelAnimationFrame(frame.current);
      if (range) audio.currentTime = range.start;
      const follow = () => {
        if (range && audio.currentTime >= range.end) return stop();
        setPosition(audio.currentTime);
        frame.current = requestAnimationFrame(follow);
      };
      audio.play().then(
        () => {
          setPlaying(mode);
          follow();
        },
        () => stop(),
      );
    },
    [playing, stop],
  );

  return { playing, position, toggle };
}
