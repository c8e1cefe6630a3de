import type { Readable } from 'node:stream';
import { readFile, writeFile } from 'node:fs/promises';
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
import type { PictureSubject } from '../../../../media/framing-input.js';
import type { AudiogramRender, LocalImageFile } from '../../port.js';
import { paintCard } from './card.js';
import { waveFrameStream } from './wave-frames.js';

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
  /** Finds the cover art's faces and subject (once per picture), for a crop that keeps them. */
  findArtSubject?: (picture: string, orientation: number) => Promise<PictureSubject>;
  signal: AbortSignal;
  timeoutMs: number;
}

export interface PreparedAudiogram {
  args: string[];
  /** The waveform's raw frames, for the render's standard input. */
  waveFrames: Readable;
}

/**
 * Everything an audiogram's render needs before ffmpeg's one pass: the audio decoded once to
 * measure it, the card painted; the waveform's frames are drawn while ffmpeg encodes.
 */
export async function prepareAudiogram(
  media: MediaToolkit,
  request: AudiogramRequest,
): Promise<PreparedAudiogram> {
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
  const artSubject =
    art && request.findArtSubject
      ? await request.findArtSubject(art.path, await readImageOrientation(art.path))
      : undefined;
  const card = await paintCard({
    design,
    width,
    height,
    ...(art && { artPath: art.path }),
    ...(artSubject && { artSubject }),
  });
  const cardPath = path.join(workDir, 'audiogram-card.png');
  await writeFile(cardPath, card.png);

  const { wave, progress, art: artBox } = card.layout;
  const waveFrames = waveFrameStream({
    samples,
    sampleRate: LOUDNESS_SAMPLE_RATE,
    fps: OUTPUT_FPS,
    frames,
    style: design.waveform,
    box: wave,
    colour: card.colours.wave,
    ...(artBox && { innerRadius: artBox.width / 2 }),
  });
  const hex = (c: { r: number; g: number; b: number }) =>
    `#${[c.r, c.g, c.b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  const args = planAudiogram({
    card: cardPath,
    wave,
    progress: { ...progress, colour: hex(card.colours.progress) },
    audio: request.audio,
    output: request.output,
    width,
    height,
    durationSeconds,
    ...(request.subtitles && { subtitles: request.subtitles }),
  });
  return { args, waveFrames };
}
