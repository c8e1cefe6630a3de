import type { z } from 'zod';

/**
 * What counts as text, for every input of the app (decision 020). Shared by the server's edge
 * check (every route's URL, query and body), the upload forms, the contracts' single-line
 * fields and the web app's forms, so all of them apply one rule:
 *
 * - Control characters (Unicode Cc: U+0000–U+001F, U+007F–U+009F) and broken Unicode (a lone
 *   UTF-16 surrogate) are never text. PostgreSQL cannot store NUL (nor a lone surrogate in
 *   JSON), and the others (escape, backspace, bell…) only ever arrive by mistake or attack.
 * - Tab, line feed and carriage return are the exception, in free text only: a body's text
 *   values (prompts, descriptions, scripts). CR stays because browsers send every line break
 *   of a multipart form's text as CR LF.
 * - Everything else is a single line: the URL's path and query, JSON keys, form field and file
 *   names, and the contracts' names, titles, emails and ids (`singleLine`).
 */

export const INVALID_TEXT_MESSAGE =
  'Text must not contain NUL, other control characters or invalid Unicode';
export const SINGLE_LINE_MESSAGE = 'Must be a single line of text, without line breaks or tabs';

/** Control characters other than tab, LF and CR, or a lone surrogate. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_FREE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;
/** Any control character (tab and line breaks too), or a lone surrogate. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]|\p{Cs}/u;
const NOT_FREE_TEXT_ALL = new RegExp(NOT_FREE_TEXT.source, 'gu');

/** Text a person may send in a free-text field: tab, LF and CR allowed. */
export function isFreeText(text: string): boolean {
  return !NOT_FREE_TEXT.test(text);
}

/** Text of one line: no control character at all. */
export function isSingleLine(text: string): boolean {
  return !NOT_SINGLE_LINE.test(text);
}

/**
 * Text an engine or vendor produced (an LLM's script, a vendor's error detail or style name),
 * made storable: what the edge would refuse from a person is dropped instead, since the
 * result is still worth keeping and a NUL would fail the write.
 */
export function storableText(text: string): string {
  return NOT_FREE_TEXT.test(text) ? text.replace(NOT_FREE_TEXT_ALL, '') : text;
}

/** A zod string schema that also refuses line breaks and tabs (names, titles, ids). */
export function singleLine<S extends z.ZodString>(schema: S): S {
  return schema.refine(isSingleLine, SINGLE_LINE_MESSAGE);
}

/**
 * "a" or "an" before an English phrase, by its first letter ("an interior", "a modern home"):
 * generated copy reads as written, not "a interior". Words whose sound differs from their
 * letter ("an hour", "a user") do not occur in the phrases the app composes.
 */
export function withArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}
