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

/** ffprobe a local file (video, audio or image). Anything it cannot read is 'unreadable'. */
export async function probeMedia(
  ffprobePath: string,
  filePath: string,
  signal?: AbortSignal,
): Promise<MediaProbe> {
  const absolute = path.resolve(filePath);
  let stdout: string;
  try {
    stdout = await runProcess(
      ffprobePath,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', absolute],
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
  let parsed: FfprobeOutput;
  try {
    parsed = JSON.parse(stdout) as FfprobeOutput;
  } catch (error) {
    throw new MediaError('ffprobe printed something other than JSON', 'unreadable', {
      cause: error,
    });
  }
  const probe = toMediaProbe(parsed);
  if (!probe) throw new MediaError('The file holds no audio or video stream', 'unreadable');
  return probe;
}
