import path from 'node:path';
import { runProcess } from './run.js';
import { MediaError, type MediaProbe } from './toolkit.js';

const PROBE_TIMEOUT_MS = 30_000;

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  sample_rate?: string;
  channels?: number;
  duration?: string;
}

interface FfprobeOutput {
  format?: { format_name?: string; duration?: string };
  streams?: FfprobeStream[];
}

/** Still-image demuxers: their "duration" is a frame's, not a length. */
function isStillFormat(formatName: string): boolean {
  return formatName === 'image2' || formatName.endsWith('_pipe');
}

/** "24/1" → 24, "30000/1001" → 29.97; "0/0" (unknown) → null. */
export function parseFrameRate(rate: string | undefined): number | null {
  if (!rate) return null;
  const [numerator, denominator] = rate.split('/').map(Number);
  if (!numerator || !denominator || !Number.isFinite(numerator / denominator)) return null;
  return Math.round((numerator / denominator) * 1000) / 1000;
}

/** Maps ffprobe's JSON to a MediaProbe; null when it holds no audio or video stream. */
export function toMediaProbe(output: FfprobeOutput): MediaProbe | null {
  const formatName = output.format?.format_name ?? '';
  const streams = output.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && s.width && s.height);
  const audio = streams.find((s) => s.codec_type === 'audio');
  if (!video && !audio) return null;
  const still = isStillFormat(formatName);
  const duration = Number(output.format?.duration);
  const videoDuration = Number(video?.duration);
  return {
    formatName,
    durationSeconds: still || !Number.isFinite(duration) ? null : duration,
    video: video
      ? {
          codec: video.codec_name ?? 'unknown',
          width: video.width!,
          height: video.height!,
          frameRate: still ? null : parseFrameRate(video.avg_frame_rate ?? video.r_frame_rate),
          durationSeconds: still || !Number.isFinite(videoDuration) ? null : videoDuration,
        }
      : null,
    audio: audio
      ? {
          codec: audio.codec_name ?? 'unknown',
          sampleRate: Number(audio.sample_rate ?? 0),
          channels: audio.channels ?? 0,
        }
      : null,
  };
}

/** Runs ffprobe on a local file and parses its JSON; a file it cannot read is 'unreadable'. */
async function runFfprobe<T>(
  ffprobePath: string,
  args: readonly string[],
  filePath: string,
  signal: AbortSignal | undefined,
): Promise<T> {
  let stdout: string;
  try {
    stdout = await runProcess(
      ffprobePath,
      ['-v', 'error', '-print_format', 'json', ...args, path.resolve(filePath)],
      { signal, timeoutMs: PROBE_TIMEOUT_MS, collectStdout: true },
    );
  } catch (error) {
    if (error instanceof MediaError && error.reason === 'failed') {
      throw new MediaError(`Not a readable media file: ${error.message}`, 'unreadable', {
        cause: error,
      });
    }
    throw error;
  }
  try {
    return JSON.parse(stdout) as T;
  } catch (error) {
    throw new MediaError('ffprobe printed something other than JSON', 'unreadable', {
      cause: error,
    });
  }
}

/** ffprobe a local file (video, audio or image). Anything it cannot read is 'unreadable'. */
export async function probeMedia(
  ffprobePath: string,
  filePath: string,
  signal?: AbortSignal,
): Promise<MediaProbe> {
  const parsed = await runFfprobe<FfprobeOutput>(
    ffprobePath,
    ['-show_format', '-show_streams'],
    filePath,
    signal,
  );
  const probe = toMediaProbe(parsed);
  if (!probe) throw new MediaError('The file holds no audio or video stream', 'unreadable');
  return probe;
}

/**
 * The most pixels an image may have: a larger one is refused before it is decoded, so a small
 * file that inflates to gigabytes (a "decompression bomb") costs nothing. 64 MP holds an
 * 8000 x 8000 picture and every phone or camera photo.
 */
export const IMAGE_MAX_PIXELS = 64_000_000;

/**
 * Decodes an image's first frame (out of process, in ffprobe) and answers its size. Its header
 * alone is not enough: a PNG or GIF signature followed by a page of HTML has a plausible header
 * and no picture. Throws 'unreadable' when no frame decodes (or it is over IMAGE_MAX_PIXELS).
 */
export async function decodeImage(
  ffprobePath: string,
  filePath: string,
  signal?: AbortSignal,
): Promise<{ width: number; height: number }> {
  const parsed = await runFfprobe<{ frames?: { width?: number; height?: number }[] }>(
    ffprobePath,
    [
      '-max_pixels',
      String(IMAGE_MAX_PIXELS),
      '-select_streams',
      'v:0',
      '-read_intervals',
      '%+#1',
      '-show_entries',
      'frame=width,height',
    ],
    filePath,
    signal,
  );
  const frame = parsed.frames?.[0];
  if (!frame?.width || !frame.height) {
    throw new MediaError('No picture could be decoded from the file', 'unreadable');
  }
  return { width: frame.width, height: frame.height };
}
