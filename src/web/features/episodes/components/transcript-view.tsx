import type { TranscriptWord } from '@shared/transcripts';
import { memo, useEffect, useMemo, useRef } from 'react';
import { formatClock, toParagraphs, wordAt } from '../lib/transcript-paragraphs';

interface TranscriptViewProps {
  words: readonly TranscriptWord[];
  currentTime: number;
  onPlayFrom: (seconds: number) => void;
}

const ACTIVE_WORD = 'bg-brand-soft';

/** The words, rendered once: a long episode has tens of thousands of them. */
const TranscriptText = memo(function TranscriptText({
  words,
  onPlayFrom,
}: Omit<TranscriptViewProps, 'currentTime'>) {
  const paragraphs = useMemo(() => toParagraphs(words), [words]);
  return (
    <>
      {paragraphs.map((paragraph) => (
        <p key={paragraph.firstIndex} className="leading-relaxed">
          <span className="mr-2 text-xs text-muted-foreground tabular-nums">
            {formatClock(paragraph.start)}
            {paragraph.speaker && ` · ${paragraph.speaker.replace(/_/g, ' ')}`}
          </span>
          {paragraph.words.map((word, offset) => (
            <button
              key={offset}
              type="button"
              data-word={paragraph.firstIndex + offset}
              title={`Play from ${formatClock(word.start)}`}
              className="rounded px-0.5 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              onClick={() => onPlayFrom(word.start)}
            >
              {word.text}
            </button>
          ))}
        </p>
      ))}
    </>
  );
});

/**
 * The transcript: click a word to play from it. The word being heard is marked by toggling
 * one class on its button, so playing never re-renders the whole text.
 */
export function TranscriptView({ words, currentTime, onPlayFrom }: TranscriptViewProps) {
  const container = useRef<HTMLDivElement | null>(null);
  const active = useRef<Element | null>(null);
  const index = wordAt(words, currentTime);

  useEffect(() => {
    const next = index >= 0 ? container.current?.querySelector(`[data-word="${index}"]`) : null;
    if (next === active.current) return;
    active.current?.classList.remove(ACTIVE_WORD);
    next?.classList.add(ACTIVE_WORD);
    active.current = next ?? null;
  }, [index]);

  if (words.length === 0)
    return <p className="text-muted-foreground">No words were heard in this recording.</p>;
  return (
    <div
      ref={container}
      className="grid max-h-[32rem] gap-3 overflow-y-auto rounded-md border border-border p-4 text-sm"
      aria-label="Transcript"
    >
      <TranscriptText words={words} onPlayFrom={onPlayFrom} />
    </div>
  );
}
