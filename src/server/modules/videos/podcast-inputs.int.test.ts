import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hedraCost } from '@shared/pricing';
import { VIDEO_MESSAGES, VOICEOVER_CLIP_MESSAGES, type VideoJob } from '@shared/videos';
import { VOICEOVER_MESSAGES, type CaptionCue, type VoiceoverDetail } from '@shared/voiceovers';
import { podcastCharacters } from '../../db/schema/index.js';
import { newObjectKey } from '../../platform/storage/keys.js';
import type { TestApp } from '../../../../test/helpers/app.js';
import { pngImage, wavAudio } from '../../../../test/fixtures/videos.js';
import {
  useQueueOnlyStudio,
  multipartForm as form,
  type StudioClient,
} from '../../../../test/fixtures/video-studio.js';
import {
  insertStudioVoiceover,
  VOICEOVER_PRICE,
} from '../../../../test/fixtures/studio-voiceovers.js';

/**
 * Podcast clips made from things the user made earlier instead of uploads: a ready podcast
 * character as the portrait (characterId), a ready voiceover as the speech (voiceoverId), whose
 * captions are kept (trimmed to the clip) unless turned off. Only the owner's, only when ready,
 * never together with the file they replace. No workers: jobs stay queued here; burning the
 * captions is the renderer's tests' subject.
 */

let t: TestApp;
let studio: StudioClient;
useQueueOnlyStudio((made) => ({ t, studio } = made));

const CHARACTER_PRICE = 3;
const THREE_CUES: CaptionCue[] = [
  { startMs: 0, endMs: 1000, text: 'Welcome to the show.' },
  { startMs: 1000, endMs: 2000, text: 'Today we talk about mornings.' },
  { startMs: 2000, endMs: 3000, text: 'Stay with us.' },
];

/** The voiceover's first words as its engine timed them. */
const THREE_WORDS = [
  { text: 'Welcome', startMs: 0, endMs: 400 },
  { text: 'to', startMs: 420, endMs: 520 },
  { text: 'show.', startMs: 1_300, endMs: 1_700 },
];

/** A character of `userId` (paid for, as the creator does), its portrait in storage if ready. */
async function character(userId: string, ready = true): Promise<string> {
  const id = randomUUID();
  const charge = await studio.credits.charge({
    userId,
    amount: CHARACTER_PRICE,
    idempotencyKey: `charge:character:${id}`,
    reason: 'AI podcast character',
  });
  const imageKey = ready ? newObjectKey('character-images', userId, 'png') : null;
  if (imageKey) await t.storage.put(imageKey, await pngImage(64, 64), { contentType: 'image/png' });
  await t.database.db.insert(podcastCharacters).values({
    id,
    userId,
    name: 'Ava',
    description: 'Host',
    style: 'modern professional',
    status: ready ? 'ready' : 'running',
    seed: 1,
    cost: CHARACTER_PRICE,
    chargeEntryId: charge.entryId,
    engine: 'local',
    imageKey,
  });
  return id;
}

/** A voiceover of `userId` (paid for, as the Script Writer does); ready: 3 s with three cues. */
const voiceover = (userId: string, ready = true, durationMs = 3000) =>
  insertStudioVoiceover(t, userId, {
    content: 'Welcome to the show. Today we talk about mornings. Stay with us.',
    ready,
    durationMs,
    captionTiming: 'syllables',
    captions: THREE_CUES,
    wordTimings: THREE_WORDS,
  });

/** A clip request; by default with the files the tested input does not replace. */
const clip = async (
  userId: string,
  fields: Record<string, string>,
  files: { audio?: boolean; image?: boolean },
) =>
  studio.post(
    userId,
    'podcast-clip',
    form(
      { prompt: 'A host talking', durationSeconds: '1.5', ...fields },
      {
        ...(files.audio && { audio: [wavAudio(2), 'voice.wav'] as [Buffer, string] }),
        ...(files.image && { image: [await pngImage(64, 64), 'me.png'] as [Buffer, string] }),
      },
    ),
  );

/** The rules both earlier-made inputs share, with each one's own words and numbers. */
const INPUTS = [
  {
    field: 'characterId',
    make: character,
    price: CHARACTER_PRICE,
    /** The file it stands in for, and the one the clip still needs besides. */
    replaces: 'image',
    otherFile: { audio: true },
    notFound: VIDEO_MESSAGES.characterNotFound,
    notReady: [400, VIDEO_MESSAGES.characterNotReady],
    both: VIDEO_MESSAGES.imageOrCharacter,
    malformed: 'Choose one of your podcast characters',
  },
  {
    field: 'voiceoverId',
    make: voiceover,
    price: VOICEOVER_PRICE,
    replaces: 'audio',
    otherFile: { image: true },
    notFound: VOICEOVER_MESSAGES.notFound,
    notReady: [409, VOICEOVER_MESSAGES.notReady],
    both: VOICEOVER_CLIP_MESSAGES.audioOrVoiceover,
    malformed: VOICEOVER_CLIP_MESSAGES.chooseVoiceover,
  },
] as const;

describe.each(INPUTS)('POST /api/videos/podcast-clip with a $field', (input) => {
  it('answers another user’s (or an unknown id) with 404, leaving nothing', async () => {
    const [owner, other] = [await studio.newUser(100), await studio.newUser(100)];
    const theirs = await input.make(owner);
    for (const id of [theirs, randomUUID()]) {
      const response = await clip(other, { [input.field]: id }, input.otherFile);
      expect([response.statusCode, response.json()]).toEqual([404, { error: input.notFound }]);
    }
    await studio.expectNothingLeft(other, 100);
  });

  it('refuses one that is not ready yet', async () => {
    const userId = await studio.newUser(100);
    const id = await input.make(userId, false);
    const response = await clip(userId, { [input.field]: id }, input.otherFile);
    const [status, error] = input.notReady;
    expect([response.statusCode, response.json()]).toEqual([status, { error }]);
    expect(await studio.rowsOf(userId)).toEqual([]);
    expect(await studio.credits.balance(userId)).toBe(100 - input.price); // its own charge only
  });

  it('refuses it together with the file it replaces, storing nothing', async () => {
    const userId = await studio.newUser(100);
    const files = { ...input.otherFile, [input.replaces]: true };
    const response = await clip(userId, { [input.field]: randomUUID() }, files);
    expect([response.statusCode, response.json()]).toEqual([400, { error: input.both }]);
    await studio.expectNothingLeft(userId, 100);
  });

  it('still needs the other file, and a well-formed id', async () => {
    const userId = await studio.newUser(100);
    const alone = await clip(userId, { [input.field]: randomUUID() }, {});
    expect(alone.json()).toEqual({ error: VIDEO_MESSAGES.selectAudioAndImage });
    const malformed = await clip(userId, { [input.field]: 'not-a-uuid' }, input.otherFile);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatch(input.malformed);
    await studio.expectNothingLeft(userId, 100);
  });
});

describe('a podcast clip with a characterId', () => {
  it('uses a ready character’s portrait as the clip’s image', async () => {
    const userId = await studio.newUser(100);
    const response = await clip(userId, { characterId: await character(userId) }, { audio: true });
    expect(response.statusCode).toBe(201);
    expect(response.json<VideoJob>()).toMatchObject({ mode: 'hedra', hasInputImage: true });
    const [row] = await studio.rowsOf(userId);
    expect(row!.inputImageKey).toMatch(new RegExp(`^character-images/${userId}/`));
  });
});

describe('a podcast clip with a voiceoverId', () => {
  it('speaks the voiceover’s audio and keeps its captions that fall within the clip', async () => {
    const userId = await studio.newUser(100);
    const voiceoverId = await voiceover(userId);
    const response = await clip(userId, { voiceoverId }, { image: true });
    expect(response.statusCode).toBe(201);
    expect(response.json<VideoJob>()).toMatchObject({
      mode: 'hedra',
      voiceoverId,
      captioned: true,
      durationSeconds: 1.5,
      cost: hedraCost(1.5),
    });
    const [row] = await studio.rowsOf(userId);
    expect(row!.inputAudioKey).toBe(`voiceovers/${userId}/${voiceoverId}.mp3`);
    // The third cue starts after 1.5 s; the second is cut at the clip's end.
    expect(row!.captions).toEqual([THREE_CUES[0], { ...THREE_CUES[1], endMs: 1500 }]);
    expect(await studio.credits.balance(userId)).toBe(100 - VOICEOVER_PRICE - hedraCost(1.5));
  });

  it('leaves the captions out when they are turned off', async () => {
    const userId = await studio.newUser(100);
    const voiceoverId = await voiceover(userId);
    const response = await clip(userId, { voiceoverId, captions: 'false' }, { image: true });
    expect(response.statusCode).toBe(201);
    expect(response.json<VideoJob>()).toMatchObject({ voiceoverId, captioned: false });
    const [row] = await studio.rowsOf(userId);
    expect(row!.captions).toBeNull();
    // The words heard stay, for the talking mouth: within the clip's 1.5 s.
    expect(row!.spokenWords).toEqual([
      ...THREE_WORDS.slice(0, 2),
      { ...THREE_WORDS[2], endMs: 1500 },
    ]);
    const unclear = await clip(userId, { voiceoverId, captions: 'maybe' }, { image: true });
    expect([unclear.statusCode, unclear.json()]).toEqual([
      400,
      { error: 'body.captions: Captions must be "true" or "false"' },
    ]);
    expect(await studio.rowsOf(userId)).toHaveLength(1);
  });

  it('has no captions nor words for an uploaded audio file', async () => {
    const userId = await studio.newUser(100);
    const response = await clip(userId, {}, { audio: true, image: true });
    expect(response.statusCode).toBe(201);
    expect(response.json<VideoJob>()).toMatchObject({ voiceoverId: null, captioned: false });
    const [row] = await studio.rowsOf(userId);
    expect(row!.spokenWords).toBeNull();
  });

  it('refuses a clip longer than the voiceover', async () => {
    const userId = await studio.newUser(100);
    const voiceoverId = await voiceover(userId);
    const response = await clip(userId, { voiceoverId, durationSeconds: '3.5' }, { image: true });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { error: 'The audio is only 3.00 seconds long: choose a duration of at most 3.00 seconds' },
    ]);
    expect(await studio.rowsOf(userId)).toEqual([]);
  });

  it('refuses a voiceover shorter than the shortest clip, whatever the duration', async () => {
    const userId = await studio.newUser(100);
    const voiceoverId = await voiceover(userId, true, 600);
    const asLong = await clip(userId, { voiceoverId, durationSeconds: '0.6' }, { image: true });
    expect([asLong.statusCode, asLong.json()]).toEqual([
      400,
      { error: 'body.durationSeconds: Duration must be at least 1 second' },
    ]);
    const longer = await clip(userId, { voiceoverId, durationSeconds: '1' }, { image: true });
    expect([longer.statusCode, longer.json()]).toEqual([
      400,
      { error: 'The audio is only 0.60 seconds long: a clip needs at least 1 second of speech' },
    ]);
    expect(await studio.rowsOf(userId)).toEqual([]);
    expect(await studio.credits.balance(userId)).toBe(100 - VOICEOVER_PRICE);
  });
});

describe('GET /api/voiceovers/:id', () => {
  it('gives the owner the voiceover with its script’s title, and nobody else', async () => {
    const [owner, other] = [await studio.newUser(5), await studio.newUser(0)];
    const id = await voiceover(owner);
    const mine = await studio.get(owner, `/api/voiceovers/${id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<VoiceoverDetail>()).toMatchObject({
      id,
      scriptTitle: 'Morning Show',
      status: 'ready',
      durationMs: 3000,
      voiceName: 'Rachel',
      audioUrl: expect.any(String),
    });
    for (const [userId, url] of [
      [other, `/api/voiceovers/${id}`],
      [owner, `/api/voiceovers/${randomUUID()}`],
      [owner, '/api/voiceovers/not-a-uuid'],
    ] as const) {
      const response = await studio.get(userId, url);
      expect([response.statusCode, response.json()]).toEqual([
        404,
        { error: VOICEOVER_MESSAGES.notFound },
      ]);
    }
  });
});
