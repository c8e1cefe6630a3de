import { rm, stat } from 'node:fs/promises';
import type { Config } from '../config.js';
import { resolveMediaBinaries } from './binaries.js';
import { planPosterExtraction, posterTime } from './plan.js';
import { decodeImage, probeMedia } from './probe.js';
import { runFfmpeg } from './run.js';
import { MediaError, type MediaToolkit } from './toolkit.js';

export { MediaError } from './toolkit.js';
export type { FfmpegRunOptions, MediaProbe, MediaToolkit } from './toolkit.js';

const POSTER_TIMEOUT_MS = 30_000;

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
      const extract = async (length: number | null) => {
        await rm(posterPath, { force: true });
        const plan = { video: videoPath, output: posterPath, frameRate: video.frameRate };
        await runFfmpeg(ffmpegPath, planPosterExtraction({ ...plan, durationSeconds: length }), {
          signal,
          timeoutMs: POSTER_TIMEOUT_MS,
        });
        // ffmpeg exits 0 when its seek found no frame to write: no file is the only sign.
        return Boolean((await stat(posterPath).catch(() => null))?.size);
      };
      const length = video.durationSeconds ?? durationSeconds;
      if (await extract(length)) return;
      // A stream whose stated length outruns its frames (a container that states the audio's
      // length for it): its first frame then.
      if (posterTime(length, video.frameRate) > 0 && (await extract(null))) return;
      throw new MediaError(`ffmpeg wrote no poster frame for ${videoPath}`, 'failed');
    },
  };
}
