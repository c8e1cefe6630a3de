import type { CaptionStyleId, CaptionWord } from '@shared/captions';
import { escapeAssText } from './ass-text.js';
import type { CaptionPage } from './caption-pages.js';

/**
 * The three caption styles as ASS events for one page (at most two lines) of a cue. Only the
 * oldest, most widely supported override tags are used, so the 2018 ffmpeg of
 * @ffmpeg-installer and a current system ffmpeg draw the same thing: colour (\c), alpha
 * (\alpha), scale (\fscx/\fscy), blur (\blur), fade (\fad) and one transform (\t) for the pop.
 * Karaoke's \k tags are not used: they colour every word already spoken, where a word-by-word
 * highlight lights only the word being said, so each word gets an event of its own instead.
 */

/** Colours as &HAABBGGRR (alpha 00 opaque), and the border style of each look. */
export const STYLE_COLOURS: Record<
  CaptionStyleId,
  { primary: string; outline: string; back: string; borderStyle: 1 | 3 }
> = {
  karaoke: { primary: '&H00FFFFFF', outline: '&H00000000', back: '&H80000000', borderStyle: 1 },
  pop: { primary: '&H00FFFFFF', outline: '&H00000000', back: '&H80000000', borderStyle: 1 },
  // White capitals on a violet box (#7C3AED).
  block: { primary: '&H00FFFFFF', outline: '&H00ED3A7C', back: '&H00ED3A7C', borderStyle: 3 },
};

/**
 * Each voice's colour when the words carry speaker labels (decision 070), by voice (0 the
 * first speaker heard), repeating after the third: the first as the look always was, the next
 * in pale cyan (#67E8F9) and pale green (#86EFAC), both far from karaoke's gold and bright
 * on the black outline; the bold block's box turns teal (#0F766E) or amber (#B45309), where
 * white keeps at least 4.5:1 contrast. Inline colours are &HBBGGRR&.
 */
const VOICE_TEXT_COLOURS = [null, '&HF9E867&', '&HACEF86&'] as const;
const VOICE_BOX_COLOURS = [null, '&H6E760F&', '&H0953B4&'] as const;

/** A voice's override tag for the words (karaoke, pop) or the box (block); none for voice 0. */
function voiceColours(style: CaptionStyleId, voice: number | undefined) {
  const index = (voice ?? 0) % VOICE_TEXT_COLOURS.length;
  if (style === 'block') {
    const box = VOICE_BOX_COLOURS[index];
    return { box: box ? `\\3c${box}\\4c${box}` : '', text: null };
  }
  return { box: '', text: VOICE_TEXT_COLOURS[index] };
}

/** The word being said, in karaoke: gold (#FFD700). */
export const HIGHLIGHT_COLOUR = '&H0000D7FF&';
/** How long a word takes to pop to full size, ms. */
const POP_MS = 120;

export interface CaptionEvent {
  startMs: number;
  endMs: number;
  /** Dialogue text, override tags included. */
  text: string;
}

const joinLines = (lines: readonly string[][]) => lines.map((line) => line.join(' ')).join('\\N');

/** Maps every word of a page to its text, keeping the page's lines. */
function render(page: CaptionPage, word: (w: CaptionWord, index: number) => string): string {
  let index = 0;
  return joinLines(page.lines.map((line) => line.map((w) => word(w, index++))));
}

/** When word i's moment on the page begins and ends (the first from the page's start). */
function slices(page: CaptionPage): { startMs: number; endMs: number }[] {
  const words = page.lines.flat();
  return words.map((w, i) => ({
    startMs: i === 0 ? page.startMs : Math.max(page.startMs, w.startMs),
    endMs: i === words.length - 1 ? page.endMs : Math.min(page.endMs, words[i + 1]!.startMs),
  }));
}

export function dialogueTexts(
  page: CaptionPage,
  style: CaptionStyleId,
  numbers: { blur: number },
  voice?: number,
): CaptionEvent[] {
  const colours = voiceColours(style, voice);
  const fill = colours.text ? `{\\c${colours.text}}` : '';
  const soft = `{\\blur${numbers.blur}}${fill}`;
  if (style === 'block') {
    const text = render(page, (w) => escapeAssText(w.text.toLocaleUpperCase('en-US')));
    return [
      { startMs: page.startMs, endMs: page.endMs, text: `{\\fad(80,0)${colours.box}}${text}` },
    ];
  }
  return slices(page).map((slice, current) => {
    const text = render(page, (w, i) => {
      const word = escapeAssText(w.text);
      if (style === 'karaoke') {
        // After the gold word, back to the voice's colour ({\c} alone: the style's white).
        return i === current ? `{\\c${HIGHLIGHT_COLOUR}}${word}${fill || '{\\c}'}` : word;
      }
      // pop: words not said yet hold their place, unseen; the newest one grows into place.
      if (i > current) return `{\\alpha&HFF&}${word}{\\alpha&H00&}`;
      if (i === current) {
        return `{\\fscx70\\fscy70\\t(0,${POP_MS},\\fscx100\\fscy100)}${word}{\\fscx100\\fscy100}`;
      }
      return word;
    });
    return { ...slice, text: `${soft}${text}` };
  });
}
