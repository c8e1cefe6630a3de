import type { Brief } from './brief.js';
import { CALLS_TO_ACTION } from './phrases.js';
import { wordCount } from './points.js';

/** How close to the target the writer aims (the tests allow ±13%, about ±20 words a minute). */
export const AIM_BELOW = 0.96;
export const AIM_ABOVE = 1.05;

/** One section of a script: its label (HOOK, SEGMENT 2, …) and its sentences, in order. */
export interface Section {
  label: string;
  sentences: string[];
}

export const wordsIn = (sections: readonly Section[]) =>
  sections.reduce((sum, s) => sum + s.sentences.reduce((n, t) => n + wordCount(t), 0), 0);

export interface Drawers {
  why: () => string;
  example: () => string;
  question: () => string;
  mistake: () => string;
  deeper: () => string;
  closing: () => string;
  extras: { at: string; text: string; first?: boolean }[];
  /** Sentences of substance for a segment (by label), said before any general sentence. */
  details?: ReadonlyMap<string, readonly string[]>;
}

/**
 * Adds sentences until the script is near its target: the intro's extras and a sign-off, then
 * round after round of depth for each segment (why, an example, a question, …), each sentence
 * only if it does not overshoot. Varied sentence lengths let it land within a few words.
 */
export function fill(sections: Section[], target: number, brief: Brief, draw: Drawers): void {
  let total = wordsIn(sections);
  const low = target * AIM_BELOW;
  const high = target * AIM_ABOVE;
  const sectionFor = (label: string) => {
    let section = sections.find((s) => s.label === label);
    if (!section) sections.push((section = { label, sentences: [] }));
    return section;
  };
  const tryAdd = (section: Section, text: string, first = false): boolean => {
    const size = wordCount(text);
    if (total + size > high) return false;
    if (first) section.sentences.unshift(text);
    else section.sentences.push(text);
    total += size;
    return true;
  };
  const segments = sections.filter((s) => s.label.startsWith('SEGMENT'));
  const cta = sections.find((s) => s.label === 'CALL TO ACTION')!;

  for (const extra of draw.extras) {
    if (total >= low) break;
    tryAdd(sectionFor(extra.at), extra.text, extra.first);
  }
  // The topic's own matter first, a sentence per segment per round, as room allows.
  const pending = new Map([...(draw.details ?? [])].map(([label, list]) => [label, [...list]]));
  for (let added = true; added && total < low;) {
    added = false;
    for (const segment of segments) {
      const next = pending.get(segment.label)?.shift();
      if (next && total < low && tryAdd(segment, next)) added = true;
    }
  }
  const rounds =
    brief.format === 'story'
      ? [draw.deeper, draw.example, draw.why, draw.question, draw.closing, draw.mistake]
      : [draw.why, draw.example, draw.question, draw.closing, draw.mistake, draw.deeper];
  // Pools repeat once used up; 12 rounds cover ten minutes of one point.
  for (let round = 0; round < 12 && total < low; round++) {
    for (const segment of segments) {
      if (total >= low) break;
      // A sentence that would overshoot gives way to a shorter one from the next pool.
      for (let tries = 0; tries < rounds.length; tries++) {
        if (tryAdd(segment, rounds[(round + tries) % rounds.length]!())) break;
      }
    }
  }
  // Still short (a sentence too long for the room left): a longer call to action may fit.
  for (const text of CALLS_TO_ACTION.slice(1)) {
    if (total >= low) break;
    const current = cta.sentences[0]!;
    if (
      wordCount(text) > wordCount(current) &&
      total - wordCount(current) + wordCount(text) <= high
    ) {
      total += wordCount(text) - wordCount(current);
      cta.sentences[0] = text;
    }
  }
}
