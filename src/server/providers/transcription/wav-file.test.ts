import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyseSpeech } from '@shared/moments';
import { monoWavHeader } from '../../../../test/fixtures/speech.js';
import { analyseWavFile } from './wav-file.js';

/** The streamed analysis is the one analyseSpeech gives the whole array (decision 058's). */

const dir = mkdtempSync(path.join(tmpdir(), 'reelcast-wav-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const RATE = 16_000;

/** 75 s (over 2 MB, so several read chunks) of bursts and silences, with a quiet stretch. */
function bursts(): Int16Array {
  const samples = new Int16Array(75 * RATE);
  for (let i = 0; i < samples.length; i++) {
    const second = i / RATE;
    const speaking = second % 3 < 2.1;
    const gain = second > 40 && second < 50 ? 0.1 : 0.6;
    const syllable = 0.5 + 0.5 * Math.sin(2 * Math.PI * 4 * second);
    const voice = Math.sin(2 * Math.PI * 180 * second) * gain * syllable;
    samples[i] = Math.round((speaking ? voice : 0.0005 * Math.sin(i)) * 32767);
  }
  return samples;
}

function writeWav(name: string, samples: Int16Array, channels = 1): string {
  const file = path.join(dir, name);
  const data = new Int16Array(samples.length * channels);
  samples.forEach((v, i) => data.fill(v, i * channels, (i + 1) * channels));
  const header = monoWavHeader(data.byteLength, RATE);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(RATE * 2 * channels, 28);
  header.writeUInt16LE(2 * channels, 32);
  writeFileSync(file, Buffer.concat([header, Buffer.from(data.buffer)]));
  return file;
}

describe('analyseWavFile', () => {
  const samples = bursts();
  const whole = analyseSpeech(
    Float32Array.from(samples, (v) => v / 32768),
    RATE,
  );

  it('gives the same frames, activity and pauses as the whole array, mono or stereo', async () => {
    for (const channels of [1, 2]) {
      const { analysis, decibels } = await analyseWavFile(
        writeWav(`bursts-${channels}.wav`, samples, channels),
      );
      expect(decibels.length).toBe(whole.levels.length);
      expect(analysis.durationSeconds).toBeCloseTo(75, 6);
      expect(Array.from(analysis.active)).toEqual(Array.from(whole.active));
      expect(analysis.pauses).toEqual(whole.pauses);
      expect(analysis.pauses.length).toBeGreaterThan(20);
    }
  });

  it('reads a WAV whose header declares no length (written to a pipe) to the end of the file', async () => {
    const file = writeWav('piped.wav', samples);
    const bytes = readFileSync(file);
    bytes.writeUInt32LE(0xffffffff, 40);
    writeFileSync(file, bytes);
    const { analysis } = await analyseWavFile(file);
    expect(analysis.pauses).toEqual(whole.pauses);
  });
});
