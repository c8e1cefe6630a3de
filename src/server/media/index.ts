import type { Config } from '../config.js';
import { resolveMediaBinaries } from './binaries.js';
import { planPosterExtraction } from './plan.js';
import { decodeImage, probeMedia } from './probe.js';
import { runFfmpeg } from './run.js';
import { MediaError, type MediaToolkit } from './toolkit.js';

export { MediaError } from './toolkit.js';
export type { FfmpegRunOptions, MediaProbe, MediaToolkit } from './toolkit.js';

const POSTER_TIMEOUT_MS = 30_000;

/**
 * The poster frame's time: one second in (past the caption's fade-in and the first syllables),
 * or a quarter of the way through a shorter video.
 */
export function posterTime(durationSeconds: number | null): number {
  if (!durationSeconds || durationSeconds <= 0) return 0;
  return Math.min(1, durationSeconds / 4);
}

/**
 * The media layer: ffmpeg and ffprobe found once (FFMPEG_PATH/FFPROBE_PATH, PATH, then npm),
 * with the one runner and the one prober. Throws at creation when a binary is missing, naming
 * the variable to set.
 */
export function createMediaToolkit(config: Pick<Config, 'media'>): MediaToolkit {
  const { ffmpegPath, ffprobePath } = resolveMediaBinaries(config.media);
  const probe: MediaToolkit['probe'] = (filePath, signal) =>
    probeMedia(ffprobePath, filePath, signal);
  return {
    ffmpegPath,
    ffprobePath,
    probe,
    decodeImage: (filePath, signal) => decodeImage(ffprobePath, filePath, signal),
    run: (args, options) => runFfmpeg(ffmpegPath, args, options),
    async extractPoster(videoPath, posterPath, signal) {
      const { durationSeconds, video } = await probe(videoPath, signal);
      if (!video) throw new MediaError(`${videoPath} has no video stream`, 'unreadable');
      const args = planPosterExtraction({
        video: videoPath,
        output: posterPath,
        atSeconds: posterTime(durationSeconds),
      });
      await runFfmpeg(ffmpegPath, args, { signal, timeoutMs: POSTER_TIMEOUT_MS });
    },
  };
}
