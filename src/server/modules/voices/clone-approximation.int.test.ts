import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_VOICES, type UserVoice } from '@shared/voices';
import {
  LocalSpeechEngine,
  approximationVoiceId,
  measureSpeech,
  pcm16ToFloat,
} from '../../providers/speech/local/index.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { cloneForm, voicesClient } from '../../../../test/helpers/voices-client.js';

/**
 * Issue 29: the local "clone" was a byte-identical copy of a default voice (Domi's, for the
 * walk's sample). Without a voice service it now follows the sample: two samples of different
 * pitch and pace (speech made by the app's own voice engine at two settings, sent as MP3) give
 * clones whose measured pitch and pace follow them, never a default voice's bytes, and the
 * voice says plainly that it is an approximation.
 */

let t: TestApp;
let client: ReturnType<typeof voicesClient>;
let scratch: string;
const SAY =
  'Welcome back to the show. Today we talk about small habits, big changes, and the people who make them happen.';

/** Speech from the app's engine at the given settings, as an MP3 a recorder would write. */
async function sampleMp3(name: string, espeakVoice: string, pitch: number, speed: number) {
  const speech = await new LocalSpeechEngine().synthesize({
    text: SAY,
    voiceId: approximationVoiceId({ espeakVoice, pitch, speed, amplitude: 100 }),
    signal: new AbortController().signal,
  });
  const [wav, mp3] = [path.join(scratch, `${name}.wav`), path.join(scratch, `${name}.mp3`)];
  await writeFile(wav, speech.audio);
  await t.media.run(['-v', 'error', '-y', '-i', wav, '-ac', '1', '-c:a', 'libmp3lame', mp3]);
  return readFile(mp3);
}

/** Median pitch (Hz) and syllables a second of an audio file's speech. */
async function measured(audio: Buffer, name: string) {
  const [input, pcm] = [path.join(scratch, name), path.join(scratch, `${name}.pcm`)];
  await writeFile(input, audio);
  await t.media.run([
    '-v',
    'error',
    '-y',
    '-i',
    input,
    '-ac',
    '1',
    '-ar',
    '16000',
    '-f',
    's16le',
    pcm,
  ]);
  return measureSpeech(pcm16ToFloat(await readFile(pcm)), 16_000);
}

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header' });
  client = voicesClient(t);
  scratch = await mkdtemp(path.join(tmpdir(), 'clone-approx-'));
});
afterAll(async () => {
  await t.close();
  await rm(scratch, { recursive: true, force: true });
});

it('clones follow their samples’ pitch and pace, and are never a default voice', async () => {
  const userId = await client.newUser();
  const samples = {
    low: await sampleMp3('low', 'en-us+m3', 25, 130),
    high: await sampleMp3('high', 'en-us+f3', 75, 220),
  };
  const heard = {
    low: await measured(samples.low, 'low.mp3'),
    high: await measured(samples.high, 'high.mp3'),
  };

  const clones: Record<'low' | 'high', Buffer> = { low: Buffer.alloc(0), high: Buffer.alloc(0) };
  for (const which of ['low', 'high'] as const) {
    const response = await client.clone(
      userId,
      cloneForm({ voiceName: `Me ${which}`, consent: 'true' }, [samples[which], `${which}.mp3`]),
    );
    expect(response.statusCode).toBe(201);
    const { voice } = response.json<{ voice: UserVoice }>();
    expect(voice.engine).toBe('local');
    expect(voice.approximation).toMatch(/^An approximation, not a clone/);
    const spoken = await client.sample(userId, voice.id);
    expect(spoken.statusCode).toBe(200);
    clones[which] = spoken.rawPayload;
  }
  const cloneHeard = {
    low: await measured(clones.low, 'clone-low.wav'),
    high: await measured(clones.high, 'clone-high.wav'),
  };
  // Within 12 % of the sample's pitch, and 20 % of its pace.
  for (const which of ['low', 'high'] as const) {
    const [sample, clone] = [heard[which], cloneHeard[which]];
    expect(clone.medianF0Hz! / sample.medianF0Hz!, `${which} pitch`).toBeGreaterThan(0.88);
    expect(clone.medianF0Hz! / sample.medianF0Hz!, `${which} pitch`).toBeLessThan(1.12);
    expect(clone.syllablesPerSecond / sample.syllablesPerSecond, `${which} pace`).toBeGreaterThan(
      0.8,
    );
    expect(clone.syllablesPerSecond / sample.syllablesPerSecond, `${which} pace`).toBeLessThan(1.2);
  }
  expect(cloneHeard.high.medianF0Hz!).toBeGreaterThan(cloneHeard.low.medianF0Hz! * 1.5);
  expect(cloneHeard.high.syllablesPerSecond).toBeGreaterThan(
    cloneHeard.low.syllablesPerSecond * 1.3,
  );

  // No clone is a default voice's sample, byte for byte (Domi's least of all).
  for (const voice of DEFAULT_VOICES) {
    const preset = (await client.sample(userId, voice.voiceId)).rawPayload;
    expect(clones.low.equals(preset), voice.name).toBe(false);
    expect(clones.high.equals(preset), voice.name).toBe(false);
  }
  // The record keeps what was measured and what it speaks with.
  const rows = await client.rows(userId);
  expect(rows.map((row) => row.approximation?.espeakVoice).sort()).toEqual([
    'en-us+f3',
    'en-us+m3',
  ]);
}, 120_000);
