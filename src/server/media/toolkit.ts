import type { Readable } from 'node:stream';

/**
 * What the rest of the server uses from the media layer. The planner (plan.ts) builds ffmpeg
 * argument arrays as pure functions; the runner (run.ts) is the one place that spawns ffmpeg;
 * probe.ts is the one place that runs ffprobe.
 */

export interface MediaProbe {
  /** ffprobe's format_name, e.g. "mov,mp4,m4a,3gp,3g2,mj2", "mp3", "image2", "png_pipe". */
  formatName: string;
  /** Container duration; null for stills. */
  durationSeconds: number | null;
  video: {
    codec: string;
    width: number;
    height: number;
    frameRate: number | null;
    /** The video stream's own length (the container's may be its audio's); null for stills. */
    durationSeconds: number | null;
  } | null;
  audio: { codec: string; sampleRate: number; channels: number } | null;
}

export interface FfmpegRunOptions {
  /** Aborts the run: ffmpeg is killed and the promise rejects. */
  signal?: AbortSignal;
  /** Kills ffmpeg and rejects when exceeded. */
  timeoutMs?: number;
  /** The output's expected length, to turn `-progress` out_time into 0..100. */
  expectedDurationSeconds?: number;
  onProgress?: (percent: number) => void;
  /** Called once ffmpeg has started, with its process id (the benchmark samples its memory). */
  onSpawn?: (pid: number) => void;
  /** Raw input for an ffmpeg reading `pipe:0` (the talking portrait's frames). */
  stdin?: Readable;
}

export interface MediaToolkit {
  readonly ffmpegPath: string;
  readonly ffprobePath: string;
  /** Throws MediaError when the file is not media ffprobe can read. */
  probe(filePath: string, signal?: AbortSignal): Promise<MediaProbe>;
  /** Decodes an image's first frame; throws MediaError 'unreadable' when none decodes. */
  decodeImage(filePath: string, signal?: AbortSignal): Promise<{ width: number; height: number }>;
  /** Runs ffmpeg with planner-built arguments. */
  run(args: readonly string[], options?: FfmpegRunOptions): Promise<void>;
  /**
   * Writes a JPEG poster (a frame near the start, inside the video) of a video; rejects with a
   * MediaError when no frame could be written.
   */
  extractPoster(videoPath: string, posterPath: string, signal?: AbortSignal): Promise<void>;
}

/** ffmpeg/ffprobe failed, timed out or was cancelled; `message` is safe to log, not to show. */
export class MediaError extends Error {
  override name = 'MediaError';
  constructor(
    message: string,
    public readonly reason: 'failed' | 'timeout' | 'aborted' | 'unreadable',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
