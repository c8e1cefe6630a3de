import { bareWord } from './sentences.js';

/**
 * What the words of a moment say about it as a clip (decision 067): a hook in its first
 * seconds, whether it leans on what came before, and how often it names the user's topics.
 * Pure; English, as the transcription engines the app runs locally are.
 */

export type HookKind = 'question' | 'phrase' | 'number' | 'claim';

export interface Hook {
  kind: HookKind;
  /** 0..1: a question or a hook phrase is a full hook; a number or a bold claim a little less. */
  strength: number;
  /** The words that make it (a phrase, a number), for the reason. */
  cue: string;
}

/** Phrases that make a listener wait for what comes next. */
const HOOK_PHRASES = [
  'the secret',
  'the mistake',
  'biggest mistake',
  'the truth',
  'the problem',
  'the reason',
  'the real reason',
  'here is why',
  "here's why",
  "here's the thing",
  'nobody tells you',
  'no one tells you',
  'most people',
  'the first time',
  'i learned',
  'the lesson',
  'the trick',
  'the key',
  'what nobody',
  'why',
  'stop',
];
/** Wording of a strong claim: sure, sweeping, contrary. */
const CLAIM_PHRASES = [
  'always',
  'never',
  'everyone',
  'everybody',
  'nobody',
  'the best',
  'the worst',
  'the only',
  'the most',
  'i guarantee',
  'is dead',
  'is wrong',
  'is a myth',
  'changed my life',
  'changed everything',
  'the truth is',
  'honestly',
];
const NUMBER_WORDS = new Set([
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'twelve',
  'twenty',
  'fifty',
  'hundred',
  'thousand',
  'million',
  'billion',
  'percent',
  'half',
  'double',
  'triple',
]);
/** Opening words that point back at something said before the clip starts. */
const BACK_REFERENCES = new Set([
  'and',
  'but',
  'so',
  'or',
  'because',
  'also',
  'then',
  'which',
  'it',
  "it's",
  'that',
  "that's",
  'this',
  'these',
  'those',
  'he',
  'she',
  'they',
  'them',
  'his',
  'her',
  'their',
  'plus',
  'anyway',
]);

/** The phrase found in `bare` (words joined by single spaces), whole words only. */
const phraseIn = (bare: string, phrases: readonly string[]) =>
  phrases.find((phrase) => ` ${bare} `.includes(` ${phrase} `));

/**
 * The strongest hook in a moment's opening words (its first seconds), or null. `opensWithQuestion`
 * is the first sentence's own verdict (punctuation, or a question's opening words).
 */
export function hookOf(openingWords: readonly string[], opensWithQuestion: boolean): Hook | null {
  const bare = openingWords.map(bareWord).filter(Boolean).join(' ');
  if (opensWithQuestion) return { kind: 'question', strength: 1, cue: '' };
  const phrase = phraseIn(bare, HOOK_PHRASES);
  if (phrase) return { kind: 'phrase', strength: 1, cue: phrase };
  const number = bare.split(' ').find((word) => /\d/.test(word) || NUMBER_WORDS.has(word));
  if (number) return { kind: 'number', strength: 0.8, cue: number };
  const claim = phraseIn(bare, CLAIM_PHRASES);
  if (claim) return { kind: 'claim', strength: 0.7, cue: claim };
  return null;
}

/** The opening word when it points back ("and", "but", "that's"), else null. */
export function backReferenceOf(firstWord: string): string | null {
  const bare = bareWord(firstWord);
  return BACK_REFERENCES.has(bare) ? bare : null;
}

/**
 * A light English stemmer, enough to match a topic to its forms: "pricing", "prices" and
 * "priced" all become "pric"; "companies" and "company" become "company".
 */
export function stem(word: string): string {
  let w = bareWord(word).replace(/'s$/, '').replace(/'/g, '');
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  else if (/(ss|x|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  // "stopped" → "stopp" → "stop": a doubled last consonant left by -ed or -ing.
  if (/([bdfgklmnprt])\1$/.test(w) && w.length > 3) w = w.slice(0, -1);
  return w;
}

/**
 * Per topic (as the user typed it), the positions in `stems` where it starts: a topic of
 * several words matches them in a row.
 */
export function topicHits(stems: readonly string[], topics: readonly string[]): number[][] {
  return topics.map((topic) => {
    const wanted = topic.split(/\s+/).map(stem).filter(Boolean);
    const hits: number[] = [];
    if (wanted.length === 0) return hits;
    for (let i = 0; i + wanted.length <= stems.length; i++) {
      if (wanted.every((part, k) => stems[i + k] === part)) hits.push(i);
    }
    return hits;
  });
}
