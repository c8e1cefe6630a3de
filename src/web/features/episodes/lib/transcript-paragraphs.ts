import type { TranscriptWord } from '@shared/transcripts';

/** A pause this long, or a new speaker, starts a new paragraph of the transcript. */
export const PARAGRAPH_PAUSE_SECONDS = 1.5;
/** A paragraph never runs past this many words, so a monologue still reads in blocks. */
export const PARAGRAPH_MAX_WORDS = 120;

export interface TranscriptParagraph {
  /** Index of the paragraph's first word in the transcript. */
  firstIndex: number;
  start: number;
  speaker: string | undefined;
  words: readonly TranscriptWord[];
}

/**
 * The transcript as paragraphs a person can read: broken at long pauses and speaker changes,
 * and at sentence ends once a paragraph is long. Every word keeps its index, so a click plays
 * from that word.
 */
export function toParagraphs(words: readonly TranscriptWord[]): TranscriptParagraph[] {
  const paragraphs: TranscriptParagraph[] = [];
  let current: TranscriptWord[] = [];
  let firstIndex = 0;
  const close = () => {
    if (current.length === 0) return;
    paragraphs.push({
      firstIndex,
      start: current[0]!.start,
      speaker: current[0]!.speaker,
      words: current,
    });
    current = [];
  };
  words.forEach((word, index) => {
    const previous = current.at(-1);
    const breaks =
      previous !== undefined &&
      (word.start - previous.end >= PARAGRAPH_PAUSE_SECONDS ||
        word.speaker !== previous.speaker ||
        current.length >= PARAGRAPH_MAX_WORDS ||
        (current.length >= PARAGRAPH_MAX_WORDS / 2 && /[.!?]$/.test(previous.text)));
    if (breaks) close();
    if (current.length === 0) firstIndex = index;
    current.push(word);
  });
  close();
  return paragraphs;
}

/** The index of the word heard at `seconds`, or of the last word before it; -1 before any. */
export function wordAt(words: readonly TranscriptWord[], seconds: number): number {
  let low = 0;
  let high = words.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (words[middle]!.start <= seconds) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** "1:02:05" or "4:07": a time in the episode as a player shows it. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
