import { z } from 'zod';
import { singleLine, storableText } from './text.js';

/**
 * What YouTube accepts in a video's snippet (vendors.md section 6): a title of 1-100
 * characters, a description of at most 5000 bytes, neither with `<` or `>`, and tags of at
 * most 500 characters in all (a tag with a space counts 2 more, for the quotes YouTube adds,
 * and each comma between tags counts 1). One set of rules for the dialog's counters, the
 * server's check of what a person sends, and the cleaning of what a writer proposes.
 */
export const YOUTUBE_TITLE_MAX = 100;
export const YOUTUBE_DESCRIPTION_MAX_BYTES = 5000;
export const YOUTUBE_TAGS_MAX_CHARS = 500;
export const YOUTUBE_TAG_MAX = 100;
/** More tags than this say nothing more to YouTube's search; the dialog keeps them in check. */
export const YOUTUBE_MAX_TAGS = 30;

export const YOUTUBE_METADATA_MESSAGES = {
  titleRequired: 'Please enter a title',
  titleTooLong: `The title can be at most ${YOUTUBE_TITLE_MAX} characters`,
  titleBrackets: 'The title cannot contain < or >',
  descriptionTooLong: `The description can be at most ${YOUTUBE_DESCRIPTION_MAX_BYTES} bytes`,
  descriptionBrackets: 'The description cannot contain < or >',
  tagsTooLong: `Tags can be at most ${YOUTUBE_TAGS_MAX_CHARS} characters in all`,
  tooManyTags: `At most ${YOUTUBE_MAX_TAGS} tags`,
  tagInvalid: 'A tag cannot contain <, > or a comma',
} as const;

const BRACKETS = /[<>]/;
const BRACKETS_ALL = /[<>]/g;
/** Markup a model (or a pasted text) may carry: the tag goes, its text stays. */
const MARKUP = /<\/?[a-z][^<>]*>/gi;

export const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

/** How YouTube counts tags against its 500: quotes around a tag with a space, commas between. */
export function tagsLength(tags: readonly string[]): number {
  const own = tags.reduce((sum, tag) => sum + tag.length + (/\s/.test(tag) ? 2 : 0), 0);
  return own + Math.max(0, tags.length - 1);
}

/** Cuts to at most `max` UTF-16 units without splitting a surrogate pair, at a word if near. */
function cutTo(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const space = cut.lastIndexOf(' ');
  // A word boundary in the last fifth reads better than a word cut in half.
  return (space >= max * 0.8 ? cut.slice(0, space) : cut).trim();
}

/** Cuts to at most `max` UTF-8 bytes, never inside a character. */
function cutToBytes(text: string, max: number): string {
  if (utf8Bytes(text) <= max) return text;
  let out = '';
  let bytes = 0;
  for (const char of text) {
    const size = utf8Bytes(char);
    if (bytes + size > max) break;
    out += char;
    bytes += size;
  }
  return out.trim();
}

/** One line, no brackets, no control characters, single spaces. */
function cleanLine(text: string): string {
  return storableText(text)
    .replace(MARKUP, ' ')
    .replace(BRACKETS_ALL, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A title YouTube accepts from any text; `fallback` when nothing usable is left. */
export function sanitizeTitle(text: string, fallback: string): string {
  const title = cutTo(cleanLine(text).replace(/^["'“”]+|["'“”]+$/g, ''), YOUTUBE_TITLE_MAX);
  return title || cutTo(cleanLine(fallback), YOUTUBE_TITLE_MAX);
}

/** A description YouTube accepts: brackets and control characters out, paragraphs kept. */
export function sanitizeDescription(text: string): string {
  const cleaned = storableText(text)
    .replace(MARKUP, '')
    .replace(BRACKETS_ALL, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return cutToBytes(cleaned, YOUTUBE_DESCRIPTION_MAX_BYTES);
}

/** Tags YouTube accepts: cleaned, no duplicates (any case), within the count and the 500. */
export function sanitizeTags(tags: readonly string[]): string[] {
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const raw of tags) {
    const tag = cutTo(cleanLine(raw.replace(/[,#]/g, ' ')), YOUTUBE_TAG_MAX);
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    if (kept.length >= YOUTUBE_MAX_TAGS) break;
    if (tagsLength([...kept, tag]) > YOUTUBE_TAGS_MAX_CHARS) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}

// --- What a person sends (checked, never silently changed) --------------------------------------

export const youtubeTitleSchema = singleLine(
  z
    .string()
    .trim()
    .min(1, YOUTUBE_METADATA_MESSAGES.titleRequired)
    .max(YOUTUBE_TITLE_MAX, YOUTUBE_METADATA_MESSAGES.titleTooLong),
).refine((title) => !BRACKETS.test(title), YOUTUBE_METADATA_MESSAGES.titleBrackets);

export const youtubeDescriptionSchema = z
  .string()
  .trim()
  .refine(
    (text) => utf8Bytes(text) <= YOUTUBE_DESCRIPTION_MAX_BYTES,
    YOUTUBE_METADATA_MESSAGES.descriptionTooLong,
  )
  .refine((text) => !BRACKETS.test(text), YOUTUBE_METADATA_MESSAGES.descriptionBrackets);

export const youtubeTagsSchema = z
  .array(
    singleLine(z.string().trim().min(1).max(YOUTUBE_TAG_MAX)).refine(
      (tag) => !/[<>,]/.test(tag),
      YOUTUBE_METADATA_MESSAGES.tagInvalid,
    ),
  )
  .max(YOUTUBE_MAX_TAGS, YOUTUBE_METADATA_MESSAGES.tooManyTags)
  .refine(
    (tags) => tagsLength(tags) <= YOUTUBE_TAGS_MAX_CHARS,
    YOUTUBE_METADATA_MESSAGES.tagsTooLong,
  );

/** "kitchen, small spaces" → ['kitchen', 'small spaces'] (the dialog's one text field). */
export function parseTagList(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}
