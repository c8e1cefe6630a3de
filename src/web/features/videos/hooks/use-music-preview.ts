import { useCallback, useEffect, useReducer, useRef } from 'react';
import { toast } from 'sonner';
import { MUSIC_BED_LABELS } from '@shared/videos';
import { musicBedPreviewUrl } from '../api/music-bed-preview';
import { previewReducer, type PreviewBed, type PreviewState } from '../lib/music-preview';

/**
 * Plays the music beds' previews: one Audio element for the picker, so one track plays at a
 * time; it stops when the picker goes away (the options collapse, the mode changes).
 */
export function useMusicPreview(): { state: PreviewState; toggle: (bed: PreviewBed) => void } {
  const [state, dispatch] = useReducer(previewReducer, null);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  // The track the element holds now: its events carry no bed, so they are read against this.
  const current = useRef<PreviewBed | null>(null);

  const release = useCallback(() => {
    const audio = audioRef.current;
    current.current = null;
    if (!audio) return;
    audio.pause();
    audio.removeAttribute('src');
    audio.load(); // cancels a download still under way
  }, []);

  const stop = useCallback((failed: boolean) => {
    const bed = current.current;
    if (!bed) return;
    current.current = null;
    dispatch({ type: 'stopped', bed });
    if (failed) toast.error(`Could not play the ${MUSIC_BED_LABELS[bed]} preview`);
  }, []);

  const audioElement = useCallback(() => {
    if (audioRef.current) return audioRef.current;
    const audio = new Audio();
    audio.preload = 'none';
    audio.addEventListener('playing', () => {
      if (current.current) dispatch({ type: 'playing', bed: current.current });
    });
    audio.addEventListener('ended', () => stop(false));
    // An emptied source reports an error too; only a held track counts.
    audio.addEventListener('error', () => {
      if (audio.getAttribute('src')) stop(true);
    });
    audioRef.current = audio;
    return audio;
  }, [stop]);

  const toggle = useCallback(
    (bed: PreviewBed) => {
      dispatch({ type: 'toggle', bed });
      const again = current.current === bed;
      release();
      if (again) return;
      const audio = audioElement();
      current.current = bed;
      audio.src = musicBedPreviewUrl(bed);
      audio.play().catch((error: unknown) => {
        // Replaced or stopped before it began: not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        if (current.current === bed) stop(true);
      });
    },
    [audioElement, release, stop],
  );

  useEffect(() => release, [release]);
  return { state, toggle };
}
