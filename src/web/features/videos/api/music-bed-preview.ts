import { videoEndpoints } from '@shared/endpoints/videos';
import type { MusicBed } from '@shared/videos';
import { urlOf } from '../../../lib/api';

/** GET /api/videos/music-beds/:bed/preview: a few seconds of a track, for an <audio> element. */
export function musicBedPreviewUrl(bed: Exclude<MusicBed, 'none'>): string {
  return urlOf(videoEndpoints.musicBedPreview, { params: { bed } });
}
