import path from 'node:path';
import type { VideoMode } from '@shared/videos';
import type { MediaToolkit } from '../../../media/toolkit.js';
import type { PreparedAudiogram } from './audiogram/index.js';
import type { FaceDetector } from '../../../media/faces/index.js';
import type { FramingLog } from '../../../media/framing-input.js';
import type { VideoEngine, VideoRenderRequest, VideoRenderResult } from '../port.js';
import { prepareImageToVideo, prepareTextToVideo } from './image-flows.js';
import { prepareAudiogramClip, preparePulse } from './podcast-flows.js';
import { renderTalking } from './talking.js';
import {
  RENDER_END,
  RENDER_START,
  renderProgress,
  renderTimeoutMs,
  toEngineError,
  type EngineKit,
} from './render-steps.js';

/**
 * The built-in engine: real H.264/AAC MP4s made on this machine with ffmpeg, no keys needed.
 * veo (image to video): a Ken Burns move over the image. text-to-video: a still painted from
 * the prompt's words, in motion, with no text on it. hedra (podcast clip): the portrait
 * talking, or pulsing with the voice, or an audiogram design. Each flow is a file of its own
 * (image-flows, podcast-flows, talking); render-steps holds what they share.
 */
export class LocalVideoEngine implements VideoEngine {
  readonly id = 'local' as const;
  private readonly media: MediaToolkit;
  /**
   * With a detector, podcast clips make the portrait talk; without, they pulse (audiogram).
   * Framing uses it too, and tells its failure to the log (the crop then frames the subject).
   */
  private readonly kit: EngineKit;

  constructor({
    media,
    faces,
    log,
  }: {
    media: MediaToolkit;
    faces?: FaceDetector;
    log?: FramingLog;
  }) {
    this.media = media;
    this.kit = { media, detection: { detector: faces, log: log ?? consoleLog } };
  }

  supports(_mode: VideoMode): boolean {
    return true;
  }

  async render(request: VideoRenderRequest): Promise<VideoRenderResult> {
    const videoPath = path.join(request.workDir, 'video.mp4');
    const posterPath = path.join(request.workDir, 'poster.jpg');
    try {
      request.onProgress(0);
      const talking = request.mode === 'hedra' && !request.audiogram;
      if (talking && (await renderTalking(this.kit, request, videoPath))) {
        await this.media.extractPoster(videoPath, posterPath, request.signal);
        request.onProgress(100);
        const captionsBurned = Boolean(request.captions?.length);
        return { videoPath, posterPath, ...(captionsBurned && { captionsBurned }) };
      }
      const prepared = await this.prepare(request, videoPath);
      // An audiogram's waveform frames are drawn while ffmpeg encodes (its standard input).
      const [args, stdin] = Array.isArray(prepared)
        ? [prepared]
        : [prepared.args, prepared.waveFrames];
      request.onProgress(RENDER_START);
      await this.media.run(args, {
        ...(stdin && { stdin }),
        signal: request.signal,
        timeoutMs: renderTimeoutMs(request.durationSeconds),
        expectedDurationSeconds: request.durationSeconds,
        onProgress: renderProgress(request),
      });
      request.onProgress(RENDER_END);
      await this.media.extractPoster(videoPath, posterPath, request.signal);
      request.onProgress(100);
      // Podcast clips draw their cues in the render itself (prepare).
      const captionsBurned = request.mode === 'hedra' && Boolean(request.captions?.length);
      return { videoPath, posterPath, ...(captionsBurned && { captionsBurned }) };
    } catch (error) {
      throw request.signal.aborted ? error : toEngineError(error);
    }
  }

  /** Writes the mode's generated inputs into workDir and returns the ffmpeg arguments. */
  private prepare(
    request: VideoRenderRequest,
    output: string,
  ): Promise<string[] | PreparedAudiogram> {
    switch (request.mode) {
      case 'veo':
        return prepareImageToVideo(this.kit, request, output);
      case 'text-to-video':
        return prepareTextToVideo(request, output);
      case 'hedra':
        return request.audiogram
          ? prepareAudiogramClip(this.kit, request, output)
          : preparePulse(this.kit, request, output);
    }
  }
}

/** The engine has no logger of its own by default: warnings go to the process's stderr. */
const consoleLog: FramingLog = {
  warn: (details, message) => console.warn(message, details),
};
