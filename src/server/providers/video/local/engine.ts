import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { VideoMode } from '@shared/videos';
import { buildAssCaptions } from '../../../media/captions-ass.js';
import { captionFontsDir } from '../../../media/fonts.js';
import {
  IMAGE_TO_VIDEO_ZOOM,
  LOUDNESS_SAMPLE_RATE,
  OUTPUT_FPS,
  PULSE_LEVELS,
  PULSE_MAX_ZOOM,
  chooseKenBurnsMove,
  frameCount,
  planImageToVideo,
  planLoudnessSamples,
  planPodcastClip,
  planTextToVideo,
  pulseCommands,
  type Subtitles,
} from '../../../media/plan.js';
import { MediaError, type MediaToolkit } from '../../../media/toolkit.js';
import { readImageOrientation } from '../../../media/orientation.js';
import { renderPromptStill } from './still.js';
import { pulseLevels } from './pulse.js';
import { prepareAudiogram, type PreparedAudiogram } from './audiogram/index.js';
import { EngineError } from '../../../kernel/engine-error.js';
import type { FaceDetector } from '../../../media/faces/index.js';
import { findSubject, framingFor, type FramingLog } from '../../../media/framing-input.js';
import { renderTalkingPortrait } from '../../../media/talking/render.js';
import { spokenWordsOf } from './spoken-words.js';
import type {
  LocalMediaFile,
  VideoEngine,
  VideoRenderRequest,
  VideoRenderResult,
} from '../port.js';

/** Share of the progress bar the main render takes; the poster (and prep) take the rest. */
const RENDER_START = 5;
const RENDER_END = 95;

/** A generous ceiling per ffmpeg run; the job's own timeout (request.signal) usually acts first. */
function renderTimeoutMs(durationSeconds: number): number {
  return 60_000 + durationSeconds * 4_000;
}

/**
 * The built-in engine: real H.264/AAC MP4s made on this machine with ffmpeg, no keys needed.
 * veo (image to video): a Ken Burns move over the image. text-to-video: a still painted from
 * the prompt's words, in motion, with no text on it. hedra (podcast clip): the portrait
 * pulsing with the voice over a waveform.
 */
export class LocalVideoEngine implements VideoEngine {
  readonly id = 'local' as const;
  private readonly media: MediaToolkit;
  /** With a detector, podcast clips make the portrait talk; without, they pulse (audiogram). */
  private readonly faces: FaceDetector | undefined;

  /** The detector for framing, and where its failure is told (the crop then frames the subject). */
  private readonly detection: { detector: FaceDetector | undefined; log: FramingLog };

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
    this.faces = faces;
    this.detection = { detector: faces, log: log ?? consoleLog };
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
      if (talking && (await this.talk(request, videoPath))) {
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
        onProgress: (percent) =>
          request.onProgress(RENDER_START + ((RENDER_END - RENDER_START) * percent) / 100),
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
  private async prepare(
    request: VideoRenderRequest,
    output: string,
  ): Promise<string[] | PreparedAudiogram> {
    const { width, height, durationSeconds, prompt, seed, workDir, signal } = request;
    const move = chooseKenBurnsMove(prompt, seed);
    switch (request.mode) {
      case 'veo': {
        const image = required(request.image, 'an image');
        await this.assertReadable(image, 'video', 'The image could not be read', signal);
        const orientation = await readImageOrientation(image.path);
        const subject = await this.subjectOf(image.path, orientation, request);
        return planImageToVideo({
          image: image.path,
          orientation,
          framing: framingFor(subject, { width, height }, IMAGE_TO_VIDEO_ZOOM),
          output,
          width,
          height,
          durationSeconds,
          move,
        });
      }
      case 'text-to-video': {
        // The prompt is what to show, not words to show: the picture carries it, no caption
        // (decision 041; the Text to Video form has no caption option).
        const still = path.join(workDir, 'still.jpg');
        await writeFile(still, await renderPromptStill({ prompt, width, height, seed }));
        return planTextToVideo({
          still,
          caption: null,
          output,
          width,
          height,
          durationSeconds,
          move,
        });
      }
      case 'hedra': {
        if (request.audiogram) return this.prepareAudiogram(request, output);
        const portrait = required(request.image, 'a portrait image');
        const audio = required(request.audio, 'an audio file');
        await this.assertReadable(portrait, 'video', 'The portrait could not be read', signal);
        await this.assertReadable(audio, 'audio', 'The audio file could not be read', signal);
        const pulseScript = await this.writePulseScript(request, audio.path);
        const subtitles = await this.writeCaptions(request);
        const orientation = await readImageOrientation(portrait.path);
        const subject = await this.subjectOf(portrait.path, orientation, request);
        return planPodcastClip({
          portrait: portrait.path,
          orientation,
          framing: framingFor(subject, { width, height }, PULSE_MAX_ZOOM),
          audio: audio.path,
          pulseScript,
          output,
          width,
          height,
          durationSeconds,
          ...(subtitles && { subtitles }),
        });
      }
    }
  }

  /** A podcast clip made as an audiogram design (decision 059): card, waveform, progress bar. */
  private async prepareAudiogram(
    request: VideoRenderRequest,
    output: string,
  ): Promise<PreparedAudiogram> {
    const { signal } = request;
    const audio = required(request.audio, 'an audio file');
    const design = required(request.audiogram, 'an audiogram design');
    await this.assertReadable(audio, 'audio', 'The audio file could not be read', signal);
    for (const picture of [design.logo, request.image]) {
      if (picture)
        await this.assertReadable(picture, 'video', 'The logo could not be read', signal);
    }
    const subtitles = await this.writeCaptions(request);
    return prepareAudiogram(this.media, {
      design,
      ...(request.image && { picture: request.image }),
      audio: audio.path,
      width: request.width,
      height: request.height,
      durationSeconds: request.durationSeconds,
      workDir: request.workDir,
      output,
      ...(subtitles && { subtitles }),
      signal,
      timeoutMs: renderTimeoutMs(request.durationSeconds),
    });
  }

  /**
   * The talking portrait (decision 057): renders it and answers true when the portrait has the
   * chosen face; false (nothing rendered) when it has none, and the clip pulses instead. The
   * server refuses the talking style for a faceless picture before charging, so this fallback
   * only serves callers that asked for no style.
   */
  private async talk(request: VideoRenderRequest, output: string): Promise<boolean> {
    if (!this.faces) return false;
    const portrait = required(request.image, 'a portrait image');
    const audio = required(request.audio, 'an audio file');
    const { signal } = request;
    await this.assertReadable(portrait, 'video', 'The portrait could not be read', signal);
    await this.assertReadable(audio, 'audio', 'The audio file could not be read', signal);
    const orientation = await readImageOrientation(portrait.path);
    const { faces } = await this.subjectOf(portrait.path, orientation, request);
    const face = faces[request.speakerFace ?? 0] ?? faces[0];
    if (!face) return false;
    const subtitles = await this.writeCaptions(request);
    const words = await spokenWordsOf(request.spokenWords, signal);
    request.onProgress(RENDER_START);
    await renderTalkingPortrait(this.media, face, {
      picture: portrait.path,
      orientation,
      audio: audio.path,
      output,
      workDir: request.workDir,
      width: request.width,
      height: request.height,
      durationSeconds: request.durationSeconds,
      prompt: request.prompt,
      seed: request.seed,
      signal,
      ...(subtitles && { subtitles }),
      ...(words && { words }),
      run: {
        timeoutMs: renderTimeoutMs(request.durationSeconds),
        onProgress: (percent) =>
          request.onProgress(RENDER_START + ((RENDER_END - RENDER_START) * percent) / 100),
      },
    });
    request.onProgress(RENDER_END);
    return true;
  }

  /** The picture's faces and subject, detected once per picture (framing-input.ts). */
  private subjectOf(picture: string, orientation: number, request: VideoRenderRequest) {
    const { workDir, signal } = request;
    return findSubject(this.media, { picture, orientation, workDir, signal, ...this.detection });
  }

  /** The podcast clip's cues, to draw in the same pass, as an .ass file for the frame size. */
  private async writeCaptions(request: VideoRenderRequest): Promise<Subtitles | undefined> {
    const { captions, captionLook, width, height, durationSeconds, workDir } = request;
    if (!captions?.length) return undefined;
    const assPath = path.join(workDir, 'captions.ass');
    const ass = buildAssCaptions({
      cues: captions,
      width,
      height,
      durationMs: durationSeconds * 1000,
      ...(captionLook && { look: captionLook }),
    });
    await writeFile(assPath, ass);
    return { assPath, fontsDir: captionFontsDir() };
  }

  /** Decodes the clip's audio to PCM, measures its loudness per frame, writes the pulse script. */
  private async writePulseScript(request: VideoRenderRequest, audio: string): Promise<string> {
    const pcmPath = path.join(request.workDir, 'loudness.pcm');
    const scriptPath = path.join(request.workDir, 'pulse.txt');
    await this.media.run(
      planLoudnessSamples({ audio, durationSeconds: request.durationSeconds, output: pcmPath }),
      { signal: request.signal, timeoutMs: renderTimeoutMs(request.durationSeconds) },
    );
    const pcm = await readFile(pcmPath);
    const samples = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.byteLength / 2));
    const levels = pulseLevels({
      samples,
      sampleRate: LOUDNESS_SAMPLE_RATE,
      fps: OUTPUT_FPS,
      frames: frameCount(request.durationSeconds),
      levels: PULSE_LEVELS,
    });
    await writeFile(scriptPath, pulseCommands(levels));
    return scriptPath;
  }

  private async assertReadable(
    file: LocalMediaFile,
    stream: 'video' | 'audio',
    message: string,
    signal: AbortSignal,
  ): Promise<void> {
    const probe = await this.media.probe(file.path, signal).catch((error: unknown) => {
      if (error instanceof MediaError && error.reason === 'unreadable') {
        throw new EngineError('video', message, false, { cause: error });
      }
      throw error;
    });
    if (!probe[stream]) throw new EngineError('video', message, false);
  }
}

/** The engine has no logger of its own by default: warnings go to the process's stderr. */
const consoleLog: FramingLog = {
  warn: (details, message) => console.warn(message, details),
};

function required<T>(value: T | undefined, what: string): T {
  if (!value) throw new EngineError('video', `This video needs ${what}`, false);
  return value;
}

/**
 * Cancellation propagates as is; unreadable input is the user's to fix (not retried); any other
 * failure (ffmpeg crashed or timed out, a full disk) may pass on a retry.
 */
function toEngineError(error: unknown): unknown {
  if (error instanceof EngineError) return error;
  if (error instanceof MediaError && error.reason === 'aborted') return error;
  if (error instanceof MediaError && error.reason === 'unreadable') {
    return new EngineError('video', 'An input file could not be read', false, { cause: error });
  }
  return new EngineError('video', 'The local engine could not render this video', true, {
    cause: error,
  });
}
