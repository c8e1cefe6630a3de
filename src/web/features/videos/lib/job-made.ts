import { isAudiogramStyle, PODCAST_STYLE_LABELS } from '@shared/audiogram';
import { MUSIC_BED_LABELS, type VideoJob } from '@shared/videos';

/**
 * What a job made, as its card names it (issue 29): a podcast clip is a talking portrait or an
 * audiogram in one of its templates, and a Text or Image to Video says which music bed it has.
 * Nothing is named for what the mode already says (no music, any other mode).
 */
export interface JobMade {
  kind: 'talking' | 'audiogram' | 'music';
  label: string;
}

export function jobMade(job: Pick<VideoJob, 'podcastStyle' | 'musicBed'>): JobMade[] {
  const made: JobMade[] = [];
  const style = job.podcastStyle;
  if (isAudiogramStyle(style ?? undefined)) {
    made.push({ kind: 'audiogram', label: `Audiogram: ${PODCAST_STYLE_LABELS[style!]}` });
  } else if (style === 'talking') {
    made.push({ kind: 'talking', label: PODCAST_STYLE_LABELS.talking });
  }
  if (job.musicBed) made.push({ kind: 'music', label: `Music: ${MUSIC_BED_LABELS[job.musicBed]}` });
  return made;
}
