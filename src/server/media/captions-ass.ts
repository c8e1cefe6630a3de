import { cuesWithin, type CaptionCue } from '@shared/voiceovers';
import { CAPTION_FONT_NAME } from './fonts.js';
import type { FrameSize } from './plan-common.js';

/**
 * Caption cues as an ASS subtitle file, for ffmpeg's `ass` filter to burn into a video. Pure:
 * cues and a frame size in, the file's text out.
 *
 * The look is the usual one of vertical short videos: Inter ExtraBold, white with a black
 * outline and a soft shadow, centred in the lower third. PlayResX/PlayResY are the frame size,
 * so every number below is in output pixels and scales with it. The bottom margin keeps the
 * text's baseline at about 0.74 of the height, clear of the local engine's waveform (0.80 to
 * 0.92 of the height, see planPodcastClip).
 */

export const CAPTION_STYLE_NAME = 'Caption';
/** The caption's baseline sits this far up from the bottom edge, as a share of the height. */
const BOTTOM_MARGIN_SHARE = 0.26;
const SIDE_MARGIN_SHARE = 0.07;

export interface CaptionStyle {
  fontSize: number;
  /** Black border around each glyph, px. */
  outline: number;
  /** Offset of the half-transparent shadow, px. */
  shadow: number;
  /** Gaussian blur of the outline and shadow edges, px: softens them, the fill stays sharp. */
  blur: number;
  marginSide: number;
  marginBottom: number;
}

const tenths = (value: number) => Math.round(value * 10) / 10;

/**
 * The style's numbers for a frame, all derived from its size. The text is 4.2 % of the height
 * on a vertical frame; on a square or landscape one that would read small next to the picture,
 * so it is at least 5 % of the shorter side there (27 px at 540×540, 36 px at 1280×720). The
 * outline (height / 300 on a vertical frame), shadow and blur follow the font size, so the
 * look is the same at every size.
 */
export function captionStyle({ width, height }: FrameSize): CaptionStyle {
  if (![width, height].every((n) => Number.isInteger(n) && n > 0)) {
    throw new RangeError(`Frame size ${width}x${height} must be whole positive pixels`);
  }
  const fontSize = Math.max(
    1,
    Math.round(Math.max(height * 0.042, Math.min(width, height) * 0.05)),
  );
  return {
    fontSize,
    outline: tenths(fontSize * 0.08),
    shadow: tenths(fontSize * 0.06),
    blur: tenths(fontSize * 0.03),
    marginSide: Math.round(width * SIDE_MARGIN_SHARE),
    marginBottom: Math.round(height * BOTTOM_MARGIN_SHARE),
  };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** ASS times count centiseconds; a time in ms is rounded to the nearest. */
const centiseconds = (ms: number) => Math.max(0, Math.round(ms / 10));

/** ASS time: H:MM:SS.cc. */
export function assTimestamp(ms: number): string {
  const cs = centiseconds(ms);
  const hours = Math.floor(cs / 360_000);
  const minutes = Math.floor(cs / 6000) % 60;
  const seconds = Math.floor(cs / 100) % 60;
  return `${hours}:${pad2(minutes)}:${pad2(seconds)}.${pad2(cs % 100)}`;
}

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

export interface AssCaptionsOptions extends FrameSize {
  cues: readonly CaptionCue[];
  /** The video's length: cues past it are dropped, a cue running over it is cut at the end. */
  durationMs: number;
}

/** The text of an .ass file that shows each cue from its start to its end. */
export function buildAssCaptions({ cues, durationMs, ...size }: AssCaptionsOptions): string {
  const style = captionStyle(size);
  const events = cuesWithin(cues, durationMs).flatMap((cue) => {
    const text = escapeAssText(cue.text);
    // A cue shorter than the file's 1/100 s resolution would show nothing (or end first).
    if (!text || centiseconds(cue.endMs) <= centiseconds(cue.startMs)) return [];
    const times = `${assTimestamp(cue.startMs)},${assTimestamp(cue.endMs)}`;
    return [`Dialogue: 0,${times},${CAPTION_STYLE_NAME},,0,0,0,,{\\blur${style.blur}}${text}`];
  });
  // Colours are &HAABBGGRR, alpha 00 = opaque: white text, black outline, shadow at 50 %.
  const styleLine = [
    `Style: ${CAPTION_STYLE_NAME}`,
    CAPTION_FONT_NAME,
    style.fontSize,
    '&H00FFFFFF',
    '&H00FFFFFF',
    '&H00000000',
    '&H80000000',
    // Bold off: the face is ExtraBold already, and libass would embolden it further.
    '0,0,0,0,100,100,0,0',
    // BorderStyle 1 (outline and drop shadow), then the outline and shadow sizes.
    1,
    style.outline,
    style.shadow,
    // Alignment 2: bottom centre (numpad layout); lines of a cue grow upwards from the margin.
    2,
    style.marginSide,
    style.marginSide,
    style.marginBottom,
    1,
  ].join(',');
  return [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${size.width}`,
    `PlayResY: ${size.height}`,
    // 0: smart wrapping, lines of about equal width (a long cue wraps into a tidy block).
    'WrapStyle: 0',
    'ScaledBorderAndShadow: yes',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, ' +
      'BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, ' +
      'BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    styleLine,
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    ...events,
    '',
  ].join('\n');
}
