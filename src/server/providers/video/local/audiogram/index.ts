import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  LOUDNESS_SAMPLE_RATE,
  OUTPUT_FPS,
  frameCount,
  planAudiogram,
  planLoudnessSamples,
  type Subtitles,
} from '../../../../media/plan.js';
import { readImageOrientation } from '../../../../media/orientation.js';
import type { MediaToolkit } from '../../../../media/toolkit.js';
import type { AudiogramRender, LocalImageFile } from '../../port.js';
import { paintCard } from './card.js';
import { writeWaveFrames } from './wave-frames.js';

export { paintCard } from './card.js';

export interface AudiogramRequest {
  design: AudiogramRender;
  /** The clip's picture: the cover art when the design has no logo of its own. */
  picture?: LocalImageFile;
  audio: string;
  width: number;
  height: number;
  durationSeconds: number;
  workDir: string;
  output: string;
  subtitles?: Subtitles;
  signal: AbortSignal;
  timeoutMs: number;
}

/**
 * Everything an audiogram's render needs but ffmpeg's one pass: the audio decoded once to
 * measure it, the card painted, the waveform's frames drawn. Returns the render's arguments.
 */
export async function prepareAudiogram(media: MediaToolkit, request: AudiogramRequest) {
  const { design, width, height, durationSeconds, workDir } = request;
  const frames = frameCount(durationSeconds);
  const pcmPath = path.join(workDir, 'audiogram.pcm');
  await media.run(planLoudnessSamples({ audio: request.audio, durationSeconds, output: pcmPath }), {
    signal: request.signal,
    timeoutMs: request.timeoutMs,
  });
  const pcm = await readFile(pcmPath);
  const samples = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.byteLength / 2));

  const art = design.logo ?? request.picture;
  const card = await paintCard({
    design,
    width,
    height,
    ...(art && { artPath: art.path, artOrientation: await readImageOrientation(art.path) }),
  });
  const cardPath = path.join(workDir, 'audiogram-card.png');
  await writeFile(cardPath, card.png);

  const waveDir = path.join(workDir, 'wave');
  await mkdir(waveDir, { recursive: true });
  const { wave, progress, art: artBox } = card.layout;
  const waveFrames = await writeWaveFrames({
    samples,
    sampleRate: LOUDNESS_SAMPLE_RATE,
    fps: OUTPUT_FPS,
    frames,
    style: design.waveform,
    box: wave,
    colour: card.colours.wave,
    ...(artBox && { innerRadius: artBox.width / 2 }),
    dir: waveDir,
  });
  request.signal.throwIfAborted();
  const hex = (c: { r: number; g: number; b: number }) =>
    `#${[c.r, c.g, c.b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  return planAudiogram({
    card: cardPath,
    waveFrames,
    wave: { x: wave.x, y: wave.y },
    progress: { ...progress, colour: hex(card.colours.progress) },
    audio: request.audio,
    output: request.output,
    width,
    height,
    durationSeconds,
    ...(request.subtitles && { subtitles: request.subtitles }),
  });
}
