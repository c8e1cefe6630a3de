import { createWriteStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hedraCost } from '@shared/pricing';
import type { VideoJob } from '@shared/videos';
import { creditLedger } from '../../db/schema/index.js';
import { MOMENT_SAMPLE_RATE, planSpeechSamples } from '../../media/plan-moment.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import {
  pngImage,
  registryOf,
  tempDir,
  tinyMp4,
  waitForFinalJob,
} from '../../../../test/fixtures/videos.js';
import { HedraFake } from '../../../../test/fakes/hedra-fake.js';
import { HedraVideoEngine } from '../../providers/video/hedra.js';
import {
  multipartForm as form,
  studioClient,
  type StudioClient,
} from '../../../../test/fixtures/video-studio.js';
import { insertStudioVoiceover } from '../../../../test/fixtures/studio-voiceovers.js';
import { knownPauses, spokenAudio, type SpokenAudio } from '../../../../test/fixtures/speech.js';

/**
 * The moment a podcast clip is cut from (decision 058), through the real API, the real local
 * engine and ffmpeg: a range that cuts words is moved into the pauses, charged once for no more
 * than the range asked, and the rendered clip's sound is that stretch of the speech, starting
 * and ending in silence. Bad ranges are refused before anything is stored or charged.
 */

let t: TestApp;
let studio: StudioClient;
let scratch: { dir: string; remove(): Promise<void> };
let speech: SpokenAudio;

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header', workers: { concurrency: 1 } });
  studio = studioClient(t);
  scratch = await tempDir('reelcast-moment-');
  speech = await spokenAudio([
    { silence: 0.5 },
    { say: 'Welcome back to the show.' },
    { silence: 0.8 },
    { say: 'Today we talk about small habits.' },
    { silence: 0.8 },
    { say: 'They change big things.' },
    { silence: 0.6 },
  ]);
  await writeFile(path.join(scratch.dir, 'talk.wav'), speech.wav);
}, 60_000);
afterAll(async () => {
  await t.close();
  await scratch.remove();
});
afterEach(() => studio.checkLedgers());

const BALANCE = 100;
const total = () => speech.samples.length / speech.sampleRate;
/** Lengths as the messages show them: to the hundredth, rounded down. */
const shown = (seconds: number) => (Math.floor(seconds * 100) / 100).toFixed(2);
const sayings = () => speech.spans.filter((span) => span.kind === 'say');

const post = async (userId: string, fields: Record<string, string>) =>
  studio.post(
    userId,
    'podcast-clip',
    form(
      { prompt: 'A host talking', ...fields },
      {
        audio: [speech.wav, 'talk.wav'],
        image: [await pngImage(320, 320), 'host.png'],
      },
    ),
  );

/** A stored object's sound, decoded to 16 kHz mono as the server analyses it. */
async function soundOf(file: string): Promise<Float32Array> {
  const pcm = `${file}.pcm`;
  await t.media.run(planSpeechSamples({ audio: file, output: pcm }));
  const bytes = await readFile(pcm);
  const ints = new Int16Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.length / 2));
  return Float32Array.from(ints, (v) => v / 32768);
}

async function download(key: string, name: string): Promise<string> {
  const object = await t.storage.get(key);
  if (!object) throw new Error(`missing ${key}`);
  const file = path.join(scratch.dir, name);
  await pipeline(object.body, createWriteStream(file));
  return file;
}

/** 20 ms RMS frames. */
function envelope(samples: Float32Array): number[] {
  const size = MOMENT_SAMPLE_RATE / 50;
  const frames: number[] = [];
  for (let at = 0; at + size <= samples.length; at += size) {
    let sum = 0;
    for (let i = at; i < at + size; i++) sum += samples[i]! ** 2;
    frames.push(Math.sqrt(sum / size));
  }
  return frames;
}

function correlation(a: number[], b: number[]): number {
  const n = Math.min(a.length, b.length);
  const mean = (x: number[]) => x.slice(0, n).reduce((s, v) => s + v, 0) / n;
  const [ma, mb] = [mean(a), mean(b)];
  let [ab, aa, bb] = [0, 0, 0];
  for (let i = 0; i < n; i++) {
    ab += (a[i]! - ma) * (b[i]! - mb);
    aa += (a[i]! - ma) ** 2;
    bb += (b[i]! - mb) ** 2;
  }
  return ab / Math.sqrt(aa * bb);
}

const rms = (samples: Float32Array) =>
  Math.sqrt(samples.reduce((sum, v) => sum + v * v, 0) / Math.max(1, samples.length));

describe('a clip from a chosen moment', () => {
  it('snaps a range that cuts words to pauses, charges it once, and renders that stretch', async () => {
    const userId = await studio.newUser(BALANCE);
    const [first, second] = sayings();
    // 0.25 s into the first sentence, to 0.3 s before the second one ends: both cut words.
    const startSeconds = Math.round((first!.start + 0.25) * 100) / 100;
    const durationSeconds = Math.round((second!.end - 0.3 - startSeconds) * 100) / 100;
    const response = await post(userId, {
      startSeconds: String(startSeconds),
      durationSeconds: String(durationSeconds),
    });
    expect(response.statusCode).toBe(201);
    const job = response.json<VideoJob>();

    const pauses = knownPauses(speech);
    const inPause = (s: number) => pauses.some((p) => s >= p.start - 0.02 && s <= p.end + 0.02);
    const [row] = await studio.rowsOf(userId);
    const cut = await download(row!.inputAudioKey!, 'cut.wav');
    const cutSound = await soundOf(cut);
    const cutSeconds = cutSound.length / MOMENT_SAMPLE_RATE;
    expect(cutSeconds).toBeCloseTo(job.durationSeconds, 1);
    // Where the cut begins in the talk: found by matching its envelope along the original.
    const original = envelope(await soundOf(path.join(scratch.dir, 'talk.wav')));
    const cutEnvelope = envelope(cutSound);
    let best = { frame: 0, r: -1 };
    for (let frame = 0; frame + cutEnvelope.length <= original.length; frame++) {
      const r = correlation(cutEnvelope, original.slice(frame));
      if (r > best.r) best = { frame, r };
    }
    const snappedStart = best.frame * 0.02;
    expect(best.r).toBeGreaterThan(0.95);
    expect(inPause(snappedStart), `start ${snappedStart}`).toBe(true);
    expect(inPause(snappedStart + job.durationSeconds), 'end').toBe(true);
    // Charged once, for no more than the asked range.
    expect(job.cost).toBe(hedraCost(Math.min(durationSeconds, job.durationSeconds)));
    const charges = await t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, 'charge')));
    expect(charges.map((entry) => entry.amount)).toEqual([-job.cost]);
    // The uploaded file itself is not kept: the job's audio is its moment.
    expect(await studio.storedKeys(userId)).toHaveLength(2);

    const done = await waitForFinalJob(t.hub, t.database, { id: job.id, userId }, 90_000);
    expect(done.status).toBe('succeeded');
    const video = await download(done.outputKey!, 'clip.mp4');
    const probe = await t.media.probe(video);
    expect(Math.abs(probe.durationSeconds! - job.durationSeconds)).toBeLessThanOrEqual(0.1);
    const heard = await soundOf(video);
    const edge = MOMENT_SAMPLE_RATE / 10; // 100 ms
    const loudness = rms(heard);
    expect(rms(heard.subarray(0, edge))).toBeLessThan(loudness / 10);
    expect(rms(heard.subarray(heard.length - edge))).toBeLessThan(loudness / 10);
    expect(correlation(envelope(heard), cutEnvelope)).toBeGreaterThan(0.95);
  }, 150_000);
});

describe('a moment of a voiceover', () => {
  it('cuts the stored speech, leaves it as it was, and retimes the captions', async () => {
    const userId = await studio.newUser(BALANCE);
    const [first, second, third] = sayings();
    const cues = [first!, second!, third!].map((span, index) => ({
      startMs: Math.round(span.start * 1000),
      endMs: Math.round(span.end * 1000),
      text: `Sentence ${index + 1}.`,
    }));
    const voiceoverId = await insertStudioVoiceover(t, userId, {
      title: 'Habits',
      topic: 'Habits',
      content: 'Three sentences.',
      audio: { bytes: speech.wav, extension: 'wav', contentType: 'audio/wav' },
      durationMs: Math.round(total() * 1000),
      captionTiming: 'syllables',
      captions: cues,
    });
    // Where insertStudioVoiceover stored the speech.
    const audioKey = `voiceovers/${userId}/${voiceoverId}.wav`;
    // From the middle of the pause after the first sentence to the end of the audio.
    const startSeconds = Math.round(((first!.end + second!.start) / 2) * 100) / 100;
    const durationSeconds = Math.floor((total() - startSeconds) * 100) / 100;
    const response = await studio.post(
      userId,
      'podcast-clip',
      form(
        {
          prompt: 'A host talking',
          voiceoverId,
          startSeconds: String(startSeconds),
          durationSeconds: String(durationSeconds),
        },
        { image: [await pngImage(320, 320), 'host.png'] },
      ),
    );
    expect(response.statusCode).toBe(201);
    const job = response.json<VideoJob>();
    const [row] = await studio.rowsOf(userId);
    expect(row!.inputAudioKey).toMatch(new RegExp(`^hedra-inputs/${userId}/.+\\.wav$`));
    const stored = await t.storage.get(audioKey);
    expect(stored).not.toBeNull();
    // The first sentence is before the moment; the others move to its clock.
    const shift = Math.round(startSeconds * 1000);
    expect(row!.captions).toEqual([
      { ...cues[1]!, startMs: cues[1]!.startMs - shift, endMs: cues[1]!.endMs - shift },
      { ...cues[2]!, startMs: cues[2]!.startMs - shift, endMs: cues[2]!.endMs - shift },
    ]);
    const done = await waitForFinalJob(t.hub, t.database, { id: job.id, userId }, 90_000);
    expect(done.status).toBe('succeeded');
  }, 120_000);
});

describe('a range that does not fit the audio', () => {
  const cases = [
    {
      name: 'a start at or past the end',
      fields: () => ({ startSeconds: String(Math.ceil(total())), durationSeconds: '2' }),
      error: () =>
        `The clip must start before the audio ends: the audio is ${shown(total())} seconds long`,
    },
    {
      name: 'a range running past the end',
      fields: () => ({ startSeconds: '3', durationSeconds: String(Math.ceil(total())) }),
      error: () =>
        `The audio is only ${shown(total())} seconds long: a clip starting at 3 seconds ` +
        `can be at most ${shown(total() - 3)} seconds long`,
    },
    {
      name: 'a negative start',
      fields: () => ({ startSeconds: '-1', durationSeconds: '2' }),
      error: () => 'body.startSeconds: Start must be 0 seconds or later',
    },
    {
      name: 'a start that is not a number',
      fields: () => ({ startSeconds: 'soon', durationSeconds: '2' }),
      error: () => 'body.startSeconds: Start must be a number of seconds',
    },
  ];
  it.each(cases)('refuses $name with a 400, storing and charging nothing', async (bad) => {
    const userId = await studio.newUser(BALANCE);
    const response = await post(userId, bad.fields());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: bad.error() });
    await studio.expectNothingLeft(userId, BALANCE);
  });
});

describe('the moment on the Hedra path', () => {
  let hedra: HedraFake;
  let app: TestApp;

  afterAll(async () => {
    await app?.close();
    await hedra?.close();
  });

  it('uploads the cut moment to Hedra, not the whole file', async () => {
    const [first, second, third] = sayings();
    // Both edges in the middle of a pause: snapping leaves them, so the length is known.
    const startSeconds = Math.round(((first!.end + second!.start) / 2) * 100) / 100;
    const endSeconds = Math.round(((second!.end + third!.start) / 2) * 100) / 100;
    const durationSeconds = Math.round((endSeconds - startSeconds) * 100) / 100;
    const clip = path.join(scratch.dir, 'hedra.mp4');
    await tinyMp4(t.media, clip, durationSeconds);
    hedra = await HedraFake.start({
      apiKey: 'sk_hedra_test',
      modelSlug: 'together/hedra-avatar',
      video: await readFile(clip),
    });
    const engine = new HedraVideoEngine({
      apiKey: 'sk_hedra_test',
      baseUrl: hedra.baseUrl,
      modelSlug: 'together/hedra-avatar',
      pollIntervalMs: 5,
    });
    app = await createTestApp({
      sessions: 'header',
      videoEngines: registryOf(engine),
      workers: { concurrency: 1 },
    });
    const client = studioClient(app);
    const userId = await client.newUser(BALANCE);
    const response = await client.post(
      userId,
      'podcast-clip',
      form(
        {
          prompt: 'A host talking',
          startSeconds: String(startSeconds),
          durationSeconds: String(durationSeconds),
        },
        { audio: [speech.wav, 'talk.wav'], image: [await pngImage(320, 320), 'host.png'] },
      ),
    );
    expect(response.statusCode).toBe(201);
    const job = response.json<VideoJob>();
    expect(job.durationSeconds).toBe(durationSeconds);
    const done = await waitForFinalJob(app.hub, app.database, { id: job.id, userId }, 60_000);
    expect(done.status).toBe('succeeded');

    const sent = hedra.requests
      .of('upload')
      .map((request) => request.file!.bytes)
      .find((bytes) => bytes.toString('latin1', 0, 4) === 'RIFF');
    const uploaded = path.join(scratch.dir, 'sent-to-hedra.wav');
    await writeFile(uploaded, sent!);
    const heard = envelope(await soundOf(uploaded));
    expect(heard.length * 0.02).toBeCloseTo(durationSeconds, 1);
    const original = envelope(await soundOf(path.join(scratch.dir, 'talk.wav')));
    const at = (seconds: number) => original.slice(Math.round(seconds / 0.02));
    expect(correlation(heard, at(startSeconds))).toBeGreaterThan(0.95);
    expect(correlation(heard, at(0))).toBeLessThan(0.5);
    await client.checkLedgers();
  }, 120_000);
});
