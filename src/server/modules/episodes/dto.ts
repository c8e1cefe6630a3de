import type { Episode, EpisodeSummary } from '@shared/episodes';
import type { TranscriptWord } from '@shared/transcripts';
import { episodeEndpoints } from '@shared/endpoints/episodes';
import type { EpisodeRow } from './repo.js';

/** Where the page plays the recording from: the owner-only audio route. */
export const episodeAudioUrl = (id: string) => episodeEndpoints.audio.path.replace(':id', id);

export function episodeSummaryDto(row: EpisodeRow): EpisodeSummary {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    progress: row.progress,
    durationSeconds: row.durationSeconds,
    credits: row.cost,
    engine: row.engine,
    wordsNote: row.wordsNote,
    momentRequest: row.momentRequest,
    error: row.error,
    audioUrl: episodeAudioUrl(row.id),
    createdAt: row.createdAt.toISOString(),
    momentCount: row.moments.length,
  };
}

/** The whole episode: its words (when an engine made them), its moments and the clips cut. */
export function episodeDto(
  row: EpisodeRow,
  words: TranscriptWord[] | null,
  clipIds: string[],
): Episode {
  const { momentCount: _count, ...summary } = episodeSummaryDto(row);
  return {
    ...summary,
    clipIds,
    transcript: words ? { ...(row.language && { language: row.language }), words } : null,
    moments: row.moments,
  };
}
