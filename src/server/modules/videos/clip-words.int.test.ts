import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIP_WORDS_MESSAGES, type ClipWords } from '@shared/clip-words';
import { momentProblem } from '@shared/moments';
import { NO_TRANSCRIPTION_ENGINE_MESSAGE } from '@shared/transcripts';
import {
  BurstWordsEngine,
  burstRecording,
  sentences,
  transcriptionEnginesOf,
} from '../../../../test/fakes/heard-words.js';
import { pngImage } from '../../../../test/fixtures/videos.js';
import {
  createQueueOnlyStudio,
  multipartForm as form,
  type QueueOnlyStudio,
} from '../../../../test/fixtures/video-studio.js';
import { monoWavOfPcm } from '../../../../test/fixtures/wav.js';
import { CLIP_WORDS_LIMIT } from './free-checks-limit.js';

/**
 * POST /api/videos/clip-words (decision 069): the words of the stretch of an uploaded audio
 * file a podcast clip will use, on the file's clock, free and limited per user; and
 * GET /api/videos/transcription-engine, which tells the studio before it uploads. The engine
 * is an in-process one that hears each burst of sound as a word, so times can be checked.
 */

const engine = new BurstWordsEngine();
let words: QueueOnlyStudio;
let none: QueueOnlyStudio;
beforeAll(async () => {
  words = await createQueueOnlyStudio({ transcriptionEngines: transcriptionEnginesOf(engine) });
  none = await createQueueOnlyStudio({ transcriptionEngines: transcriptionEnginesOf(null) });
});
afterAll(async () => {
  await words?.t.close();
  await none?.t.close();
});

/** Ten sentences of four words (about 27 seconds), at known times. */
const recording = burstRecording(sentences(10));
const audio = (): [Buffer, string] => [monoWavOfPcm(recording.pcm, 16_000), 'episode.wav'];
const ask = (studio: QueueOnlyStudio, userId: string, fields: Record<string, string>) =>
  studio.studio.post(userId, 'clip-words', form(fields, { audio: audio() }));

describe('POST /api/videos/clip-words', () => {
  it("answers the span's words on the file's clock, with speakers, charging and keeping nothing", async () => {
    const userId = await words.studio.newUser(5);
    const res = await ask(words, userId, { startSeconds: '10', durationSeconds: '6' });
    expect(res.statusCode).toBe(200);
    const heard = res.json<ClipWords>();
    expect(heard.engine).toBe('elevenlabs');
    // Every word spoken in the clip is there, at its time in the file (a frame's error).
    const inClip = recording.words.filter((w) => w.end > 10 && w.start < 16);
    for (const word of inClip) {
      const match = heard.words.find((w) => Math.abs(w.start - word.start) < 0.02);
      expect(match, `a word at ${word.start}`).toBeDefined();
      expect(match!.end).toBeCloseTo(word.end, 1);
      expect(match!.speaker).toBe('speaker_0');
    }
    // Only a little either side, where the clip's edges may move to a pause.
    expect(heard.words[0]!.start).toBeGreaterThanOrEqual(10 - 1.3);
    expect(heard.words.at(-1)!.end).toBeLessThanOrEqual(16 + 1.3);
    // Cues on the same clock, one line of the editor each.
    expect(heard.cues.length).toBeGreaterThan(1);
    expect(heard.cues[0]!.startMs).toBe(Math.round(heard.words[0]!.start * 1000));
    expect(await words.studio.credits.balance(userId)).toBe(5);
    expect(await words.studio.storedKeys(userId)).toEqual([]);
  });

  it("hears the audio's first seconds without a start", async () => {
    const userId = await words.studio.newUser(0);
    const res = await ask(words, userId, { durationSeconds: '3' });
    expect(res.statusCode).toBe(200);
    const first = recording.words[0]!;
    expect(res.json<ClipWords>().words[0]!.start).toBeCloseTo(first.start, 1);
  });

  it('answers 400 with what is wrong, keeping nothing', async () => {
    const userId = await words.studio.newUser(0);
    const cases: [FormData, string][] = [
      [
        form({ startSeconds: '2' }, { audio: audio() }),
        'body.durationSeconds: Duration must be a number of seconds',
      ],
      [
        form({ startSeconds: '26', durationSeconds: '5' }, { audio: audio() }),
        momentProblem(26, 5, recording.durationSeconds)!,
      ],
      [form({ durationSeconds: '5' }), CLIP_WORDS_MESSAGES.selectAudio],
      [
        form({ durationSeconds: '5', voiceoverId: crypto.randomUUID() }, { audio: audio() }),
        'body: Unrecognized key: "voiceoverId"',
      ],
    ];
    for (const [payload, error] of cases) {
      const res = await words.studio.post(userId, 'clip-words', payload);
      expect([res.statusCode, res.json()]).toEqual([400, { error }]);
    }
    const picture = await words.studio.post(
      userId,
      'clip-words',
      form({ durationSeconds: '5' }, { audio: [await pngImage(8, 8), 'a.wav'] }),
    );
    expect(picture.statusCode).toBeGreaterThanOrEqual(400);
    expect(picture.statusCode).toBeLessThan(500);
    expect(await words.studio.storedKeys(userId)).toEqual([]);
  });

  it('refuses past the limit with its wording and Retry-After; other users are still served', async () => {
    const [userId, other] = [await words.studio.newUser(0), await words.studio.newUser(0)];
    for (let check = 0; check < CLIP_WORDS_LIMIT.max; check++) {
      const res = await words.studio.post(userId, 'clip-words', form({ durationSeconds: '5' }));
      expect(res.statusCode).toBe(400);
    }
    const heardBefore = engine.heard;
    const refused = await ask(words, userId, { durationSeconds: '5' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: CLIP_WORDS_MESSAGES.tooManyChecks });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(CLIP_WORDS_LIMIT.windowMs / 1000);
    expect(engine.heard).toBe(heardBefore);
    expect((await ask(words, other, { durationSeconds: '5' })).statusCode).toBe(200);
  });

  it('says which engine to set up when there is none, before reading the file', async () => {
    const userId = await none.studio.newUser(0);
    const res = await ask(none, userId, { durationSeconds: '5' });
    expect([res.statusCode, res.json()]).toEqual([409, { error: NO_TRANSCRIPTION_ENGINE_MESSAGE }]);
    expect(await none.studio.storedKeys(userId)).toEqual([]);
  });
});

describe('a clip with captions on and no words', () => {
  it('is made without captions when there is no engine to hear them', async () => {
    const userId = await none.studio.newUser(100);
    const res = await none.studio.post(
      userId,
      'podcast-clip',
      form(
        { prompt: 'A host talking', durationSeconds: '3' },
        { audio: audio(), image: [await pngImage(64, 64), 'me.png'] },
      ),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ captioned: false, captionsHeardBy: null });
    const [row] = await none.studio.rowsOf(userId);
    expect([row!.captions, row!.captionsHeardBy]).toEqual([null, null]);
  });
});

describe('GET /api/videos/transcription-engine', () => {
  it('names the engine, or says what to set up', async () => {
    const [withEngine, without] = [await words.studio.newUser(0), await none.studio.newUser(0)];
    const url = '/api/videos/transcription-engine';
    expect((await words.studio.get(withEngine, url)).json()).toEqual({
      engine: 'elevenlabs',
      label: 'ElevenLabs speech to text',
      missingMessage: null,
    });
    expect((await none.studio.get(without, url)).json()).toEqual({
      engine: null,
      label: null,
      missingMessage: NO_TRANSCRIPTION_ENGINE_MESSAGE,
    });
    const anonymous = await words.t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
  });
});
