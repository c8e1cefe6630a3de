/**
 * The audio every transcription engine is handed (port.ts): 16 kHz mono 16-bit PCM in a WAV
 * file, and how long a piece of it fits in a vendor's upload limit.
 */

export const TRANSCRIPTION_SAMPLE_RATE = 16_000;
const BYTES_PER_SECOND = TRANSCRIPTION_SAMPLE_RATE * 2;
export const WAV_HEADER_BYTES = 44;
/** Room left under a vendor's limit for the multipart envelope and a rounding error or two. */
const UPLOAD_MARGIN = 0.95;

/** The canonical 44-byte header of `dataBytes` of samples: the one layout every engine reads. */
export function wavHeader(dataBytes: number, sampleRate = TRANSCRIPTION_SAMPLE_RATE): Buffer {
  const header = Buffer.alloc(WAV_HEADER_BYTES);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** Samples in memory behind the canonical header. */
export function pcmWav(pcm: Buffer, sampleRate = TRANSCRIPTION_SAMPLE_RATE): Buffer {
  return Buffer.concat([wavHeader(pcm.length, sampleRate), pcm]);
}

/** Whole seconds of 16 kHz mono WAV that fit, with a margin, in an upload of `limitBytes`. */
export function wavSecondsWithin(limitBytes: number): number {
  return Math.floor((UPLOAD_MARGIN * (limitBytes - WAV_HEADER_BYTES)) / BYTES_PER_SECOND);
}

/** The WAV as an upload: a view of its bytes, so the Blob's own copy is the only one made. */
export function wavBlob(wav: Buffer): Blob {
  const view =
    wav.buffer instanceof ArrayBuffer
      ? new Uint8Array(wav.buffer, wav.byteOffset, wav.byteLength)
      : new Uint8Array(wav);
  return new Blob([view], { type: 'audio/wav' });
}
