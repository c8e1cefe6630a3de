import { z } from 'zod';

/**
 * Burned-in captions of a podcast clip made from a voiceover: how they look (style, size,
 * position) and the words they show, which the user may edit before the render. One contract
 * for the server and the studio form (decision 060).
 */

export const CAPTION_STYLES = ['karaoke', 'pop', 'block'] as const;
export type CaptionStyleId = (typeof CAPTION_STYLES)[number];
export const CAPTION_STYLE_LABELS: Record<CaptionStyleId, string> = {
  karaoke: 'Word highlight',
  pop: 'Pop-in words',
  block: 'Bold block',
};
export const CAPTION_STYLE_HINTS: Record<CaptionStyleId, string> = {
  karaoke: 'The whole line shows; each word lights up as it is spoken',
  pop: 'Words appear one by one as they are spoken',
  block: 'Large bold words on a coloured box',
};

export const CAPTION_SIZES = ['small', 'medium', 'large'] as const;
export type CaptionSize = (typeof CAPTION_SIZES)[number];
export const CAPTION_SIZE_LABELS: Record<CaptionSize, string> = {
  small: 'S',
  medium: 'M',
  large: 'L',
};

export const CAPTION_POSITIONS = ['top', 'middle', 'bottom'] as const;
export type CaptionPosition = (typeof CAPTION_POSITIONS)[number];
export const CAPTION_POSITION_LABELS: Record<CaptionPosition, string> = {
  top: 'Top',
  middle: 'Middle',
  bottom: 'Bottom',
};

/** The edited caption text may be this long (a four-minute clip is about 4,000 characters). */
export const CAPTION_TEXT_MAX_LENGTH = 6_000;

export const CAPTION_MESSAGES = {
  style:
    'Caption style must be one of: word highlight (karaoke), pop-in words (pop), bold block (block)',
  size: 'Caption size must be small, medium or large',
  position: 'Caption position must be top, middle or bottom',
  textTooLong: `Caption text must be at most ${CAPTION_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters`,
  textEmpty: 'Caption text is empty: type the words to show, or turn captions off',
  textWithoutVoiceover:
    'Caption text can only be edited for a clip made from a voiceover, or from an audio file with its words',
} as const;

/** How the captions look; every field has a default, so older jobs and forms still render. */
export const captionLookSchema = z.object({
  style: z.enum(CAPTION_STYLES, { error: CAPTION_MESSAGES.style }).default('karaoke'),
  size: z.enum(CAPTION_SIZES, { error: CAPTION_MESSAGES.size }).default('medium'),
  position: z.enum(CAPTION_POSITIONS, { error: CAPTION_MESSAGES.position }).default('bottom'),
});
export type CaptionLook = z.output<typeof captionLookSchema>;
export const DEFAULT_CAPTION_LOOK: CaptionLook = captionLookSchema.parse({});

/**
 * The podcast clip form's caption fields (multipart: every value a string). `captionText`,
 * when sent, replaces the voiceover's words: one line per cue as the form shows them.
 */
export const captionFieldsShape = {
  captionStyle: captionLookSchema.shape.style,
  captionSize: captionLookSchema.shape.size,
  captionPosition: captionLookSchema.shape.position,
  captionText: z
    .string()
    .max(CAPTION_TEXT_MAX_LENGTH, CAPTION_MESSAGES.textTooLong)
    .refine((text) => text.trim() !== '', CAPTION_MESSAGES.textEmpty)
    .optional(),
};

/** One spoken word of a cue and when it is heard, for the word-by-word styles. */
export const captionWordSchema = z.object({
  text: z.string(),
  startMs: z.number().int().min(0),
  endMs: z.number().int().min(0),
});
export type CaptionWord = z.infer<typeof captionWordSchema>;

/** Under every caption text box: how an edit keeps the words' times (caption-edits.ts). */
export const CAPTION_TEXT_HINT =
  "One caption per line. Fix a word and it keeps its timing; change the number of words and they share the line's time.";

/** The cues' text as the form shows it for editing: one cue per line. */
export function captionTextOf(cues: readonly { text: string }[]): string {
  return cues.map((cue) => cue.text.replace(/\s+/g, ' ').trim()).join('\n');
}
