import type { TranscriptWord } from '../port.js';

/**
 * How well a recogniser heard speech whose words and times are known (the local voices'
 * alignment): the heard words are lined up with the spoken ones by their longest common
 * subsequence, so a missed or extra word never shifts the rest. Used by the engines' tests and
 * the benchmark (issue 30).
 */

export interface SpokenWord {
  word: string;
  startMs: number;
  endMs: number;
}

export interface RecognitionScore {
  /** Spoken words heard as themselves, over all spoken words. */
  recall: number;
  matched: number;
  spoken: number;
  /** Over the matched words, |heard start − spoken start|. */
  medianStartErrorMs: number;
  p90StartErrorMs: number;
}

const normalize = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}']/gu, '');

export function recognitionScore(
  spoken: readonly SpokenWord[],
  heard: readonly TranscriptWord[],
): RecognitionScore {
  const a = spoken.map((w) => normalize(w.word));
  const b = heard.map((w) => normalize(w.text));
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..]
  const lengths = Array.from({ length: a.length + 1 }, () => new Int32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i]![j] =
        a[i] && a[i] === b[j]
          ? lengths[i + 1]![j + 1]! + 1
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const errors: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] && a[i] === b[j]) {
      errors.push(Math.abs(heard[j]!.start * 1000 - spoken[i]!.startMs));
      i++;
      j++;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
    else j++;
  }
  errors.sort((x, y) => x - y);
  const at = (q: number) => (errors.length ? errors[Math.floor(q * (errors.length - 1))]! : NaN);
  return {
    recall: spoken.length ? errors.length / spoken.length : 0,
    matched: errors.length,
    spoken: spoken.length,
    medianStartErrorMs: at(0.5),
    p90StartErrorMs: at(0.9),
  };
}
