/**
 * Reads a PCM WAV file's header: enough to tell a real recording from a broken one and to know
 * its length without ffprobe (the local engine writes 16-bit mono WAV).
 */
export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Byte offset and length of the samples (the `data` chunk). */
  dataOffset: number;
  dataBytes: number;
  durationSeconds: number;
}

/** The header of a RIFF/WAVE file with PCM samples; null when it is not one. */
export function readWavInfo(wav: Buffer): WavInfo | null {
  if (wav.length < 12 || wav.toString('latin1', 0, 4) !== 'RIFF') return null;
  if (wav.toString('latin1', 8, 12) !== 'WAVE') return null;
  let format: Pick<WavInfo, 'sampleRate' | 'channels' | 'bitsPerSample'> | null = null;
  // Chunks: a 4-byte id, a 4-byte little-endian size, the body padded to an even length.
  for (let offset = 12; offset + 8 <= wav.length;) {
    const id = wav.toString('latin1', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ' && body + 16 <= wav.length) {
      if (wav.readUInt16LE(body) !== 1) return null; // not PCM
      format = {
        channels: wav.readUInt16LE(body + 2),
        sampleRate: wav.readUInt32LE(body + 4),
        bitsPerSample: wav.readUInt16LE(body + 14),
      };
    }
    if (id === 'data') {
      if (!format || !format.sampleRate || !format.channels || !format.bitsPerSample) return null;
      const dataBytes = Math.min(size, wav.length - body);
      const bytesPerSecond = format.sampleRate * format.channels * (format.bitsPerSample / 8);
      return {
        ...format,
        dataOffset: body,
        dataBytes,
        durationSeconds: dataBytes / bytesPerSecond,
      };
    }
    offset = body + size + (size % 2);
  }
  return null;
}

/** The 16-bit samples of a mono PCM WAV (for checks such as "is anything audible"). */
export function wavSamples(wav: Buffer, info: WavInfo): Int16Array {
  if (info.bitsPerSample !== 16) throw new Error('Only 16-bit WAV samples can be read');
  const samples = new Int16Array(Math.floor(info.dataBytes / 2));
  for (let i = 0; i < samples.length; i += 1) {
    samples[i] = wav.readInt16LE(info.dataOffset + i * 2);
  }
  return samples;
}
