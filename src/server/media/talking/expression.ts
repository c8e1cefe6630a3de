/**
 * What the prompt does to a talking portrait: its words set the expression and energy
 * (decision 057). Unknown words change nothing; the defaults are a relaxed, lightly smiling host.
 */
export interface Expression {
  /** 0 .. 1: how far the mouth corners lift. */
  smile: number;
  /** Multiplies the size of the nods on emphasis. */
  nod: number;
  /** Multiplies the head's idle sway and the mouth's opening. */
  energy: number;
  /** Blinks per minute. */
  blinksPerMinute: number;
}

const DEFAULT: Expression = { smile: 0.15, nod: 1, energy: 1, blinksPerMinute: 15 };

const WORDS: Array<[RegExp, Partial<Expression>]> = [
  [/\b(calm|relaxed|gentle|soft|quiet|serene)\b/i, { energy: 0.55, nod: 0.5, blinksPerMinute: 11 }],
  [/\b(warm|friendly|kind)\b/i, { smile: 0.4 }],
  [/\b(smil\w*|happy|cheerful|joyful|grin\w*)\b/i, { smile: 0.8 }],
  [
    /\b(energetic|excited|lively|animated|enthusiastic|dynamic)\b/i,
    { energy: 1.6, nod: 1.5, blinksPerMinute: 18 },
  ],
  [/\b(nod\w*|agree\w*)\b/i, { nod: 1.7 }],
  [/\b(serious|neutral|stern|formal)\b/i, { smile: 0 }],
];

export function expressionFromPrompt(prompt: string): Expression {
  // Later words in WORDS win on the same setting: "calm, nodding" is calm with big nods.
  return WORDS.reduce<Expression>(
    (expression, [pattern, change]) =>
      pattern.test(prompt) ? { ...expression, ...change } : expression,
    { ...DEFAULT },
  );
}
