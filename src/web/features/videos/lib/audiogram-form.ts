import {
  AUDIOGRAM_DEFAULT_COLOR,
  AUDIOGRAM_MESSAGES,
  isAudiogramStyle,
  type PodcastStyle,
  type WaveformStyle,
} from '@shared/audiogram';
import type { PodcastClipFields } from '@shared/videos';
import type { PickedLogo } from '../../../components/podcast-design/audiogram-logo-field';

/**
 * The podcast clip's design in the prompt panel (decision 059): the talking portrait, or an
 * audiogram template with its texts, colour, waveform and logo. Free of React, tested alone.
 */

export interface AudiogramOptions {
  style: PodcastStyle;
  title: string;
  showName: string;
  brandColor: string;
  waveform: WaveformStyle;
  logo: PickedLogo | null;
}

export function initialAudiogram(): AudiogramOptions {
  return {
    style: 'talking',
    title: '',
    showName: '',
    brandColor: AUDIOGRAM_DEFAULT_COLOR,
    waveform: 'bars',
    logo: null,
  };
}

export const isAudiogram = (design: AudiogramOptions | undefined): boolean =>
  design !== undefined && isAudiogramStyle(design.style);

/** The fields the design adds to the podcast clip's form; none for the talking portrait. */
export function audiogramFields(
  design: AudiogramOptions | undefined,
): Partial<Pick<PodcastClipFields, 'style' | 'title' | 'showName' | 'brandColor' | 'waveform'>> {
  if (!design || !isAudiogramStyle(design.style)) return {};
  return {
    style: design.style,
    title: design.title,
    ...(design.showName.trim() && { showName: design.showName }),
    brandColor: design.brandColor,
    waveform: design.waveform,
  };
}

/** What stops an audiogram before any call (its title is its first field), or null. */
export function audiogramProblem(design: AudiogramOptions | undefined): string | null {
  return isAudiogram(design) && !design!.title.trim() ? AUDIOGRAM_MESSAGES.titleRequired : null;
}

/**
 * An audiogram needs no prompt of its own: an empty prompt becomes the episode title (the job
 * card shows it). The talking portrait keeps the prompt as typed.
 */
export function promptForDesign(prompt: string, design: AudiogramOptions | undefined): string {
  return isAudiogram(design) && !prompt.trim() ? design!.title : prompt;
}
