/** Text for ASS subtitle files: what libass draws exactly as written. */

/**
 * A WORD JOINER (zero width, default-ignorable, drawn as nothing) put after every backslash of
 * the text: libass reads `\N`, `\n`, `\h`, `\{` and `\}` as escapes, so a backslash the speaker's
 * text happens to hold must not touch the character after it.
 */
const BACKSLASH_GUARD = '\u2060';

/**
 * Cue text as ASS dialogue text that shows exactly the words: control characters dropped,
 * line breaks as `\N`, runs of spaces as one, backslashes kept from forming escapes, and braces
 * (which open override blocks such as `{\pos(0,0)}`) escaped as `\{` `\}`. '' when nothing
 * visible is left.
 */
export function escapeAssText(text: string): string {
  return text
    .split(/\r\n|[\r\n\u2028\u2029]/)
    .map((line) =>
      line
        .replace(/\t/g, ' ')
        .replace(/\p{Cc}/gu, '')
        .replace(/ {2,}/g, ' ')
        .trim()
        .replace(/\\/g, `\\${BACKSLASH_GUARD}`)
        .replace(/[{}]/g, (brace) => `\\${brace}`),
    )
    .filter((line) => line !== '')
    .join('\\N');
}
