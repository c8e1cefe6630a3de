import type { ClipWords } from '@shared/clip-words';
import { useEffect } from 'react';
import { useClipWords } from '../api/get-clip-words';
import { useSettled } from '../hooks/use-settled';
import { clipWordsSpan, wordsSourceText } from '../lib/clip-words';
import { CaptionStyle, type CaptionChoices } from './caption-style';

interface RecordingCaptionsProps {
  audio: File;
  startSeconds: string;
  durationSeconds: string;
  value: CaptionChoices;
  onChange: (value: CaptionChoices) => void;
  /** The words the clip is sent with; null while none are heard for this span. */
  heard: ClipWords | null;
  onHeard: (heard: ClipWords | null) => void;
}

/**
 * An uploaded recording's captions (decision 069): the words of the clip's span, heard by the
 * server's engine as soon as the file and the moment are chosen (again when the moment
 * changes), shown one cue per line to edit, and sent with the clip.
 */
export function RecordingCaptionStyle({ audio, heard, onHeard, ...clip }: RecordingCaptionsProps) {
  const start = useSettled(clip.startSeconds);
  const duration = useSettled(clip.durationSeconds);
  const words = useClipWords(audio, clipWordsSpan(start, duration));
  const latest = words.data ?? null;
  // The clip is sent with the words of the span on screen, or none while they are heard.
  useEffect(() => {
    if (latest !== heard) onHeard(latest);
  }, [latest, heard, onHeard]);
  const source = words.data
    ? wordsSourceText(words.data.engine)
    : words.isError
      ? words.error.message
      : words.isFetching
        ? 'Hearing the words of this moment…'
        : undefined;
  return (
    <CaptionStyle
      {...clip}
      cues={words.data?.cues ?? []}
      placeholder={words.isFetching ? 'Hearing the words…' : ''}
      source={source}
      resetLabel="Reset to heard words"
    />
  );
}
