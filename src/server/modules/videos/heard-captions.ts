import type { CaptionCue } from '@shared/voiceovers';
import { EngineError } from '../../kernel/engine-error.js';
import { MediaError, type MediaToolkit } from '../../media/toolkit.js';
import type { Database } from '../../db/client.js';
import type { TranscriptionEngines } from '../../providers/transcription/index.js';
import type { Transcript } from '@shared/transcripts';
import type { LocalMediaFile } from '../../providers/video/index.js';
import { captionsOf } from './caption-pass.js';
import { cuesOfWords, hearRecording } from './clip-words.js';
import { updateJob, type VideoJobRow } from './repo.js';

/**
 * The captions of a podcast clip made from an uploaded recording sent without its words
 * (decision 069): before rendering, the worker hears the job's own cut audio with the
 * process's transcription engine, groups the words into cues on the clip's clock and stores
 * them on the job with the engine that heard them, so a retry renders the same captions and
 * the card can name the engine. Every other job: its stored cues.
 */

export interface HeardCaptionsDeps {
  database: Database;
  media: MediaToolkit;
  /** Absent or without an engine: the clip is rendered without captions. */
  transcriptionEngines?: TranscriptionEngines | undefined;
}

export async function captionsToRender(
  deps: HeardCaptionsDeps,
  job: VideoJobRow,
  audio: LocalMediaFile | undefined,
  signal: AbortSignal,
): Promise<CaptionCue[]> {
  if (!job.captionsHeardBy || job.captions !== null || !audio) return captionsOf(job);
  const engine = deps.transcriptionEngines?.engine;
  if (!engine) return [];
  let transcript: Transcript;
  try {
    transcript = await hearRecording(deps.media, engine, audio.path, signal);
  } catch (error) {
    // The audio was cut by us and read by the engine's render too: a failed decode is ours.
    if (error instanceof MediaError && error.reason === 'failed') {
      throw new EngineError('transcription', 'The clip’s audio could not be heard', false, {
        cause: error,
      });
    }
    throw error;
  }
  const cues = cuesOfWords(transcript.words);
  await deps.database.db.transaction((tx) =>
    updateJob(tx, job, { captions: cues, captionsHeardBy: transcript.engine }),
  );
  return captionsOf({ ...job, captions: cues });
}
