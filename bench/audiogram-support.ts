import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AudiogramRender } from '../src/server/providers/video/port.js';
import type { VideoRenderRequest } from '../src/server/providers/video/port.js';
import { LocalSpeechEngine } from '../src/server/providers/speech/local/index.js';
import {
  videoFrameSize,
  type HedraAspectRatio,
  type HedraResolution,
} from '../src/shared/videos.js';

/** Inputs shared by the audiogram bench and the gallery: real speech and real photographs. */

export const SKIMAGE_DATA = '/usr/lib/python3/dist-packages/skimage/data';

/** About 30 s of speech from the app's own offline voice (espeak-ng). */
export const SPEECH_TEXT =
  'Welcome back to the show. Today we talk about how small coffee roasters find their first customers. ' +
  'Our guest started with a single drum roaster in a garage, and now ships beans to forty cafes. ' +
  'We cover pricing, the first wholesale deal, what went wrong with the website, and why she still ' +
  'answers every email herself. Stay with us until the end for the one habit she says made the difference. ' +
  'Let us get into it.';

export async function writeSpeech(dir: string, voiceId = 'rachel'): Promise<string> {
  const speech = await new LocalSpeechEngine().synthesize({
    text: SPEECH_TEXT,
    voiceId,
    signal: new AbortController().signal,
  });
  const file = path.join(dir, `speech-${voiceId}.wav`);
  writeFileSync(file, speech.audio);
  return file;
}

export function audiogramRequest(options: {
  design: AudiogramRender;
  audio: string;
  aspectRatio: HedraAspectRatio;
  resolution: HedraResolution;
  durationSeconds: number;
  workDir: string;
}): VideoRenderRequest {
  const { aspectRatio, resolution, durationSeconds, workDir } = options;
  return {
    jobId: 'bench',
    mode: 'hedra',
    prompt: options.design.title,
    aspectRatio,
    resolution,
    ...videoFrameSize(aspectRatio, resolution),
    durationSeconds,
    seed: 1,
    audio: { path: options.audio, mimeType: 'audio/wav' },
    audiogram: options.design,
    workDir,
    signal: new AbortController().signal,
    onProgress: () => {},
    vendorRef: null,
    saveVendorRef: () => Promise.resolve(),
  };
}

/** The three gallery designs: one per template and waveform, each with a real photograph. */
export const GALLERY_DESIGNS: Array<{ name: string; design: AudiogramRender; logo: string }> = [
  {
    name: 'classic-bars',
    logo: 'coffee.png',
    design: {
      template: 'classic',
      title: 'From garage roaster to forty cafes',
      showName: 'The Small Batch Podcast',
      brandColor: '#e4572e',
      waveform: 'bars',
    },
  },
  {
    name: 'spotlight-circle',
    logo: 'astronaut.png',
    design: {
      template: 'spotlight',
      title: 'What a mission taught me about teams',
      showName: 'with Eileen Collins',
      brandColor: '#2bb3ff',
      waveform: 'circle',
    },
  },
  {
    name: 'bold-line',
    logo: 'chelsea.png',
    design: {
      template: 'bold',
      title: 'Why your cat ignores you (and what to do)',
      showName: 'Pet Talk Weekly',
      brandColor: '#ffd23f',
      waveform: 'line',
    },
  },
];
