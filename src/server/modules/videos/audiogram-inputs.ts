import {
  AUDIOGRAM_DEFAULT_COLOR,
  AUDIOGRAM_MESSAGES,
  isAudiogramStyle,
  type AudiogramDesign,
  type PodcastStyle,
  type WaveformStyle,
} from '@shared/audiogram';
import { badRequest } from '../../platform/errors.js';
import type { StoredUpload } from '../../platform/uploads/index.js';

/** True when the form (still unparsed) asks for an audiogram: it then needs no portrait. */
export function wantsAudiogram(fields: Record<string, string>): boolean {
  return Boolean(fields.style) && fields.style !== 'talking';
}

export interface DesignFields {
  style?: PodcastStyle | undefined;
  title?: string | undefined;
  showName?: string | undefined;
  brandColor?: string | undefined;
  waveform?: WaveformStyle | undefined;
}

/**
 * The audiogram a podcast clip is made as, or undefined for the talking portrait. The logo is
 * the form's own upload (already checked by its bytes, like every image); without one the
 * clip's picture, if any, is the cover art, else the card letters the show's initials.
 */
export function audiogramDesign(
  fields: DesignFields,
  logo: StoredUpload | undefined,
): AudiogramDesign | undefined {
  if (!isAudiogramStyle(fields.style)) {
    if (logo) throw badRequest(AUDIOGRAM_MESSAGES.logoWithoutAudiogram);
    return undefined;
  }
  if (!fields.title) throw badRequest(AUDIOGRAM_MESSAGES.titleRequired);
  return {
    template: fields.style,
    title: fields.title,
    showName: fields.showName ?? '',
    brandColor: fields.brandColor ?? AUDIOGRAM_DEFAULT_COLOR,
    waveform: fields.waveform ?? 'bars',
    logoKey: logo?.key ?? null,
  };
}
