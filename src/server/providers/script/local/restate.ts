/**
 * Keeps the local writer from pasting the brief (decision 039): no sentence it writes repeats
 * more than MAX_ECHO words of the brief in a row, the title used as a title aside. A point is
 * spoken in the writer's own frame ("Tip two: …"); a point longer than that is restated: a
 * few safe rewordings first, then a word that belongs to the writer is worked in where the
 * grammar allows it ("right before you sign"), else a short aside ("…, honestly, …").
 */

/** The longest run of the brief's own words a sentence may repeat. */
export const MAX_ECHO = 4;

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** A text's words for comparing: lower case, punctuation and emoji dropped. */
export const wordsOf = (text: string): string[] =>
  (text.toLowerCase().replace(/’/g, "'").match(WORD) ?? []) as string[];

/** The brief's word sequences (title, topic), indexed by every run of MAX_ECHO + 1 words. */
export class BriefEcho {
  private readonly runs = new Set<string>();

  constructor(texts: readonly string[]) {
    for (const text of texts) {
      const words = wordsOf(text);
      for (let i = 0; i + MAX_ECHO < words.length; i++) {
        this.runs.add(words.slice(i, i + MAX_ECHO + 1).join(' '));
      }
    }
  }

  /** Index (in `wordsOf(text)`) of the first word of the first run that is too long, or -1. */
  firstEcho(text: string): number {
    const words = wordsOf(text);
    for (let i = 0; i + MAX_ECHO < words.length; i++) {
      if (this.runs.has(words.slice(i, i + MAX_ECHO + 1).join(' '))) return i;
    }
    return -1;
  }
}

/**
 * Rewordings that keep the meaning, tried on the repeated words first, in this order: "read
 * the break clause" → "read your break clause", "how do you find guests" → "how do you
 * actually find guests".
 */
const REWORDINGS: readonly [RegExp, string][] = [
  [/\bthe\b/i, 'your'],
  [/\b(our|my|your|the|their|his|her) (?=[a-z]+est\b)/i, '$1 very '],
  [/\bmy (?!own\b|very\b|[a-z]+est\b)/i, 'my own '],
  [
    /\ba (?!lot\b|bit\b|few\b|little\b|while\b|couple\b|day\b|week\b|month\b|year\b|very\b)(?=[a-z])/i,
    'one ',
  ],
  [
    /\b(do|does|did|should|can|could|would|will) (you|we|they|I|it|people|[a-z]+s) (?!actually\b)/i,
    '$1 $2 actually ',
  ],
  [/\bmake sure\b/i, 'be sure'],
  [/\b(?:a lot of|lots of)\b/i, 'plenty of'],
  [/\bno idea\b/i, 'no clue'],
  [/\bstarted\b/i, 'began'],
  [/\bstarting\b/i, 'beginning'],
  [/\bstart\b/i, 'begin'],
  [/\bdo not\b/i, "don't"],
  [/\bdon't\b/i, 'do not'],
  [/\bit is\b/i, "it's"],
  [/\bit's\b/i, 'it is'],
  [/\byou are\b/i, "you're"],
  [/\byou're\b/i, 'you are'],
  [/\bevery\b/i, 'each'],
  [/\bvery\b/i, 'really'],
  [/\bcheck\b/i, 'double-check'],
];

/** Words the writer may put before a word of the brief without changing what it says. */
const LEAD_INS: Record<string, string> = {
  before: 'right',
  after: 'right',
  when: 'right',
  because: 'simply',
};
/** Where a spoken aside fits: before a pronoun, a preposition or a joining word. */
const ASIDE_BEFORE = new Set(
  'i you we they he she it to for in on at with without before after when while because so that which who and but or if then'.split(
    ' ',
  ),
);
const ASIDES = ['honestly', 'and this matters', 'believe me'];
/** Words that belong with the next one ("a glass", "of water"): no aside after them. */
const BINDS = new Set(
  'a an the of to my your our their his her its in on at for with by from'.split(' '),
);

/**
 * `text` with no run of more than MAX_ECHO brief words. `pick` chooses among asides (the
 * writer's seeded random, so the same brief always reads the same).
 */
export function restate(text: string, echo: BriefEcho, pick: () => number): string {
  let pieces = text.split(' ');
  // Each round changes the first long run: a rewording inside it, a lead-in word, or an aside
  // after at most MAX_ECHO of its words.
  for (let round = 0; round < 40; round++) {
    const start = echo.firstEcho(pieces.join(' '));
    if (start < 0) return pieces.join(' ');
    const first = pieceOf(pieces, start);
    const last = Math.min(pieces.length, first + MAX_ECHO + 1);
    const run = pieces.slice(first, last).join(' ');
    const reworded = REWORDINGS.find(([pattern]) => pattern.test(run));
    if (reworded) {
      const [pattern, replacement] = reworded;
      pieces = [
        ...pieces.slice(0, first),
        ...run.replace(pattern, replacement).split(' '),
        ...pieces.slice(last),
      ];
      continue;
    }
    const leadIn = range(first + 1, last).findLast(
      (p) => LEAD_INS[bareWord(pieces[p])] !== undefined,
    );
    if (leadIn !== undefined) {
      pieces.splice(leadIn, 0, LEAD_INS[bareWord(pieces[leadIn])]!);
      continue;
    }
    // Best before a pronoun or a joining word, else not between "a" and its noun.
    const cuts = range(first + 1, last);
    const at =
      cuts.findLast(
        (p) => ASIDE_BEFORE.has(bareWord(pieces[p])) || /[,;:]$/.test(pieces[p - 1]!),
      ) ??
      nearestMiddle(
        cuts.filter((p) => !BINDS.has(bareWord(pieces[p - 1])) && bareWord(pieces[p]) !== 'of'),
        first + 2.5,
      ) ??
      Math.min(first + MAX_ECHO, pieces.length - 1);
    const aside = ASIDES[Math.floor(pick() * ASIDES.length)]!;
    pieces[at - 1] = `${pieces[at - 1]!.replace(/[,;:]$/, '')},`;
    pieces.splice(at, 0, `${aside},`);
  }
  // A brief made of the writer's own words: say less rather than paste it.
  return pieces
    .slice(0, MAX_ECHO)
    .join(' ')
    .replace(/[,;:]$/, '');
}

/** Where a long point may be cut: after a comma, before a joining word, else a preposition. */
const CLAUSE_BREAK = new Set(
  'and but because so that which who when while if or unless'.split(' '),
);
const PHRASE_BREAK = new Set('from with before after than to for by'.split(' '));

/**
 * A point of at most `max` words: a long one keeps its head, cut where a clause ends ("how we
 * lost our biggest client | and what it taught us"). Read out whole, a long sentence of the
 * brief could only be spoken verbatim, the pasting this module exists to prevent.
 */
export function headOf(point: string, max: number): string {
  const pieces = point.split(' ');
  if (pieces.length <= max) return point;
  const cuts = range(4, max + 1);
  const cut =
    cuts.findLast((i) => /[,;:]$/.test(pieces[i - 1]!) || CLAUSE_BREAK.has(bareWord(pieces[i]))) ??
    cuts.findLast((i) => PHRASE_BREAK.has(bareWord(pieces[i]))) ??
    max;
  return pieces
    .slice(0, cut)
    .join(' ')
    .replace(/[\s,;:]+$/, '');
}

/** The candidate closest to `middle` (the earlier on a tie), or undefined when none. */
const nearestMiddle = (candidates: number[], middle: number) =>
  candidates.reduce<number | undefined>(
    (best, p) => (best === undefined || Math.abs(p - middle) < Math.abs(best - middle) ? p : best),
    undefined,
  );
const bareWord = (piece: string | undefined) => wordsOf(piece ?? '')[0] ?? '';
const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/** Which space-separated piece of a text holds its `wordsOf` word number `index`. */
function pieceOf(pieces: readonly string[], index: number): number {
  let seen = 0;
  for (let p = 0; p < pieces.length; p++) {
    seen += wordsOf(pieces[p]!).length;
    if (seen > index) return p;
  }
  return pieces.length - 1;
}
