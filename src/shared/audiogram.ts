import { z } from 'zod';

/**
 * Audiogram designs (issue 29 item 2, decision 059): a podcast clip's look besides the talking
 * portrait. An audiogram is the audio drawn as a moving waveform on a designed card: the
 * episode title, the guest or show name, cover art or a logo, a brand colour and a progress
 * bar. Audiograms are always made by the built-in engine, even with a Hedra key.
 */

/** The talking portrait (Hedra with a key, else the local engine) or one audiogram template. */
export const AUDIOGRAM_TEMPLATES = ['classic', 'spotlight', 'bold'] as const;
export type AudiogramTemplate = (typeof AUDIOGRAM_TEMPLATES)[number];
export const PODCAST_STYLES = ['talking', ...AUDIOGRAM_TEMPLATES] as const;
export type PodcastStyle = (typeof PODCAST_STYLES)[number];

export const PODCAST_STYLE_LABELS: Record<PodcastStyle, string> = {
  talking: 'Talking portrait',
  classic: 'Classic card',
  spotlight: 'Spotlight',
  bold: 'Bold title',
};

export const PODCAST_STYLE_DESCRIPTIONS: Record<PodcastStyle, string> = {
  talking: 'Your portrait speaks the audio',
  classic: 'Cover art on a dark card, title underneath',
  spotlight: 'Cover art fills the background, blurred',
  bold: 'Big title on your brand colour',
};

export const WAVEFORM_STYLES = ['bars', 'line', 'circle'] as const;
export type WaveformStyle = (typeof WAVEFORM_STYLES)[number];
export const WAVEFORM_STYLE_LABELS: Record<WaveformStyle, string> = {
  bars: 'Bars',
  line: 'Line',
  circle: 'Circle',
};

export const AUDIOGRAM_TITLE_MAX = 100;
export const AUDIOGRAM_NAME_MAX = 60;
export const AUDIOGRAM_DEFAULT_COLOR = '#7c3aed';
/** The multipart file field of the cover art or logo (an image, checked by its bytes). */
export const AUDIOGRAM_LOGO_FIELD = 'logo';

export const AUDIOGRAM_MESSAGES = {
  titleRequired: 'Enter the episode title',
  color: 'Brand colour must be a colour like #7c3aed',
  engineNote: 'Audiograms are always made by the built-in engine, at the same price per second.',
  /** A logo file for the talking portrait, which has nowhere to show it. */
  logoWithoutAudiogram: 'A logo is used by audiogram designs only: choose one or remove it',
} as const;

export function isAudiogramStyle(style: PodcastStyle | undefined): style is AudiogramTemplate {
  return style !== undefined && style !== 'talking';
}

const singleLine = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((text) => !/[\r\n\t]/.test(text), `${label} must be one line`);

/**
 * The podcast clip form's design fields (multipart text). Only an audiogram style reads them;
 * the talking portrait ignores them. Spread into podcastClipFieldsSchema.
 */
export const audiogramFieldsShape = {
  /** Left out: the talking portrait (so older forms and tests send just what they did). */
  style: z.enum(PODCAST_STYLES, { error: 'Choose a style' }).optional(),
  title: singleLine(AUDIOGRAM_TITLE_MAX, 'Episode title').optional(),
  showName: singleLine(AUDIOGRAM_NAME_MAX, 'Guest or show name').optional(),
  brandColor: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, AUDIOGRAM_MESSAGES.color)
    .transform((hex) => hex.toLowerCase())
    .optional(),
  waveform: z.enum(WAVEFORM_STYLES, { error: 'Choose bars, line or circle' }).optional(),
};

/** What an audiogram job records (video_jobs.audiogram) and its render reads. */
export interface AudiogramDesign {
  template: AudiogramTemplate;
  title: string;
  /** The guest or show name; empty when none was given. */
  showName: string;
  /** #rrggbb */
  brandColor: string;
  waveform: WaveformStyle;
  /** The job's own copy of the cover art or logo (hedra-inputs); null: lettering instead. */
  logoKey: string | null;
}
