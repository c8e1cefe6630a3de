/**
 * The local writer's reading of a topic: the points it makes, one segment each. A topic is
 * split by lines (bullets removed), then sentences; a sentence that is a short list ("gear,
 * hosting and promotion") becomes its items, and a short "A and B" whose sides are both
 * phrases ("building habits and staying consistent") becomes two. Anything else stays whole,
 * so "When I started, I had no idea" or "pros and cons of remote work" is one point.
 */

/** A list item longer than this is prose, not an item. */
const MAX_LIST_ITEM_WORDS = 6;

const BULLET = /^\s*(?:[-*•–—]+|\d{1,2}[.)]|[a-z][.)](?=\s))\s*/i;
const SENTENCE_END = /(?<=[.!?;])\s+/;
// A question or exclamation keeps its mark: the point is always spoken as a sentence of its own.
const TRAILING_PUNCTUATION = /[\s.,;:…-]+$/;
const HAS_WORD = /[\p{L}\p{N}]/u;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A fragment tidied into a point: trimmed, no trailing comma or full stop, no wrapping quotes. */
function tidy(fragment: string): string {
  return fragment
    .replace(/^["'“‘(]+|["'”’)]+$/g, '')
    .replace(TRAILING_PUNCTUATION, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A list item: the sentence's closing mark belongs to the sentence, not to its last item. */
const tidyItem = (fragment: string) => tidy(fragment).replace(/[!?]+$/, '');

/** "A, B and C" / "A, B, or C" as its items, or undefined when it is not such a list. */
function listItems(sentence: string): string[] | undefined {
  const parts = sentence.split(',').map((part) => part.trim());
  if (parts.length < 2) return undefined;
  const last = parts.pop() ?? '';
  const tail = last.replace(/^(?:and|or|&)\s+/i, '').split(/\s+(?:and|or|&)\s+/i);
  const items = [...parts, ...tail].map(tidyItem).filter((item) => HAS_WORD.test(item));
  if (items.length < 3) return undefined;
  if (items.some((item) => wordCount(item) > MAX_LIST_ITEM_WORDS)) return undefined;
  return items;
}

/** "A and B" where both sides are phrases of two words or more (not "rock and roll"). */
function pairItems(sentence: string): string[] | undefined {
  const sides = sentence.split(/\s+(?:and|&)\s+/i).map(tidyItem);
  if (sides.length !== 2) return undefined;
  const fits = (side: string) => {
    const words = wordCount(side);
    return words >= 2 && words <= MAX_LIST_ITEM_WORDS;
  };
  return sides.every(fits) ? sides : undefined;
}

/** The topic's points in order, de-duplicated (case-insensitively); never empty. */
export function topicPoints(topic: string): string[] {
  const points: string[] = [];
  const seen = new Set<string>();
  const add = (point: string) => {
    const key = point.toLowerCase();
    if (!HAS_WORD.test(point) || seen.has(key)) return;
    seen.add(key);
    points.push(point);
  };
  for (const line of topic.split(/\r?\n/)) {
    const text = line.replace(BULLET, '').trim();
    for (const sentence of text.split(SENTENCE_END)) {
      const clean = tidy(sentence);
      if (!clean) continue;
      const items = listItems(clean) ?? pairItems(clean) ?? [clean];
      items.forEach(add);
    }
  }
  if (points.length === 0) points.push(tidy(topic) || topic.trim());
  return points;
}

/** A point as the start of a sentence: its first letter in upper case, the rest as typed. */
export function asSentenceStart(point: string): string {
  return point.charAt(0).toUpperCase() + point.slice(1);
}

/** Sentence-final punctuation for a point used as a sentence of its own. */
export function asSentence(point: string): string {
  const start = asSentenceStart(point);
  return /[.!?…]$/.test(start) ? start : `${start}.`;
}

export { wordCount };
