import { describe, expect, it } from 'vitest';
import { composeLocalScript } from './writer.js';
import { SECTION_LABEL, spokenText } from '../port.js';

/**
 * The local writer keeps to the brief (issue 21, decision 039), over briefs of every kind:
 * - length: about 150 spoken words a minute, within ±13% (a 60 s brief is 130-170 words);
 * - counts: every count it speaks ("three tips") equals the number of points that follow;
 * - no pasted fragments: no sentence repeats a run of five or more consecutive words of the
 *   brief (title or topic), except the title itself used as a title; and no instruction of the
 *   brief is spoken (a length, "aimed at", "tone:").
 * These checks are written here independently of the writer's own code.
 */

interface Case {
  title: string;
  topic: string;
  seconds: number;
  /** The count the brief asks for, when it asks. */
  count?: number;
  /** What a point is called, when the brief says. */
  unit?: string;
}

const longTopic = Array.from(
  { length: 30 },
  (_, i) => `- Lesson ${i + 1}: keep the studio tidy and label every shelf in room ${i + 1}`,
).join('\n');

const CASES: Case[] = [
  {
    title: 'Deposit Back',
    topic:
      'Three tips for renters: check the deposit scheme, photograph everything at move-in, read the break clause before you sign the tenancy agreement. Aimed at renters, 60 seconds.',
    seconds: 60,
    count: 3,
    unit: 'tip',
  },
  { title: 'Yoga', topic: 'Yoga, 15 seconds', seconds: 15 },
  {
    title: 'Sleep better 😴',
    topic: '5 quick tips for better sleep 😴🌙 in a 30 second short. Tone: playful',
    seconds: 30,
    count: 5,
    unit: 'tip',
  },
  {
    title: 'Cash flow',
    topic: 'Top 10 mistakes small businesses make with cash flow, 5 minutes',
    seconds: 300,
    count: 10,
    unit: 'mistake',
  },
  {
    title: 'MY BAKERY STORY',
    topic: 'STORYTIME: WHEN I STARTED MY BAKERY I HAD NO IDEA WHAT I WAS DOING. 2 MINUTES.',
    seconds: 120,
  },
  {
    title: 'Podcast gear Q&A',
    topic:
      'Q&A format, 90s: what gear do you need to start? How do you find your first guests? How long should episodes be?',
    seconds: 90,
    count: 3,
    unit: 'question',
  },
  {
    title: 'Pricing your work',
    topic:
      'A 3-minute episode for freelance designers about pricing your work: value-based pricing, raising your rates every year, handling pushback from clients.',
    seconds: 180,
  },
  {
    title: 'Habits',
    topic: 'One and a half minutes on building habits and staying consistent',
    seconds: 90,
  },
  {
    title: 'Write it down',
    topic: 'Why remote teams should write things down instead of holding more meetings. 1 minute.',
    seconds: 60,
  },
  { title: 'The Tidy Studio', topic: `${longTopic}\n2 minutes`, seconds: 120 },
  {
    title: 'Newsletter launch',
    topic: 'Seven steps to launch a newsletter, 2 min',
    seconds: 120,
    count: 7,
    unit: 'step',
  },
  {
    title: 'Learn a language',
    topic: 'Four reasons to learn a second language. For busy parents. 75 seconds.',
    seconds: 75,
    count: 4,
    unit: 'reason',
  },
  {
    title: '🔥 Morning hacks 🔥',
    topic: '🔥🔥 Morning routine hacks 🔥 — 3 hacks — 20 seconds',
    seconds: 20,
    count: 3,
    unit: 'hack',
  },
  {
    title: 'Feedback',
    topic: 'A half-minute explainer aimed at new managers: give feedback early, and in private.',
    seconds: 30,
  },
  {
    title: 'Sourdough myths',
    topic:
      'Common myths about sourdough: you need a starter from a bakery, it must be fed every single day, whole wheat flour ruins it. 4 minutes',
    seconds: 240,
    unit: 'myth',
  },
  {
    title: 'KNIFE SKILLS',
    topic: 'INTERVIEW WITH A CHEF ABOUT KNIFE SKILLS, 2 MINUTES',
    seconds: 120,
    unit: 'question',
  },
  { title: 'Water', topic: 'Quick one: drink a glass of water first thing. 15s', seconds: 15 },
  { title: 'Deep work', topic: 'Deep work. 5 min', seconds: 300 },
  {
    title: 'Lost client',
    topic:
      'The story of how we lost our biggest client and what it taught us about contracts — 60 seconds',
    seconds: 60,
  },
  {
    title: 'Café lessons',
    topic:
      'Eight lessons from ten years of running a café: hire slowly, fire quickly, know your numbers, open on time, train everyone twice, listen to regulars, fix small things fast, take a day off. Four minutes.',
    seconds: 240,
    count: 8,
    unit: 'lesson',
  },
  {
    title: 'Energy bills',
    topic: 'Ways to cut your energy bill this winter; target audience: students. 150 seconds',
    seconds: 150,
    unit: 'way',
  },
  {
    title: 'Budgeting basics (90 seconds)',
    topic: 'The 50/30/20 rule, an emergency fund and tracking spending',
    seconds: 90,
  },
  {
    title: 'Focus',
    topic:
      'I want listeners to understand that the biggest gains in focus come from protecting the first two hours of the morning from email, chat and meetings, and from deciding the night before what those hours are for.',
    seconds: 60,
  },
  { title: 'Gardening', topic: 'Gardening for beginners', seconds: 60 },
];

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const words = (text: string) => text.toLowerCase().replace(/’/g, "'").match(WORD) ?? [];

const NUMBERS: Record<string, number> = Object.fromEntries(
  ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve']
    .map((word, index) => [word, index + 1]),
); // prettier-ignore
const UNITS =
  'tips?|steps?|ideas?|mistakes?|reasons?|ways?|lessons?|myths?|rules?|habits?|secrets?|questions?|hacks?|tricks?|signs?|strateg(?:y|ies)|facts?|things?|points?';
/** "three tips", "5 quick steps", "one big idea" (not "the 50/30/20 rule"): a spoken count. */
const SPOKEN_COUNT = new RegExp(
  String.raw`(?<![\d/.])\b(\d{1,2}|${Object.keys(NUMBERS).join('|')})\s+(?:[a-z]+\s+)?(${UNITS})\b`,
  'gi',
);
/** The brief's instructions, never to be read out. */
const META = [
  /\baimed at\b/i,
  /\btarget audience\b/i,
  /\b(?:tone|format|audience)\s*:/i,
  /\bseconds\b/i,
  /\b\d+\s*-?\s*(?:s|secs?|mins?|minutes?)\b/i,
  /\bexplainer\b/i,
];

const titleAsTitle = (title: string) => title.replace(/\([^)]*\)/g, '').trim();
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** Runs of five brief words (title and topic, each on its own) a sentence must not repeat. */
function pastedRuns(brief: Case, sentence: string): string[] {
  const runs = new Set<string>();
  for (const text of [brief.title, brief.topic]) {
    const briefWords = words(text);
    for (let i = 0; i + 5 <= briefWords.length; i++) runs.add(briefWords.slice(i, i + 5).join(' '));
  }
  const found: string[] = [];
  // The title's removal leaves a gap no run may span: each side is checked on its own.
  for (const part of sentence.split(titleAsTitle(brief.title))) {
    const partWords = words(part);
    for (let i = 0; i + 5 <= partWords.length; i++) {
      const run = partWords.slice(i, i + 5).join(' ');
      if (runs.has(run)) found.push(run);
    }
  }
  return found;
}

describe.each(CASES)('the local writer on "$topic"', (brief) => {
  const script = composeLocalScript({ title: brief.title, topic: brief.topic });
  const spoken = spokenText(script);
  const segments = script.split('\n').filter((line) => /^SEGMENT \d+:$/.test(line)).length;

  it(`speaks about ${brief.seconds * 2.5} words (±13%) for ${brief.seconds} s`, () => {
    const target = (brief.seconds * 150) / 60;
    const count = spoken.split(/\s+/).filter(Boolean).length;
    expect(count).toBeGreaterThanOrEqual(Math.floor(target * 0.87));
    expect(count).toBeLessThanOrEqual(Math.ceil(target * 1.13));
  });

  it('announces exactly as many points as follow', () => {
    expect(segments).toBeGreaterThan(0);
    const withoutTitle = spoken.split(titleAsTitle(brief.title)).join(' | ');
    const counts = [...withoutTitle.matchAll(SPOKEN_COUNT)].map((match) => ({
      said: match[0],
      value: NUMBERS[match[1]!.toLowerCase()] ?? Number(match[1]),
    }));
    for (const { said, value } of counts) expect(value, said).toBe(segments);
    if (brief.count !== undefined) {
      expect(segments).toBe(brief.count);
      expect(counts.length, 'the count is announced').toBeGreaterThan(0);
    }
    if (brief.unit) expect(withoutTitle.toLowerCase()).toContain(`${brief.unit} one`);
  });

  it('pastes no part of the brief and reads out none of its instructions', () => {
    for (const sentence of sentencesOf(spoken)) {
      expect(pastedRuns(brief, sentence), sentence).toEqual([]);
      const untitled = sentence.split(titleAsTitle(brief.title)).join(' ');
      for (const meta of META) expect(untitled, sentence).not.toMatch(meta);
    }
  });

  it('keeps the script format: labels alone on their lines, nothing a voice would read', () => {
    const labels = script.split('\n').filter((line) => SECTION_LABEL.test(line));
    expect(labels[0]).toBe('HOOK:');
    expect(labels).toContain('CALL TO ACTION:');
    expect(script).not.toMatch(/[*#_`[\]{}<>|~]|\p{Extended_Pictographic}/u);
    expect(script).not.toMatch(/\n{3,}/);
  });
});

it(`covers at least twenty briefs`, () => {
  expect(CASES.length).toBeGreaterThanOrEqual(20);
});
