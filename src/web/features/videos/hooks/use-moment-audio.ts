import { analyseSpeech, waveformPeaks, type SpeechAnalysis } from '@shared/moments';
import { useEffect, useState } from 'react';

/**
 * The podcast clip's speech decoded in the browser (Web Audio, decision 058): its waveform and
 * pause analysis, for the moment picker. Nothing is uploaded to draw it.
 */

/** 16 kHz mono, as the server analyses it: the same pauses on both sides, a sixth of 48 kHz. */
const DECODE_SAMPLE_RATE = 16_000;
/** Bars in the waveform: enough detail for a phone's width and a desktop panel's alike. */
export const WAVEFORM_BARS = 240;

export type MomentAudio =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; durationSeconds: number; peaks: number[]; analysis: SpeechAnalysis };

/** An audio file or a link (a voiceover's), as PCM: mixed to mono at DECODE_SAMPLE_RATE. */
async function decode(source: File | string, signal: AbortSignal): Promise<Float32Array> {
  const bytes =
    typeof source === 'string'
      ? await (await fetch(source, { signal })).arrayBuffer()
      : await source.arrayBuffer();
  // An offline context decodes at its own rate: no audio device is opened.
  const context = new OfflineAudioContext(1, 1, DECODE_SAMPLE_RATE);
  const buffer = await context.decodeAudioData(bytes);
  const mono = new Float32Array(buffer.length);
  for (let channel = 0; channel < buffer.numberOfChannels; channel++) {
    const data = buffer.getChannelData(channel);
    for (let i = 0; i < data.length; i++) mono[i]! += data[i]! / buffer.numberOfChannels;
  }
  return mono;
}

/** Decodes `source` (null: nothing) and analyses it; a new source starts over. */
export function useMomentAudio(source: File | string | null): MomentAudio | null {
  const [audio, setAudio] = useState<{ source: File | string; value: MomentAudio } | null>(null);
  useEffect(() => {
    if (!source) return;
    const controller = new AbortController();
    decode(source, controller.signal).then(
      (samples) => {
        if (controller.signal.aborted) return;
        setAudio({
          source,
          value: {
            status: 'ready',
            durationSeconds: samples.length / DECODE_SAMPLE_RATE,
            peaks: waveformPeaks(samples, WAVEFORM_BARS),
            analysis: analyseSpeech(samples, DECODE_SAMPLE_RATE),
          },
        });
      },
      () => {
        if (!controller.signal.aborted) setAudio({ source, value: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [source]);
  if (!source) return null;
  return audio?.source === source ? audio.value : { status: 'loading' };
}
