import { planScene, tokenize } from './art-plan.js';
import { namesASetting } from './art-scene.js';

/**
 * What a prompt is a picture of, read before anything is painted or paid for: a person (the
 * portrait painter), lettering (a logo or a title card, set by the lettering painter) or a
 * scene (rooms, landscapes: the scene painter). Things the painter cannot draw are named, so
 * the studio can say so before charging (decision 061); the painter then paints the rest.
 */

export type PaintedSubject = 'scene' | 'person' | 'lettering';
export type LetteringKind = 'logo' | 'title-card';

export interface SubjectReading {
  subject: PaintedSubject;
  /** The words to set and how, when the subject is lettering. */
  lettering: { kind: LetteringKind; text: string } | null;
  /** Words of the prompt naming things the painter cannot draw ("car"), singular, in order. */
  outside: string[];
  /** False when the prompt names nothing the painter knows: it would paint a general scene. */
  recognised: boolean;
}

/** What the local painter can draw, in the words the studio shows. */
export const PAINTABLE_SUBJECTS = [
  'landscapes and seascapes (coast, mountains, forest, desert, city skyline, space)',
  'rooms and their furniture (living rooms, kitchens, bedrooms, offices, podcast studios)',
  'one person as a head-and-shoulders portrait',
  'logos and title cards with lettering',
] as const;

const PEOPLE = new Set(
  (
    'person people woman women man men girl boy lady guy host hosts guest presenter speaker ' +
    'interviewer anchor narrator character avatar face headshot selfie portrait portraits ' +
    'businessman businesswoman entrepreneur teacher doctor student influencer youtuber podcaster'
  ).split(' '),
);
/** Words that make a person the subject even after a place: "portrait", "headshot". */
const PORTRAIT_WORDS = new Set(['portrait', 'portraits', 'headshot', 'selfie', 'avatar', 'face']);

const LOGO = /\b(logos?|wordmark|monogram|emblem|brand mark)\b/i;
const TITLE_CARD =
  /\b(title[- ]cards?|title screen|cover art|episode cover|podcast cover|thumbnail|banner|typography|lettering)\b/i;

/** Subjects people ask for that the painter has no drawing of (vehicles, animals, food…). */
const OUTSIDE = new Set(
  (
    'car truck bus van taxi jeep suv motorcycle motorbike scooter bicycle bike train tram ' +
    'plane airplane aeroplane jet helicopter rocket spaceship tractor vehicle ' +
    'dog puppy cat kitten horse cow sheep pig lion tiger bear wolf fox deer rabbit elephant ' +
    'giraffe monkey dolphin whale shark fish dinosaur dragon unicorn animal pet ' +
    'pizza burger sandwich cake cupcake ramen sushi salad fruit apple banana food meal ' +
    'robot castle church temple bridge tower house houses phone smartphone watch shoe sneaker ' +
    'bottle guitar piano drum ball football basketball crowd'
  ).split(' '),
);

const singular = (word: string) =>
  word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.endsWith('s') ? word.slice(0, -1) : word;

export function readSubject(prompt: string): SubjectReading {
  const tokens = tokenize(prompt);
  const words = tokens.filter((token) => /^[a-zà-ÿ_]+$/.test(token));
  const lettering = readLettering(prompt);
  if (lettering) return { subject: 'lettering', lettering, outside: [], recognised: true };

  const plan = planScene(prompt);
  const place = plan.room !== null || plan.objects.length > 0 || plan.landscape !== null;
  const firstPerson = words.findIndex((word) => PEOPLE.has(word));
  // "a podcast host", "a beach girl": a place word just before a person describes the person.
  const firstPlace = words.findIndex(
    (word, i) => placeWord(word) && !PEOPLE.has(words[i + 1] ?? ''),
  );
  // A person leads the prompt ("a woman in a kitchen"), or it asks for a portrait outright.
  const person =
    firstPerson >= 0 &&
    (firstPlace < 0 || firstPerson < firstPlace || words.some((w) => PORTRAIT_WORDS.has(w)));
  const outside = new Set<string>();
  for (const word of words) {
    const one = singular(word);
    if (OUTSIDE.has(word) || OUTSIDE.has(one)) outside.add(OUTSIDE.has(word) ? word : one);
    // People inside a scene: the painter draws people only as portraits.
    else if (!person && PEOPLE.has(word) && word !== 'host') outside.add(one);
  }
  if (person)
    return { subject: 'person', lettering: null, outside: [...outside], recognised: true };
  return {
    subject: 'scene',
    lettering: null,
    outside: [...outside],
    recognised: place || namesASetting(prompt),
  };
}

/** The words a logo or title card sets: quoted, named ("called Morning Brew") or what it is for. */
function readLettering(prompt: string): SubjectReading['lettering'] {
  const kind: LetteringKind | null = LOGO.test(prompt)
    ? 'logo'
    : TITLE_CARD.test(prompt)
      ? 'title-card'
      : null;
  if (!kind) return null;
  const quoted = /["“”«]([^"“”«»]{1,60})["“”»]/.exec(prompt)?.[1]?.trim();
  if (quoted) return { kind, text: quoted };
  const named = /\b(?:called|named|titled|saying|reads?)\s+([^,.;:!?"]{1,60})/i.exec(prompt)?.[1];
  if (named) return { kind, text: titleCase(cutAtBoundary(named)) };
  const about = /\bfor\s+(?:(?:a|an|the|my|our|your)\s+)?([^,.;:!?"]{1,60})/i.exec(prompt)?.[1];
  const text = titleCase(cutAtBoundary(about ?? prompt.replace(LOGO, '').replace(TITLE_CARD, '')));
  return { kind, text: text || 'Your Show' };
}

/** Drops what follows the name: "with a cup", "in neon", a style word. */
function cutAtBoundary(text: string): string {
  return text
    .split(/\s+(?:with|in|on|using|featuring|and a|that|which|style|styled)\b/i)[0]!
    .replace(/\b(logo|wordmark|monogram|emblem|title card)\b/gi, '')
    .trim()
    .split(/\s+/)
    .slice(0, 6)
    .join(' ');
}

const titleCase = (text: string) =>
  capitalise(text).replace(/\b([a-zà-ÿ])([\w'’]*)/g, (_, first: string, rest: string) =>
    ['a', 'an', 'the', 'of', 'and', 'for', 'to'].includes(first + rest)
      ? first + rest
      : first.toUpperCase() + rest,
  );

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A word that names a place or a thing of the scene painter. */
function placeWord(word: string): boolean {
  const plan = planScene(word);
  return plan.room !== null || plan.objects.length > 0 || plan.landscape !== null;
}
