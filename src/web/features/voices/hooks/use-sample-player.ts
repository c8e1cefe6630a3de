import { useCallback, useEffect, useReducer, useRef, type RefObject } from 'react';
import {
  IDLE_PLAYER,
  samplePhase,
  samplePlayerReducer,
  type SamplePhase,
} from '../lib/sample-player';
import { showVoiceError } from '../lib/voice-toasts';

export interface SamplePlayer {
  /** Spread on the page's one hidden <audio> element. */
  audioProps: {
    ref: RefObject<HTMLAudioElement | null>;
    onPlaying: () => void;
    onEnded: () => void;
    onError: () => void;
  };
  phaseOf: (key: string) => SamplePhase;
  /** Plays the sample at `url` (stopping any other), or stops it if it is the one playing. */
  toggle: (key: string, url: string, voiceName: string) => void;
}

/**
 * The voice samples' player: one <audio> element for the whole page, so one sample plays at a
 * time, and every play button reads its own state (idle, loading, playing) from here.
 */
export function useSamplePlayer(): SamplePlayer {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [state, dispatch] = useReducer(samplePlayerReducer, IDLE_PLAYER);
  // The sample the element holds now; its events carry no key, so they are read against this.
  const current = useRef<{ key: string; voiceName: string } | null>(null);

  const release = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.pause();
    audio.removeAttribute('src');
    audio.load(); // drops the buffered sample and cancels a download still under way
  }, []);

  const fail = useCallback(
    (key: string) => {
      const playing = current.current;
      if (!playing || playing.key !== key) return; // already handled, or replaced since
      current.current = null;
      dispatch({ type: 'stopped', key });
      release();
      showVoiceError(`Could not play the ${playing.voiceName} sample`, 'sample playback failed');
    },
    [release],
  );

  const toggle = useCallback(
    (key: string, url: string, voiceName: string) => {
      const audio = audioRef.current;
      if (!audio) return;
      dispatch({ type: 'toggle', key });
      if (current.current?.key === key) {
        current.current = null;
        release();
        return;
      }
      current.current = { key, voiceName };
      audio.src = url;
      audio.play().catch((error: unknown) => {
        // Replaced by another sample, or stopped, before it began: not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        fail(key);
      });
    },
    [fail, release],
  );

  useEffect(() => release, [release]);

  return {
    audioProps: {
      ref: audioRef,
      onPlaying: () => {
        if (current.current) dispatch({ type: 'playing', key: current.current.key });
      },
      onEnded: () => {
        if (!current.current) return;
        dispatch({ type: 'stopped', key: current.current.key });
        current.current = null;
      },
      onError: () => {
        // The element reports an error for an emptied source too; only a held sample counts.
        if (current.current && audioRef.current?.getAttribute('src')) fail(current.current.key);
      },
    },
    phaseOf: (key) => samplePhase(state, key),
    toggle,
  };
}
