import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  LOUDNESS_SAMPLE_RATE,
  OUTPUT_FPS,
  PULSE_LEVELS,
  PULSE_MAX_ZOOM,
  frameCount,
  planLoudnessSamples,
  planPodcastClip,
  pulseCommands,
} from '../../../media/plan.js';
import { framingFor } from '../../../media/framing-input.js';
import type { VideoRenderRequest } from '../port.js';
import { pulseLevels } from './pulse.js';
import { prepareAudiogram, type PreparedAudiogram } from './audiogram/index.js';
import {
  assertReadable,
  framePicture,
  portraitAndAudio,
  renderTimeoutMs,
  required,
  subjectOf,
  writeCaptions,
  type EngineKit,
} from './render-steps.js';

/** A podcast clip whose portrait pulses with the voice, framed around the face or subject. */
export async function preparePulse(
  kit: EngineKit,
  request: VideoRenderRequest,
  output: string,
): Promise<string[]> {
  const { width, height, durationSeconds } = request;
  const { portrait, audio } = await portraitAndAudio(kit, request);
  const pulseScript = await writePulseScript(kit, request, audio.path);
  const subtitles = await writeCaptions(request);
  const { orientation, subject } = await framePicture(kit, portrait.path, request);
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

/** A podcast clip made as an audiogram design (decision 059): card, waveform, progress bar. */
export async function prepareAudiogramClip(
  kit: EngineKit,
  request: VideoRenderRequest,
  output: string,
): Promise<PreparedAudiogram> {
  const { signal } = request;
  const audio = required(request.audio, 'an audio file');
  const design = required(request.audiogram, 'an audiogram design');
  await assertReadable(kit.media, audio, 'audio', 'The audio file could not be read', signal);
  for (const picture of [design.logo, request.image]) {
    if (picture)
      await assertReadable(kit.media, picture, 'video', 'The logo could not be read', signal);
  }
  const subtitles = await writeCaptions(request);
  return prepareAudiogram(kit.media, {
    design,
    ...(request.image && { picture: request.image }),
    audio: audio.path,
    width: request.width,
    height: request.height,
    durationSeconds: request.durationSeconds,
    workDir: request.workDir,
    output,
    ...(subtitles && { subtitles }),
    findArtSubject: (picture, orientation) => subjectOf(kit, picture, orientation, request),
    signal,
    timeoutMs: renderTimeoutMs(request.durationSeconds),
  });
}

/** Decodes the clip's audio to PCM, measures its loudness per frame, writes the pulse script. */
async function writePulseScript(
  kit: EngineKit,
  request: VideoRenderRequest,
  audio: string,
): Promise<string> {
  const pcmPath = path.join(request.workDir, 'loudness.pcm');
  const scriptPath = path.join(request.workDir, 'pulse.txt');
  await kit.media.run(
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
