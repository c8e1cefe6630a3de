import type { OrderBrief } from '@shared/orders-production';
import { withArticle } from '@shared/text';
import { sanitizeDescription, sanitizeTags, sanitizeTitle } from '@shared/youtube-metadata';

/**
 * The local metadata writer (issue 28): a clip's title, description and tags composed from what
 * is known (its room, the order's brief) with no vendor. Titles never repeat within an order,
 * even with no brief and photos named IMG_0001.jpg: templates and subjects turn with the clip's
 * position, and a title already taken gets the clip's number (positions are unique).
 */

export interface ClipFacts {
  /** 1..allowance, unique within the order. */
  position: number;
  room: string | null;
  brief: OrderBrief;
}

export interface ClipMetadata {
  title: string;
  description: string;
  tags: string[];
}

/** Words in a photo's file name that say which room it shows, and the room's name. */
const ROOM_WORDS: readonly [RegExp, string][] = [
  [/kitchen/, 'kitchen'],
  [/bath(room)?|ensuite|powder/, 'bathroom'],
  [/bed(room)?|master|suite/, 'bedroom'],
  [/living|lounge|family.?room|sitting/, 'living room'],
  [/dining/, 'dining room'],
  [/office|study|den/, 'home office'],
  [/entry|foyer|hall(way)?/, 'entryway'],
  [/patio|terrace|deck|garden|outdoor|porch/, 'outdoor space'],
  [/nursery|kids?|playroom/, 'kids’ room'],
  [/laundry|mudroom/, 'laundry room'],
  [/closet|wardrobe/, 'closet'],
  [/stair/, 'staircase'],
];

/** The room a photo's name suggests ("Kitchen_after-2.jpg" → kitchen), or null. */
export function guessRoom(photoName: string): string | null {
  const name = photoName.toLowerCase().replace(/\.[a-z0-9]+$/, '');
  for (const [pattern, room] of ROOM_WORDS) if (pattern.test(name)) return room;
  return null;
}

/** What a clip without a known room is about, turned by position so titles differ. */
const SUBJECTS = ['interior', 'living space', 'room', 'home', 'corner', 'space', 'design'];

const TITLES: readonly ((s: {
  subject: string;
  city: string;
  style: string;
  by: string;
}) => string)[] = [
  ({ subject, city }) => `${cap(subject)} reveal${city ? ` in ${city}` : ''}`,
  ({ subject, style }) => `Inside ${withArticle(`${style ? `${style} ` : ''}${subject}`)}`,
  ({ subject, by }) => (by ? `${by}: the ${subject} tour` : `A quick ${subject} tour`),
  ({ subject }) => `This ${subject} in 8 seconds`,
  ({ subject, city }) =>
    `${cap(subject)} details${city ? ` from ${city}` : ''} worth a second look`,
  ({ subject, style }) => `Walk through ${withArticle(`${style ? `${style} ` : ''}${subject}`)}`,
  ({ subject }) => `Light, texture and ${withArticle(subject)} done right`,
  ({ subject, by }) => `${cap(subject)} design ideas${by ? ` by ${by}` : ''}`,
];

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A distinct title, description and tags for one clip; `taken` holds the order's other titles. */
export function localClipMetadata(facts: ClipFacts, taken: ReadonlySet<string>): ClipMetadata {
  const { position, room, brief } = facts;
  const city = brief.city?.trim() ?? '';
  const style = brief.style?.trim().toLowerCase() ?? '';
  const by = brief.businessName?.trim() ?? '';
  const index = Math.max(0, position - 1);
  const subject = room ?? SUBJECTS[Math.floor(index / TITLES.length) % SUBJECTS.length]!;
  const template = TITLES[index % TITLES.length]!;
  const takenLower = new Set([...taken].map((title) => title.toLowerCase()));
  let title = sanitizeTitle(template({ subject, city, style, by }), `Clip ${position}`);
  // The clip's number makes it unique (positions are); a counter covers hand-made collisions.
  for (let n = 0; takenLower.has(title.toLowerCase()); n += 1) {
    const base = template({ subject, city, style, by });
    title = sanitizeTitle(`${base} #${position}${n ? `-${n}` : ''}`, `Clip ${position}-${n}`);
  }
  const where = city ? ` in ${city}` : '';
  const description = sanitizeDescription(
    [
      `An 8-second look at ${withArticle(`${style ? `${style} ` : ''}${subject}`)}${where}${by ? `, designed by ${by}` : ''}.`,
      'Follow for more interior design ideas.',
      `#interiordesign #${subject.replace(/[^a-z]/gi, '')}${city ? ` #${city.replace(/[^a-z]/gi, '')}` : ''}`,
    ].join('\n\n'),
  );
  const tags = sanitizeTags(
    [
      'interior design',
      subject,
      `${subject} design`,
      style && `${style} interior`,
      city && `interior designer ${city}`,
      by,
      'home decor',
      'shorts',
    ].filter(Boolean),
  );
  return { title, description, tags };
}
