import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The episode's one player: play from a word, or play a moment and stop at its end. The time
 * heard is reported a few times a second, for the transcript's highlight.
 */
export function useEpisodePlayer() {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  // Also kept as state: the element appears only once the episode has loaded, and the
  // listeners must be attached then.
  const [audio, setAudio] = useState<HTMLAudioElement | null>(null);
  const stopAt = useRef<number | null>(null);
  const [currentTime, setCurrentTime] = useState(0);

  const attachAudio = useCallback((element: HTMLAudioElement | null) => {
    audioRef.current = element;
    setAudio(element);
  }, []);

  useEffect(() => {
    if (!audio) return;
    const onTime = () => {
      setCurrentTime(audio.currentTime);
      if (stopAt.current !== null && audio.currentTime >= stopAt.current) {
        stopAt.current = null;
        audio.pause();
      }
    };
    // A user dragging the player's own bar past a moment's end stops treating it as one.
    const onSeeking = () => {
      if (stopAt.current !== null && audio.currentTime > stopAt.current) stopAt.current = null;
    };
    audio.addEventListener('timeupdate', onTime);
    audio.addEventListener('seeking', onSeeking);
    return () => {
      audio.removeEventListener('timeupdate', onTime);
      audio.removeEventListener('seeking', onSeeking);
    };
  }, [audio]);

  const playFrom = useCallback((start: number, end?: number) => {
    const element = audioRef.current;
    if (!element) return;
    stopAt.current = end ?? null;
    element.currentTime = start;
    // A refused play (no user gesture yet, a decode error) leaves the player as it was.
    element.play().catch(() => undefined);
  }, []);

  return { attachAudio, currentTime, playFrom };
}
