import { describe, expect, it } from 'vitest';
import { composeLocalScript } from './writer.js';
import { spokenText } from '../port.js';

/**
 * Issue 29: given only a topic, the local writer filled the script with generic productivity
 * tips ("Set a fixed time each week…") and read out empty fields ("Today's topic: , ,
 * friendly."). A script is about its topic's own matter, and never speaks an empty slot.
 */

/** The advice the writer used to pad any topic with (written out here, not imported). */
const GENERIC_TIPS = [
  'start smaller than feels comfortable',
  'write your plan down where you will see it',
  'set a fixed time each week',
  'ask someone who has done it for honest feedback',
  'keep a simple record of your progress',
  'make the first move ridiculously easy',
  'celebrate the small wins',
  'protect your energy for what matters most',
  'decide what done looks like',
  'trying to do everything at once',
  'waiting for the perfect moment',
  'it saves you time later',
  'you need expensive gear to start',
  'what do you wish you had known at the start',
  'before you open your email',
];

/** Topics, and the matter a script about each must name (at least `atLeast` of these terms). */
const TOPICS: Array<{ title: string; topic: string; terms: string[]; atLeast: number }> = [
  {
    title: 'Bread at home',
    topic: 'sourdough baking for beginners',
    terms: ['starter', 'flour', 'hydration', 'proof', 'fold', 'shap', 'scor', 'oven'],
    atLeast: 3,
  },
  {
    title: 'Money Monday',
    topic: 'Five tips on budgeting for students',
    terms: ['budget', 'rent', 'spending', 'saving', 'emergency', 'bank', 'groceries'],
    atLeast: 3,
  },
  {
    title: 'Balcony harvest',
    topic: 'growing tomatoes on a balcony',
    terms: ['tomato', 'pot', 'sun', 'water', 'soil', 'feed', 'stake', 'seedling'],
    atLeast: 3,
  },
  {
    title: 'Better mornings',
    topic: 'espresso at home',
    terms: ['espresso', 'grind', 'beans', 'dose', 'shot', 'milk', 'water'],
    atLeast: 3,
  },
  {
    title: 'Room refresh',
    topic: 'Three mistakes people make when styling a small living room',
    terms: ['light', 'rug', 'sofa', 'furniture', 'colour', 'mirror', 'storage', 'room'],
    atLeast: 3,
  },
];

const lower = (input: { title: string; topic: string }) =>
  spokenText(composeLocalScript(input)).toLowerCase();

describe('a script about its topic', () => {
  it.each(TOPICS)('"$topic" names its own matter, no generic tips', (input) => {
    const spoken = lower(input);
    const named = input.terms.filter((term) => spoken.includes(term));
    expect(named.length, `named ${named.join(', ')} in: ${spoken}`).toBeGreaterThanOrEqual(
      input.atLeast,
    );
    for (const tip of GENERIC_TIPS) expect(spoken, tip).not.toContain(tip);
  });

  it('an unknown topic is still spoken about in its own words in every segment', () => {
    const script = composeLocalScript({ title: 'Ep 4', topic: 'the history of lighthouses' });
    const segments = script.split(/\n\n(?=SEGMENT \d+:\n)/).slice(1);
    expect(segments.length).toBeGreaterThanOrEqual(2);
    for (const segment of segments) expect(segment.toLowerCase()).toContain('lighthouse');
    for (const tip of GENERIC_TIPS) expect(script.toLowerCase()).not.toContain(tip);
  });

  it("the user's keywords become the points", () => {
    const spoken = lower({
      title: 'Film photography',
      topic: 'Film photography. Keywords: light meter, film stock, developing',
    });
    for (const keyword of ['light meter', 'film stock', 'developing']) {
      expect(spoken).toContain(keyword);
    }
  });
});

describe('no empty slots', () => {
  it.each([
    { title: 'My show', topic: ', , friendly' },
    { title: 'Episode 3', topic: 'Topic: , Audience: , Tone: friendly' },
    { title: 'Weekly', topic: 'Topic: sourdough, , . Keywords: , ,' },
    { title: 'Daily', topic: ' ;  ; sleep' },
  ])('$topic reads with no empty field', (input) => {
    const spoken = spokenText(composeLocalScript(input));
    // A separator with nothing before it, or two in a row: an empty field read aloud.
    expect(spoken).not.toMatch(/(?:^|[\s:;,.])\s*[,;:]\s*[,;:.!?]/);
    expect(spoken).not.toMatch(/:\s*[,.;]/);
    // Field names of the brief are not read out ("Today's topic: sleep." is the script's own).
    expect(spoken).not.toMatch(/\b(?:audience|tone|keywords)\s*:/i);
    expect(spoken).not.toMatch(/\bfriendly\b/i);
  });
});
