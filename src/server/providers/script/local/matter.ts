import { lexiconEntryFor, type MatterPoint } from './topics.js';

/**
 * What a script says when the brief names fewer points than it needs (issue 29): the topic's
 * own matter, from the offline lexicon (topics.ts) when the topic is one it knows, else points
 * built around the topic's own words. Never the generic advice any topic used to get.
 */

/** Words that carry no subject: a key phrase is made of the others. */
const LIGHT_WORDS = new Set(
  'a an the and or of for to in on at with about from by into how why what when where who which is are be being my your our their this that these those some any tips ideas steps ways things guide beginners beginner basics intro introduction everyone people start starting simple quick easy best make makes making get gets do does need needs use using have has want wants can should will mistakes reasons myths lessons habits secrets show episode podcast channel series today daily weekly'.split(
    ' ',
  ),
);

/**
 * The topic's key phrase, as it can be spoken inside a sentence: "the history of lighthouses"
 * stays whole (short enough); a longer one gives its longest run of subject words, at most
 * three ("why remote teams need fewer meetings" → "remote teams").
 */
export function keyPhrase(text: string): string {
  const words = text
    .replace(/[^\p{L}\p{N}'\s-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const trimmed = [...words];
  while (trimmed.length && LIGHT_WORDS.has(trimmed[0]!.toLowerCase())) trimmed.shift();
  while (trimmed.length && LIGHT_WORDS.has(trimmed.at(-1)!.toLowerCase())) trimmed.pop();
  if (trimmed.length > 0 && trimmed.length <= 4) {
    // "history of lighthouses" is spoken as "the history of lighthouses".
    const phrase = lowerUnlessName(trimmed.join(' '));
    return / of /.test(phrase) ? `the ${phrase}` : phrase;
  }
  // A long topic: its last run of subject words (the noun a topic usually ends on), at most three.
  const runs: string[][] = [[]];
  for (const word of words) {
    if (LIGHT_WORDS.has(word.toLowerCase())) runs.push([]);
    else runs.at(-1)!.push(word);
  }
  const filled = runs.filter((run) => run.length > 0);
  const best = filled.findLast((run) => run.length >= 2) ?? filled.at(-1) ?? [];
  return lowerUnlessName(best.slice(-3).join(' '));
}

/** "Sourdough Baking" → "sourdough baking"; "NASA" and "iPhone" keep their letters. */
const lowerUnlessName = (phrase: string) =>
  phrase
    .split(' ')
    .map((word) => (/^\p{Lu}\p{Ll}+$/u.test(word) ? word.toLowerCase() : word))
    .join(' ');

/** Points about a topic the lexicon does not know, each naming it in its own words. */
function pointsAbout(key: string): MatterPoint[] {
  return [
    {
      head: `what ${key} really comes down to`,
      details: [
        `Strip ${key} back to its core and a few ideas carry most of the weight.`,
        `Once those are clear, the rest of ${key} falls into place.`,
      ],
    },
    {
      head: `how ${key} began`,
      details: [
        `Every part of ${key} started as an answer to a real problem.`,
        `Knowing that problem makes the details easier to remember.`,
      ],
    },
    {
      head: `the part of ${key} most people miss`,
      details: [`The surface of ${key} is well known; the interesting part sits one layer down.`],
    },
    {
      head: `a moment when ${key} made the difference`,
      details: [`A single concrete case shows ${key} better than any definition.`],
    },
    {
      head: `where ${key} is heading next`,
      details: [`${capitalise(key)} keeps changing, and the next few years look different again.`],
    },
    {
      head: `the question people ask most about ${key}`,
      details: [`The honest answer about ${key} is usually simpler than the myths around it.`],
    },
  ];
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The matter for a brief: the lexicon's points for the first of the texts that names a topic
 * it knows (the topic before the title), then points about the first text's key phrase.
 */
export function topicMatter(texts: readonly string[]): MatterPoint[] {
  const entry = texts.map(lexiconEntryFor).find(Boolean);
  const key = texts.map(keyPhrase).find(Boolean);
  // The lexicon's points first; a long list (ten mistakes) goes on with points about the topic.
  return [...(entry?.points ?? []), ...(key ? pointsAbout(key) : [])];
}
