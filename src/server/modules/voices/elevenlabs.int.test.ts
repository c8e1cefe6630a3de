import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VOICES, VOICE_MESSAGES, type UserVoice } from '@shared/voices';
import { createMediaToolkit } from '../../media/index.js';
import { ElevenLabsFake } from '../../../../test/fakes/elevenlabs-fake.js';
import { makeTinyMp3 } from '../../providers/speech/test-audio.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { cloneForm, voicesClient } from '../../../../test/helpers/voices-client.js';

/**
 * Voice Setup with an ElevenLabs key, against the local fake of its contract: default voices
 * and samples speak through ElevenLabs (a sample is rendered once), a clone is a real instant
 * clone, and a failed clone answers 502 'Failed to clone voice' leaving nothing behind.
 */

const API_KEY = 'xi-int-test-key';
let t: TestApp;
let fake: ElevenLabsFake;
let client: ReturnType<typeof voicesClient>;
let scratch: string;
let mp3: Buffer;
const [RACHEL, , , BELLA] = DEFAULT_VOICES;
const consented = { voiceName: 'Studio Me', consent: 'true' };

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'voices-elevenlabs-'));
  const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });
  mp3 = await makeTinyMp3(media, scratch, { seconds: 2 });
  fake = await ElevenLabsFake.start({ apiKey: API_KEY, audio: mp3 });
  t = await createTestApp({
    sessions: 'header',
    env: {
      ELEVENLABS_API_KEY: API_KEY,
      ELEVENLABS_BASE_URL: fake.baseUrl,
      ELEVENLABS_MODEL: 'eleven_flash_v2_5',
    },
  });
  client = voicesClient(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
  await rm(scratch, { recursive: true, force: true });
});
afterEach(() => expect(fake.violations).toEqual([]));

describe('with an ElevenLabs key', () => {
  it('adds default voices that speak through ElevenLabs', async () => {
    const userId = await client.newUser();
    const response = await client.add(userId, { voiceId: BELLA.voiceId });
    expect(response.json().voice).toMatchObject({ voiceName: 'Bella', engine: 'elevenlabs' });
  });

  it('plays a default voice’s sample as MP3, asking ElevenLabs once', async () => {
    const userId = await client.newUser();
    const before = fake.requests.count('speech');
    const first = await client.sample(userId, RACHEL.voiceId);
    const second = await client.sample(await client.newUser(), RACHEL.voiceId);

    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('audio/mpeg');
    expect(first.rawPayload.equals(mp3)).toBe(true);
    expect(second.rawPayload.equals(mp3)).toBe(true);
    expect(fake.requests.count('speech')).toBe(before + 1);
    const call = fake.requests.of('speech').at(-1)!;
    expect(call.path).toBe(`/v1/text-to-speech/${RACHEL.voiceId}/with-timestamps`);
    expect(call.json).toMatchObject({ model_id: 'eleven_flash_v2_5' });

    const probe = await t.media.probe(
      await client.saveBody(first.rawPayload, path.join(scratch, 'sample.mp3')),
    );
    expect(probe.audio?.codec).toBe('mp3');
    expect(probe.durationSeconds).toBeGreaterThan(1.5);
  });

  it('clones a voice for real: the vendor gets the sample, the voice speaks with its new id', async () => {
    const userId = await client.newUser();
    const response = await client.clone(userId, cloneForm(consented, [mp3, 'studio take.mp3']));

    expect(response.statusCode).toBe(201);
    const { voice, message } = response.json() as { voice: UserVoice; message: string };
    expect(message).toBe(VOICE_MESSAGES.cloned('Studio Me'));
    expect(voice).toMatchObject({ voiceName: 'Studio Me', isCloned: true, engine: 'elevenlabs' });
    const call = fake.requests.of('clone').at(-1)!;
    expect(call.fields).toEqual({ name: 'Studio Me' });
    expect(call.files![0]).toMatchObject({ field: 'files', name: 'studio_take.mp3' });
    expect(call.files![0]!.bytes.equals(mp3)).toBe(true);
    expect(fake.voices.has(voice.voiceId)).toBe(true);
    expect(await client.storedSamples(userId)).toHaveLength(1);

    const sample = await client.sample(userId, voice.id);
    expect(sample.headers['content-type']).toBe('audio/mpeg');
    expect(fake.requests.of('speech').at(-1)!.path).toContain(voice.voiceId);
  });

  it.each([
    [401, 'invalid_api_key'],
    [400, 'quota_exceeded'],
    [429, 'too_many_concurrent_requests'],
  ])('answers a %i %s from the clone with 502 and removes the sample', async (status, code) => {
    const userId = await client.newUser();
    fake.failNext('clone', { status, code });
    const response = await client.clone(userId, cloneForm(consented, [mp3, 'me.mp3']));
    expect([response.statusCode, response.json()]).toEqual([
      502,
      { error: VOICE_MESSAGES.failedToClone },
    ]);
    expect(await client.rows(userId)).toEqual([]);
    expect(await client.storedSamples(userId)).toEqual([]);
  });

  it('answers a failed sample with 502 and the readable reason, and tries again next time', async () => {
    const userId = await client.newUser();
    fake.failNext('speech', { status: 400, code: 'quota_exceeded' });
    const failed = await client.sample(userId, BELLA.voiceId);
    expect([failed.statusCode, failed.json()]).toEqual([
      502,
      { error: "The voice service's account is out of credit. Please contact support." },
    ]);
    expect((await client.sample(userId, BELLA.voiceId)).statusCode).toBe(200);
  });
});
