import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoJob } from '@shared/videos';
import { createMediaToolkit } from '../../media/index.js';
import {
  BurstWordsEngine,
  burstRecording,
  sentences,
  transcriptionEnginesOf,
} from '../../../../test/fakes/heard-words.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import {
  copyVideo,
  FakeVideoEngine,
  pngImage,
  registryOf,
  tempDir,
  tinyMp4,
  waitForFinalJob,
} from '../../../../test/fixtures/videos.js';
import { multipartForm as form, studioClient } from '../../../../test/fixtures/video-studio.js';
import { monoWavOfPcm } from '../../../../test/fixtures/wav.js';

/**
 * A podcast clip from an uploaded recording sent with captions on and no words (an API caller,
 * or a user who did not wait for them, decision 069): the render hears its own cut audio with
 * the process's engine, renders the cues it made and names the engine on the job. The engine
 * hears each burst of sound as a word, so the cues' times can be checked.
 */

const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });
const hearing = new BurstWordsEngine();
const video = new FakeVideoEngine(() => Promise.reject(new Error('set by the test')));
let t: TestApp;
let scratch: Awaited<ReturnType<typeof tempDir>>;

beforeAll(async () => {
  t = await createTestApp({
    sessions: 'header',
    workers: { concurrency: 1 },
    videoEngines: registryOf(video),
    transcriptionEngines: transcriptionEnginesOf(hearing),
  });
  scratch = await tempDir('reelcast-heard-captions-');
  const mp4 = path.join(scratch.dir, 'clip.mp4');
  await tinyMp4(media, mp4, 4);
  video.behave = copyVideo(mp4);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await scratch?.remove();
});

/** Three sentences of four words, about 8 seconds. */
const recording = burstRecording(sentences(3));
const clip = async (userId: string, fields: Record<string, string>) =>
  studioClient(t).post(
    userId,
    'podcast-clip',
    form(
      { prompt: 'A host talking', durationSeconds: '4', ...fields },
      {
        audio: [monoWavOfPcm(recording.pcm, 16_000), 'talk.wav'],
        image: [await pngImage(64, 64), 'me.png'],
      },
    ),
  );

describe('captions heard by the render', () => {
  it('hears the cut audio, renders its cues on the clip’s clock and names the engine', async () => {
    const userId = await studioClient(t).newUser(100);
    const res = await clip(userId, { startSeconds: '2' });
    expect(res.statusCode).toBe(201);
    const created = res.json<VideoJob>();
    expect(created).toMatchObject({ captioned: false, captionsHeardBy: 'elevenlabs' });
    const row = await waitForFinalJob(t.hub, t.database, { id: created.id, userId });
    expect(row.status).toBe('succeeded');
    // The moment's edges sit in pauses, so its words are the bursts within it.
    const request = video.requests.find((r) => r.jobId === created.id)!;
    const cues = request.captions!;
    const words = cues.flatMap((cue) => cue.words ?? []);
    expect(words.length).toBeGreaterThanOrEqual(4);
    // Each heard word is a burst of the recording, all moved by the moment's start.
    const momentStartMs = recording.words[0]!.start * 1000;
    const offsetsOf = (startMs: number) =>
      recording.words.map((w) => w.start * 1000 - startMs).filter((o) => o > 1000 && o < 2800);
    const [offset] = offsetsOf(words[0]!.startMs);
    expect(offset).toBeDefined();
    for (const word of words) {
      expect(offsetsOf(word.startMs).some((o) => Math.abs(o - offset!) < 20)).toBe(true);
    }
    expect(momentStartMs).toBeLessThan(offset!);
    expect(row.captions).toEqual(cues);
    expect(row.captionsHeardBy).toBe('elevenlabs');
    const done = (await studioClient(t).get(userId, `/api/videos/${created.id}`)).json<VideoJob>();
    expect(done).toMatchObject({ captioned: true, captionsHeardBy: 'elevenlabs' });
  });

  it('hears nothing with captions off, or when the words were sent', async () => {
    const userId = await studioClient(t).newUser(100);
    const heardBefore = hearing.heard;
    const off = await clip(userId, { captions: 'false' });
    const sent = await clip(userId, {
      captionWords: JSON.stringify([{ text: 'Hello', start: 0.5, end: 0.8 }]),
    });
    for (const res of [off, sent]) {
      expect(res.statusCode).toBe(201);
      expect(res.json<VideoJob>().captionsHeardBy).toBeNull();
      const row = await waitForFinalJob(t.hub, t.database, { id: res.json<VideoJob>().id, userId });
      expect(row.status).toBe('succeeded');
    }
    expect(hearing.heard).toBe(heardBefore);
  });
});
