/**
 * The sound under the sample media, synthesised here: the local video modes render silent
 * tracks, and the site needs no music from outside. Pure arithmetic, so every run is identical.
 */
import { writeFileSync } from 'node:fs';
import { scratchFile } from './workspace.js';

const SAMPLE_RATE = 48_000;
/** Soft voicings (Hz): Cmaj7, Am7, Fmaj7, G6. */
const CHORDS = [
  [130.81, 164.81, 196.0, 246.94],
  [110.0, 130.81, 164.81, 196.0],
  [87.31, 110.0, 130.81, 164.81],
  [98.0, 123.47, 146.83, 164.81],
];
/** Seconds between arpeggio notes. */
const ARPEGGIO_STEP = 0.375;

/**
 * A warm pad (two slightly detuned sines per note, each chord blending into the next) under a
 * gentle plucked arpeggio an octave up, panned left/right, as a 16-bit stereo WAV. Quiet on
 * purpose: it plays only when a visitor presses play. `chordOrder` indexes CHORDS (mod 4), one
 * chord per equal share of the length.
 */
export function musicBed(seconds: number, chordOrder: number[]): string {
  const frames = Math.round(seconds * SAMPLE_RATE);
  const chordAt = (k: number) => CHORDS[chordOrder[Math.min(k, chordOrder.length - 1)]! % 4]!;
  const pcm = new Int16Array(frames * 2);
  for (let i = 0; i < frames; i++) {
    const t = i / SAMPLE_RATE;
    const position = (t / seconds) * chordOrder.length;
    const index = Math.min(chordOrder.length - 1, Math.floor(position));
    // The last 15% of each chord's share blends into the next chord, so changes never click.
    const next = Math.min(1, Math.max(0, (position - index - 0.85) / 0.15));
    let pad = 0;
    const voices = [
      { chord: chordAt(index), weight: 1 - next },
      { chord: chordAt(index + 1), weight: next },
    ];
    for (const { chord, weight } of voices) {
      for (const f of chord) {
        pad +=
          weight * (Math.sin(2 * Math.PI * f * 0.998 * t) + Math.sin(2 * Math.PI * f * 1.002 * t));
      }
    }
    // A slow 0.2 Hz swell keeps the pad breathing instead of droning.
    pad *= 0.04 * (0.75 + 0.25 * Math.sin(2 * Math.PI * 0.2 * t));
    const step = Math.floor(t / ARPEGGIO_STEP);
    const note = chordAt(index)[step % 4]! * 2;
    const pluck =
      0.17 *
      Math.exp(-(t - step * ARPEGGIO_STEP) * 5) *
      (Math.sin(2 * Math.PI * note * t) + 0.2 * Math.sin(4 * Math.PI * note * t));
    // Short fade in and a longer fade out, so a clip neither starts nor stops on a click.
    const fade = Math.min(1, t / 0.4, (seconds - t) / 0.8);
    const pan = step % 2 ? 0.35 : 0.65;
    const clamp = (v: number) => Math.round(Math.max(-1, Math.min(1, v * fade)) * 32767);
    pcm[i * 2] = clamp(pad + pluck * (1 - pan));
    pcm[i * 2 + 1] = clamp(pad + pluck * pan);
  }
  const file = scratchFile('bed.wav');
  writeFileSync(file, wav(pcm));
  return file;
}

/** Interleaved 16-bit stereo samples behind the canonical 44-byte WAV header ffmpeg reads. */
function wav(pcm: Int16Array): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + pcm.byteLength, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(2, 22); // stereo
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 4, 28); // bytes per second
  header.writeUInt16LE(4, 32); // bytes per frame
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(pcm.byteLength, 40);
  return Buffer.concat([header, Buffer.from(pcm.buffer)]);
}
