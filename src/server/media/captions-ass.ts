import { DEFAULT_CAPTION_LOOK, type CaptionLook } from '@shared/captions';
import { cuesWithin, type CaptionCue } from '@shared/voiceovers';
import { dialogueTexts, STYLE_COLOURS } from './caption-styles.js';
import { MAX_LINES, charactersPerLine, pagesOf } from './caption-pages.js';
import { CAPTION_FONT_NAME } from './fonts.js';
import type { FrameSize } from './plan-common.js';

/**
 * Caption cues as an ASS subtitle file, for ffmpeg's `ass` filter to burn into a video. Pure:
 * cues and a frame size in, the file's text out.
 *
 * The look is the usual one of vertical short videos: Inter ExtraBold, white with a black
 * outline and a soft shadow, in one of three animated styles (caption-styles.ts), three sizes
 * and three positions, never more than two lines (caption-pages.ts). PlayResX/PlayResY are the
 * frame size, so every number below is in output pixels and scales with it. At the bottom the
 * text's baseline sits at about 0.74 of the height, clear of the local engine's waveform
 * (0.80 to 0.92 of the height, see planPodcastClip). Decision 060.
 */

export const CAPTION_STYLE_NAME = 'Caption';
/** The caption's baseline sits this far up from the bottom edge, as a share of the height. */
const BOTTOM_MARGIN_SHARE = 0.26;
/** At the top, the first line's top sits this far down (clear of a phone's status bar). */
const TOP_MARGIN_SHARE = 0.1;
const SIDE_MARGIN_SHARE = 0.07;
/** Font size for small, medium and large, against medium's. */
const SIZE_SCALE = { small: 0.8, medium: 1, large: 1.3 } as const;
/** The bold block's capitals are set a little larger: it is meant to shout. */
const BLOCK_SCALE = 1.1;

export interface CaptionStyle {
  fontSize: number;
  /** Black border around each glyph, px. */
  outline: number;
  /** Offset of the half-transparent shadow, px. */
  shadow: number;
  /** Gaussian blur of the outline and shadow edges, px: softens them, the fill stays sharp. */
  blur: number;
  marginSide: number;
  /** The margin from the edge the text is aligned to (top or bottom); 0 in the middle. */
  marginVertical: number;
  /** ASS numpad alignment: 2 bottom centre, 5 middle centre, 8 top centre. */
  alignment: 2 | 5 | 8;
}

const tenths = (value: number) => Math.round(value * 10) / 10;

/**
 * Where the text sits when the picture decides it rather than the look's position: the
 * talking portrait moves Middle under the chin when the middle of the frame is the face's
 * (decision 072).
 */
export interface CaptionPlacement {
  alignment: CaptionStyle['alignment'];
  marginVertical: number;
}

/**
 * The style's numbers for a frame, all derived from its size. The text is 4.2 % of the height
 * on a vertical frame; on a square or landscape one that would read small next to the picture,
 * so it is at least 5 % of the shorter side there (27 px at 540×540, 36 px at 1280×720). The
 * outline (height / 300 on a vertical frame), shadow and blur follow the font size, so the
 * look is the same at every size.
 */
export function captionStyle(
  { width, height }: FrameSize,
  look: CaptionLook = DEFAULT_CAPTION_LOOK,
  placement?: CaptionPlacement,
): CaptionStyle {
  if (![width, height].every((n) => Number.isInteger(n) && n > 0)) {
    throw new RangeError(`Frame size ${width}x${height} must be whole positive pixels`);
  }
  const base = Math.max(height * 0.042, Math.min(width, height) * 0.05);
  const scale = SIZE_SCALE[look.size] * (look.style === 'block' ? BLOCK_SCALE : 1);
  const fontSize = Math.max(1, Math.round(base * scale));
  const vertical = {
    bottom: { alignment: 2, marginVertical: Math.round(height * BOTTOM_MARGIN_SHARE) },
    middle: { alignment: 5, marginVertical: 0 },
    top: { alignment: 8, marginVertical: Math.round(height * TOP_MARGIN_SHARE) },
  } as const;
  return {
    fontSize,
    outline: tenths(fontSize * 0.08),
    shadow: tenths(fontSize * 0.06),
    blur: tenths(fontSize * 0.03),
    marginSide: Math.round(width * SIDE_MARGIN_SHARE),
    ...(placement ?? vertical[look.position]),
  };
}

/**
 * The bold block's box reaches a quarter of the font size past the text (its BorderStyle 3
 * outline); the other styles' outline, blur and shadow reach less.
 */
const BAND_PAD_SHARE = 0.25;

/** Frame rows, in pixels, top inclusive to bottom. */
export interface CaptionBand {
  top: number;
  bottom: number;
}

/**
 * The rows the captions can cover at most: MAX_LINES lines (libass sets a line the font size
 * tall) and the box or outline around them. Measured on renders: the block's violet box at
 * 540×960, large, at the top spans rows 82 to 225 against 80.5 to 227.5 here.
 */
export function captionBand(
  frame: FrameSize,
  look: CaptionLook = DEFAULT_CAPTION_LOOK,
  placement?: CaptionPlacement,
): CaptionBand {
  const style = captionStyle(frame, look, placement);
  const text = MAX_LINES * style.fontSize;
  const pad = style.fontSize * BAND_PAD_SHARE;
  const top =
    style.alignment === 8
      ? style.marginVertical
      : style.alignment === 2
        ? frame.height - style.marginVertical - text
        : (frame.height - text) / 2;
  // A pixel more each side for the edges' antialiasing.
  return { top: top - pad - 1, bottom: top + text + pad + 1 };
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

export { escapeAssText } from './ass-text.js';

export interface AssCaptionsOptions extends FrameSize {
  cues: readonly CaptionCue[];
  /** The video's length: cues past it are dropped, a cue running over it is cut at the end. */
  durationMs: number;
  /** Style, size and position; the defaults when left out. */
  look?: CaptionLook;
  /** Overrides the position's alignment and margin (the talking portrait's Middle). */
  placement?: CaptionPlacement;
}

/** The text of an .ass file that shows each cue from its start to its end, in the look asked. */
export function buildAssCaptions({
  cues,
  durationMs,
  look,
  placement,
  ...size
}: AssCaptionsOptions): string {
  const chosen = look ?? DEFAULT_CAPTION_LOOK;
  const style = captionStyle(size, chosen, placement);
  const perLine = charactersPerLine(
    size.width - 2 * style.marginSide,
    style.fontSize,
    chosen.style === 'block',
  );
  const events = cuesWithin(cues, durationMs).flatMap((cue) =>
    pagesOf(cue, perLine).flatMap((page) =>
      dialogueTexts(page, chosen.style, style, cue.voice).flatMap((event) => {
        // An event shorter than the file's 1/100 s resolution would show nothing (or end first).
        if (!event.text || centiseconds(event.endMs) <= centiseconds(event.startMs)) return [];
        const times = `${assTimestamp(event.startMs)},${assTimestamp(event.endMs)}`;
        return [`Dialogue: 0,${times},${CAPTION_STYLE_NAME},,0,0,0,,${event.text}`];
      }),
    ),
  );
  const colours = STYLE_COLOURS[chosen.style];
  // Colours are &HAABBGGRR, alpha 00 = opaque.
  const styleLine = [
    `Style: ${CAPTION_STYLE_NAME}`,
    CAPTION_FONT_NAME,
    style.fontSize,
    colours.primary,
    colours.primary,
    colours.outline,
    colours.back,
    // Bold off: the face is ExtraBold already, and libass would embolden it further.
    '0,0,0,0,100,100,0,0',
    // BorderStyle 1 (outline and drop shadow) or 3 (an opaque box behind each line).
    colours.borderStyle,
    colours.borderStyle === 3 ? tenths(style.fontSize * 0.25) : style.outline,
    colours.borderStyle === 3 ? 0 : style.shadow,
    style.alignment,
    style.marginSide,
    style.marginSide,
    style.marginVertical,
    1,
  ].join(',');
  return [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${size.width}`,
    `PlayResY: ${size.height}`,
    // 2: no wrapping: the lines are broken here (\N), at most two (caption-pages.ts).
    'WrapStyle: 2',
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
