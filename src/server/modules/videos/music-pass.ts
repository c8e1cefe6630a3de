import path from 'node:path';
import { planMusicBedMix } from '../../media/plan-music.js';
import { MediaError, type MediaToolkit } from '../../media/toolkit.js';
import type { VideoJobRow } from './repo.js';

/**
 * The music bed (issue 29): Text and Image to Video came with a silent track. A job that chose a
 * bed gets it mixed in after the engine (any engine: a vendor's video keeps its own sound, the
 * bed goes under it) by one pass that copies the picture and encodes only the sound: about a
 * third of real time on 2 cores.
 */

export interface MusicBedRequest {
  media: MediaToolkit;
  job: Pick<VideoJobRow, 'mode' | 'musicBed'>;
  /** The video so far (the engine's, or its captioned copy). */
  videoPath: string;
  durationSeconds: number;
  /** Whether that video has a sound track of its own. */
  hasAudio: boolean;
  workDir: string;
  signal: AbortSignal;
}

/** The job's bed, or null: podcast clips speak, and 'none' or no choice is no bed. */
export function musicBedOf(job: Pick<VideoJobRow, 'mode' | 'musicBed'>) {
  if (job.mode === 'hedra' || !job.musicBed || job.musicBed === 'none') return null;
  return job.musicBed;
}

/** The video to store: with the bed mixed in, or the one given when there is none. */
export async function withMusicBed(request: MusicBedRequest): Promise<string> {
  const bed = musicBedOf(request.job);
  if (!bed) return request.videoPath;
  const output = path.join(request.workDir, 'video-music.mp4');
  try {
    await request.media.run(
      planMusicBedMix({
        input: request.videoPath,
        output,
        bed,
        durationSeconds: request.durationSeconds,
        inputHasAudio: request.hasAudio,
      }),
      { signal: request.signal, timeoutMs: 60_000 + request.durationSeconds * 4_000 },
    );
  } catch (error) {
    if (error instanceof MediaError && error.reason === 'aborted') throw error;
    // A plain Error: the job platform retries it like any failed render.
    throw new Error('Mixing the music bed into the video failed', { cause: error });
  }
  return output;
}
