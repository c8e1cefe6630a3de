import { readWavInfo } from '../../speech/wav.js';

/** The sample rate the local recognisers hear (and the port promises). */
export const RECOGNITION_SAMPLE_RATE = 16_000;

/**
 * The samples of a 16 kHz mono 16-bit PCM WAV, without its header (both local engines take
 * raw samples); null when the WAV is anything else.
 */
export function pcm16kMono(wav: Buffer): Buffer | null {
  const info = readWavInfo(wav);
  if (!info) return null;
  if (
    info.sampleRate !== RECOGNITION_SAMPLE_RATE ||
    info.channels !== 1 ||
    info.bitsPerSample !== 16
  ) {
    return null;
  }
  // An odd trailing byte (a cut file) is not half a sample.
  const length = info.dataBytes - (info.dataBytes % 2);
  return wav.subarray(info.dataOffset, info.dataOffset + length);
}
