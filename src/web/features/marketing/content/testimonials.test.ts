import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * A testimonial person is one person on every public page: one name, and the same figure for
 * each thing said about them or their studio (enquiries, photos, Shorts, views), whichever
 * content file says it. Read from every module in this folder, so a page added later is held
 * to it too.
 */

/** "Maya R." (a first name and an initial): how the sample testimonials name people. */
const PERSON = /\b([A-Z][a-z]+) ([A-Z])\.(?=[\s,)]|$)/g;
const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  twelve: 12, fifteen: 15, twenty: 20, 'twenty-five': 25, thirty: 30, forty: 40, fifty: 50,
}; // prettier-ignore
const CATEGORIES: Record<string, RegExp> = {
  enquiries: /^enquir/i,
  photos: /^photos?$/i,
  shorts: /^(?:shorts?|clips?)$/i,
  views: /^views?$/i,
};
/**
 * "14 new client enquiries", "40 photos", "25 eight-second vertical clips": a number, at most
 * two describing words (not "of", so "eight of the clips" is not a count of clips), a noun.
 */
const PROSE_FIGURE = new RegExp(
  String.raw`(?<![\w-])(\d[\d,.]*K?|${Object.keys(NUMBER_WORDS).join('|')})\s+((?:(?!of\b|the\b|per\b|each\b)[a-z-]+\s+){0,2})(enquiries|photos|shorts|clips|views)\b`,
  'gi',
);

const figure = (value: string): string => {
  const word = NUMBER_WORDS[value.toLowerCase()];
  return word === undefined ? value.replace(/,/g, '') : String(word);
};
const categoryOf = (noun: string) =>
  Object.keys(CATEGORIES).find((category) => CATEGORIES[category]!.test(noun));

interface Unit {
  where: string;
  strings: string[];
  stats: { value: string; label: string }[];
}

function collect(value: unknown, unit: Unit): void {
  if (typeof value === 'string') unit.strings.push(value);
  else if (Array.isArray(value)) value.forEach((item) => collect(item, unit));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.value === 'string' && typeof record.label === 'string') {
      unit.stats.push({ value: record.value, label: record.label });
    }
    Object.values(record).forEach((item) => collect(item, unit));
  }
}

/** Each export is a unit, and each item of an exported list (one testimonial) its own. */
async function contentUnits(): Promise<Unit[]> {
  const files = readdirSync(new URL('.', import.meta.url)).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  const units: Unit[] = [];
  for (const file of files) {
    const module = (await import(/* @vite-ignore */ `./${file}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      const parts = Array.isArray(value) ? value : [value];
      parts.forEach((part, index) => {
        const unit: Unit = { where: `${file} ${name}`, strings: [], stats: [] };
        if (Array.isArray(value)) unit.where += `[${index}]`;
        collect(part, unit);
        units.push(unit);
      });
    }
  }
  return units;
}

/** Per person (first name): the names used and, per category, each figure and where. */
async function people() {
  const found = new Map<string, { names: Set<string>; figures: Map<string, Set<string>> }>();
  for (const unit of await contentUnits()) {
    // A separator no figure spans: 'Day 1' and the next field 'Photos sent' are not '1 photos'.
    const text = unit.strings.join(' | ');
    const figures: [string, string][] = [];
    for (const match of text.matchAll(PROSE_FIGURE)) {
      const category = categoryOf(match[3]!);
      if (category) figures.push([category, figure(match[1]!)]);
    }
    for (const stat of unit.stats) {
      const category = categoryOf(stat.label.replace(/^(?:new |client |project )+/i, ''));
      if (category) figures.push([category, figure(stat.value)]);
    }
    for (const [, first, initial] of text.matchAll(PERSON)) {
      const person = found.get(first!) ?? { names: new Set(), figures: new Map() };
      found.set(first!, person);
      person.names.add(`${first} ${initial}.`);
      for (const [category, value] of figures) {
        const values = person.figures.get(category) ?? new Set();
        person.figures.set(category, values.add(`${value} (${unit.where})`));
      }
    }
  }
  return found;
}

const valuesOf = (figures: Set<string>) => new Set([...figures].map((f) => f.split(' (')[0]));

describe('testimonial people across the marketing content', () => {
  it('finds the sample testimonials and the case study person', async () => {
    const found = await people();
    expect([...found.keys()]).toEqual(expect.arrayContaining(['Maya', 'Daniel', 'Priya']));
  });

  it('gives each person one name everywhere', async () => {
    for (const [first, { names }] of await people()) {
      expect([...names], `${first} is named differently`).toHaveLength(1);
    }
  });

  it('gives each person the same figure for the same thing everywhere', async () => {
    const found = await people();
    expect(found.get('Maya')?.figures.get('enquiries')?.size).toBeGreaterThan(0);
    for (const [first, { figures }] of found) {
      for (const [category, values] of figures) {
        expect(valuesOf(values).size, `${first}'s ${category}: ${[...values].join('; ')}`).toBe(1);
      }
    }
  });
});
