import { describe, expect, it } from 'vitest';
import {
  parseTagList,
  sanitizeDescription,
  sanitizeTags,
  sanitizeTitle,
  tagsLength,
  utf8Bytes,
  youtubeDescriptionSchema,
  youtubeTagsSchema,
  youtubeTitleSchema,
  YOUTUBE_DESCRIPTION_MAX_BYTES,
  YOUTUBE_METADATA_MESSAGES,
  YOUTUBE_TAGS_MAX_CHARS,
} from './youtube-metadata.js';

describe('sanitizing a proposal for YouTube', () => {
  it('makes a title of one line, without < or >, at most 100 characters, cut at a word', () => {
    expect(sanitizeTitle('  <b>Cozy</b>\n  living   room  ', 'x')).toBe('Cozy living room');
    expect(sanitizeTitle('a < b > c', 'x')).toBe('a b c');
    const long = `${'word '.repeat(40)}end`;
    const title = sanitizeTitle(long, 'x');
    expect(title.length).toBeLessThanOrEqual(100);
    expect(title.endsWith('word')).toBe(true);
    expect(sanitizeTitle('"Quoted title"', 'x')).toBe('Quoted title');
  });

  it('falls back when nothing usable is left, and never splits a surrogate pair', () => {
    expect(sanitizeTitle('<<<>>>', 'Interior Design Showcase')).toBe('Interior Design Showcase');
    expect(sanitizeTitle('\u0000\u0007', 'Fallback')).toBe('Fallback');
    const emoji = '🏠'.repeat(60); // 120 UTF-16 units
    const cut = sanitizeTitle(emoji, 'x');
    expect(cut.length).toBeLessThanOrEqual(100);
    expect(cut.length % 2).toBe(0);
  });

  it('keeps paragraphs of a description, drops brackets and controls, fits 5000 bytes', () => {
    expect(sanitizeDescription('One <i>line</i>.\r\n\r\n\r\n\r\nTwo\u0000 lines. 1 < 2')).toBe(
      'One line.\n\nTwo lines. 1 2',
    );
    const long = 'é'.repeat(4000); // 8000 bytes
    const fitted = sanitizeDescription(long);
    expect(utf8Bytes(fitted)).toBeLessThanOrEqual(YOUTUBE_DESCRIPTION_MAX_BYTES);
    expect(fitted).toBe('é'.repeat(2500));
  });

  it('cleans tags, drops duplicates in any case, and keeps within 500 characters', () => {
    expect(
      sanitizeTags(['Kitchen', 'kitchen', '<b>', 'a<b', '#shorts', 'small, spaces', '']),
    ).toEqual(['Kitchen', 'ab', 'shorts', 'small spaces']);
    const many = Array.from({ length: 60 }, (_, i) => `interior design idea ${i}`);
    const kept = sanitizeTags(many);
    expect(tagsLength(kept)).toBeLessThanOrEqual(YOUTUBE_TAGS_MAX_CHARS);
    expect(kept.length).toBeGreaterThan(10);
  });

  it('counts tags as YouTube does: quotes around a tag with a space, commas between', () => {
    expect(tagsLength([])).toBe(0);
    expect(tagsLength(['a'])).toBe(1);
    expect(tagsLength(['a', 'b c'])).toBe(1 + 1 + 5);
  });
});

describe('what a person sends is checked, not changed', () => {
  it('refuses brackets, empty and long titles with the messages the dialog shows', () => {
    const message = (value: unknown) =>
      youtubeTitleSchema.safeParse(value).error?.issues[0]?.message;
    expect(message('Fine title')).toBeUndefined();
    expect(message('  ')).toBe(YOUTUBE_METADATA_MESSAGES.titleRequired);
    expect(message('x'.repeat(101))).toBe(YOUTUBE_METADATA_MESSAGES.titleTooLong);
    expect(message('a <b> title')).toBe(YOUTUBE_METADATA_MESSAGES.titleBrackets);
    expect(youtubeTitleSchema.parse(`  ${'x'.repeat(100)}  `)).toHaveLength(100);
  });

  it('checks descriptions by bytes and tags by YouTube’s count', () => {
    expect(youtubeDescriptionSchema.safeParse('é'.repeat(2501)).success).toBe(false);
    expect(youtubeDescriptionSchema.safeParse('a > b').success).toBe(false);
    expect(youtubeTagsSchema.safeParse(['ok', 'fine tag']).success).toBe(true);
    expect(youtubeTagsSchema.safeParse(['a,b']).success).toBe(false);
    expect(
      youtubeTagsSchema.safeParse(Array.from({ length: 20 }, () => 'x'.repeat(30))).success,
    ).toBe(false);
  });

  it('reads the dialog’s comma-separated tag field', () => {
    expect(parseTagList(' kitchen, small spaces ,, cozy ')).toEqual([
      'kitchen',
      'small spaces',
      'cozy',
    ]);
  });
});
