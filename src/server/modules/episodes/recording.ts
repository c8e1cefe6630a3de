import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { EngineError } from '../../kernel/engine-error.js';
import { planEpisodeWav } from '../../media/plan-episode.js';
import { MediaError, type MediaToolkit } from '../../media/toolkit.js';
import type { StoragePort } from '../../platform/storage/index.js';

/** What the owner reads when the stored recording cannot be decoded after all. */
export const RECORDING_UNREADABLE =
  'The recording could not be decoded: upload it again, or as another format';

/** Decoding three hours takes a minute or two on two cores; far more means a stuck ffmpeg. */
const DECODE_TIMEOUT_MS = 30 * 60 * 1000;

/**
 * The stored recording copied into `dir` (streamed: a 2 GB file never sits in memory) and
 * decoded there to the analysis WAV; answers the WAV's path. `onProgress` gets 0..1.
 */
export async function decodeRecording(
  deps: { storage: StoragePort; media: MediaToolkit },
  episode: { recordingKey: string; durationSeconds: number },
  dir: string,
  signal: AbortSignal,
  onProgress: (share: number) => void,
): Promise<string> {
  const recording = await copyRecording(deps.storage, episode.recordingKey, dir, signal);
  const wavPath = path.join(dir, 'episode.wav');
  try {
    await deps.media.run(planEpisodeWav({ recording, output: wavPath }), {
      signal,
      timeoutMs: DECODE_TIMEOUT_MS,
      expectedDurationSeconds: episode.durationSeconds,
      onProgress: (percent) => onProgress(percent / 100),
    });
  } catch (error) {
    // An aborted or timed-out decode is the platform's to retry; a file ffmpeg cannot read
    // will not read better next time.
    if (error instanceof MediaError && error.reason === 'failed') {
      throw new EngineError('transcription', RECORDING_UNREADABLE, false, { cause: error });
    }
    throw error;
  }
  return wavPath;
}

/** A local copy of a stored object, for ffmpeg (which seeks in it). */
export async function copyRecording(
  storage: StoragePort,
  key: string,
  dir: string,
  signal?: AbortSignal,
): Promise<string> {
  const object = await storage.get(key);
  if (!object) throw new EngineError('transcription', RECORDING_UNREADABLE, false);
  const file = path.join(dir, `recording${path.extname(key)}`);
  await pipeline(object.body, createWriteStream(file), signal ? { signal } : {});
  return file;
}
