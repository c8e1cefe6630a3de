import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EPISODE_MESSAGES, type Episode, type EpisodeClipsResponse } from '@shared/episodes';
import { hedraCost, insufficientCreditsMessage } from '@shared/pricing';
import type { TranscriptWord } from '@shared/transcripts';
import { PODCAST_FACE_MESSAGES } from '@shared/videos';
import { podcastCharacters } from '../../db/schema/index.js';
import { newObjectKey } from '../../platform/storage/index.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { pngImage, wavAudio } from '../../../../test/fixtures/videos.js';
import { facePhoto, twoFacePicture } from '../../../../test/fixtures/face-pictures.js';
import { photoClient } from '../../../../test/fixtures/photo-library.js';
import { episodesClient, FakeEpisodeAnalysis } from './testing.js';

/**
 * POST /api/episodes/:id/clips: moments of a ready episode rendered as one batch of podcast
 * clips, each priced as a podcast clip's seconds, all charged with their jobs in one
 * transaction; each clip's audio cut from the recording, its captions the episode's words (or
 * the edited ones) on its own clock. No workers: the render jobs stay queued.
 */

let t: TestApp;
let client: ReturnType<typeof episodesClient>;
const analysis = new FakeEpisodeAnalysis();

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header', episodeAnalysis: analysis });
  client = episodesClient(t);
});
afterAll(() => t.close());
afterEach(() => client.checkLedgers());

async function readyEpisode(userId: string, seconds = 20): Promise<string> {
  const { id } = (await client.upload(userId, [wavAudio(seconds), 'show.wav'])).json<Episode>();
  await client.run('episodes.analyse', id);
  return id;
}

/** A ready podcast character of `userId`, its portrait in storage (as the creator leaves it). */
async function character(userId: string, portrait?: Buffer): Promise<string> {
  const id = randomUUID();
  const charge = await client.credits.charge({
    userId,
    amount: 5,
    idempotencyKey: `charge:character:${id}`,
    reason: 'AI podcast character',
  });
  const imageKey = newObjectKey('character-images', userId, 'png');
  await t.storage.put(imageKey, portrait ?? (await pngImage(64, 64)), {
    contentType: 'image/png',
  });
  await t.database.db.insert(podcastCharacters).values({
    ...{ id, userId, name: 'Ava', description: 'Host', style: 'modern professional' },
    ...{ status: 'ready', seed: 1, cost: 5, chargeEntryId: charge.entryId, engine: 'local' },
    imageKey,
  });
  return id;
}

const audiogram = { style: 'classic', title: 'Show #12' } as const;

describe('POST /api/episodes/:id/clips', () => {
  it('charges the total and queues one podcast clip job per moment', async () => {
    const userId = await client.newUser(1000);
    const id = await readyEpisode(userId);
    const before = await client.credits.balance(userId);
    const response = await client.renderClips(userId, id, {
      ...audiogram,
      clips: [
        { start: 2, end: 8 },
        {
          start: 10,
          end: 15.5,
          captionWords: [
            { text: 'Edited', start: 10, end: 11.5 },
            { text: 'words.', start: 12, end: 13.5 },
          ],
        },
      ],
      captionLook: { style: 'pop', size: 'large', position: 'top' },
    });
    expect(response.statusCode).toBe(201);
    const batch = response.json<EpisodeClipsResponse>();
    const total = hedraCost(6) + hedraCost(5.5);
    expect(batch.credits).toBe(total);
    expect(batch.videoIds).toHaveLength(2);
    expect(await client.credits.balance(userId)).toBe(before - total);

    const rows = await client.videoRows(userId);
    const [first, second] = batch.videoIds.map((videoId) => rows.find((r) => r.id === videoId)!);
    expect(first).toMatchObject({
      mode: 'hedra',
      status: 'queued',
      engine: 'local',
      prompt: 'show.wav',
      durationSeconds: 6,
      cost: hedraCost(6),
      audiogram: { template: 'classic', title: 'Show #12' },
      captionLook: { style: 'pop', size: 'large', position: 'top' },
    });
    // The episode's words every other second, moved to the clip's clock: word1 at 2 s is 0.
    const timed = first!.captions!.flatMap((cue) => cue.words!.map((w) => [w.text, w.startMs]));
    expect(timed).toEqual([
      ['word1', 0],
      ['word2', 2000],
      ['word3', 4000],
    ]);
    const edited = second!.captions!.flatMap((cue) => cue.words!);
    expect(edited).toEqual([
      { text: 'Edited', startMs: 0, endMs: 1500 },
      { text: 'words.', startMs: 2000, endMs: 3500 },
    ]);
    // Each clip's own audio, cut from the recording at its edges.
    for (const row of [first!, second!]) {
      expect(row.inputAudioKey).toMatch(new RegExp(`^hedra-inputs/${userId}/.+\\.wav$`));
      const local = await t.storage.get(row.inputAudioKey!);
      const chunks: Buffer[] = [];
      for await (const chunk of local!.body) chunks.push(chunk as Buffer);
      const seconds = (Buffer.concat(chunks).length - 44) / (44_100 * 2);
      expect(seconds).toBeCloseTo(row.durationSeconds, 1);
    }
  });

  it('lists the clips cut from the episode on it, and keeps them when the episode goes', async () => {
    const userId = await client.newUser(1000);
    const id = await readyEpisode(userId);
    expect((await client.get(userId, id)).clipIds).toEqual([]);
    const clip = (start: number) =>
      client
        .renderClips(userId, id, {
          ...audiogram,
          clips: [{ start, end: start + 4 }],
        })
        .then((response) => response.json<EpisodeClipsResponse>().videoIds);
    const made = [...(await clip(2)), ...(await clip(8))];
    expect((await client.get(userId, id)).clipIds).toEqual(made);
    // Someone else's episode page lists nothing of theirs (nor can they open it).
    const stranger = await client.newUser(0);
    expect((await client.send(stranger, 'GET', `/api/episodes/${id}`)).statusCode).toBe(404);
    // The clips are videos of their own: deleting the episode keeps them.
    expect((await client.send(userId, 'DELETE', `/api/episodes/${id}`)).statusCode).toBe(200);
    const rows = await client.videoRows(userId);
    expect(rows.filter((row) => made.includes(row.id)).map((row) => row.episodeId)).toEqual([
      null,
      null,
    ]);
  });

  it("retimes a clip's edited caption text on the words heard in it", async () => {
    const userId = await client.newUser(1000);
    const id = await readyEpisode(userId);
    const response = await client.renderClips(userId, id, {
      ...audiogram,
      // The episode's words 1-4 are heard here (2-3.5 s, 4-5.5 s, 6-7.5 s, 8-9.5 s).
      clips: [{ start: 2, end: 10, captionText: 'First second\nthird fourth.' }],
    });
    expect(response.statusCode).toBe(201);
    const [row] = await client.videoRows(userId);
    // The edited words keep the spoken words' times, one cue per line, on the clip's clock.
    expect(row!.captions!.map((cue) => cue.text)).toEqual(['First second', 'third fourth.']);
    expect(row!.captions!.flatMap((cue) => cue.words!)).toEqual([
      { text: 'First', startMs: 0, endMs: 1500 },
      { text: 'second', startMs: 2000, endMs: 3500 },
      { text: 'third', startMs: 4000, endMs: 5500 },
      { text: 'fourth.', startMs: 6000, endMs: 7500 },
    ]);
  });

  it('refuses caption text for a clip with no words to time it on, or blank', async () => {
    const userId = await client.newUser(1000);
    // 23 seconds: the last word ends at 21.5 s, nothing is said after it.
    const id = await readyEpisode(userId, 23);
    const silent = await client.renderClips(userId, id, {
      ...audiogram,
      clips: [{ start: 21.6, end: 23, captionText: 'Words nobody said' }],
    });
    expect(silent.statusCode).toBe(400);
    expect(silent.json()).toMatchObject({ error: EPISODE_MESSAGES.captionTextWithoutWords });
    const blank = await client.renderClips(userId, id, {
      ...audiogram,
      clips: [{ start: 2, end: 10, captionText: '  \n ' }],
    });
    expect(blank.statusCode).toBe(400);
    expect(await client.videoRows(userId)).toEqual([]);
  });

  it('refuses a shortfall for the batch with its total, leaving nothing', async () => {
    const userId = await client.newUser(1 + hedraCost(10));
    const id = await readyEpisode(userId);
    const keys = await client.storedKeys(userId);
    const response = await client.renderClips(userId, id, {
      ...audiogram,
      clips: [
        { start: 0, end: 10 },
        { start: 10, end: 20 },
      ],
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      error: insufficientCreditsMessage(hedraCost(10), 2 * hedraCost(10)),
    });
    expect(await client.videoRows(userId)).toEqual([]);
    expect(await client.storedKeys(userId)).toEqual(keys);
    expect(await client.credits.balance(userId)).toBe(hedraCost(10));
  });

  it("uses the owner's character as the talking portrait, and no one else's", async () => {
    const userId = await client.newUser(1000);
    const other = await client.newUser(1000);
    const id = await readyEpisode(userId);
    const mine = await character(userId);
    const clips = [{ start: 2, end: 8 }];
    const ok = await client.renderClips(userId, id, {
      clips,
      characterId: mine,
    });
    expect(ok.statusCode).toBe(201);
    const [row] = await client.videoRows(userId);
    expect(row!.inputImageKey).toMatch(new RegExp(`^character-images/${userId}/`));

    const theirs = await character(other);
    const refused = await client.renderClips(userId, id, {
      clips,
      characterId: theirs,
    });
    expect(refused.statusCode).toBe(404);
    const none = await client.renderClips(userId, id, { clips });
    expect(none.statusCode).toBe(400);
    const byOther = await client.renderClips(other, id, {
      clips,
      characterId: theirs,
    });
    expect(byOther.statusCode).toBe(404);
    expect(await client.videoRows(userId)).toHaveLength(1);
    expect(await client.videoRows(other)).toEqual([]);
  });

  it('refuses a speaker in a faceless photo before charging, keeping no copy (decision 071)', async () => {
    const userId = await client.newUser(1000);
    const id = await readyEpisode(userId);
    const [photo] = await photoClient(t).add(userId, [[facePhoto('coffee'), 'coffee.jpg']]);
    const keys = await client.storedKeys(userId);
    const balance = await client.credits.balance(userId);
    const refused = await client.renderClips(userId, id, {
      clips: [
        { start: 2, end: 8 },
        { start: 10, end: 16 },
      ],
      photoId: photo!.id,
      speakerFace: 0,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: PODCAST_FACE_MESSAGES.noFace });
    expect(await client.videoRows(userId)).toEqual([]);
    expect(await client.storedKeys(userId)).toEqual(keys);
    expect(await client.credits.balance(userId)).toBe(balance);
  }, 60_000);

  it('refuses clips outside the episode and words outside the clip', async () => {
    const userId = await client.newUser(1000);
    const id = await readyEpisode(userId);
    const outside = await client.renderClips(userId, id, {
      ...audiogram,
      clips: [{ start: 15, end: 25 }],
    });
    expect(outside.statusCode).toBe(400);
    const words = await client.renderClips(userId, id, {
      ...audiogram,
      clips: [{ start: 2, end: 8, captionWords: [{ text: 'late', start: 9, end: 10 }] }],
    });
    expect(words.statusCode).toBe(400);
    expect(await client.videoRows(userId)).toEqual([]);
  });
});

describe('POST /api/episodes/:id/clips with two speakers', () => {
  /** Ava speaks 0-5 s, Ben 6-11 s, Ava again 12-19 s (a word a second). */
  const dialogue = (): TranscriptWord[] =>
    Array.from({ length: 19 }, (_, i) => ({
      text: `w${i}${i === 18 ? '.' : ''}`,
      start: i,
      end: i + 0.7,
      speaker: i >= 6 && i < 12 ? 'ben' : 'ava',
    })).filter((word) => word.start !== 5 && word.start !== 11);

  it('stores the turns on the job, cutting in the pauses, and colours the second voice', async () => {
    analysis.transcribe = () => Promise.resolve({ engine: 'elevenlabs', words: dialogue() });
    const userId = await client.newUser(1000);
    const id = await readyEpisode(userId);
    const characterId = await character(userId, await twoFacePicture());
    const response = await client.renderClips(userId, id, {
      clips: [{ start: 2, end: 16 }],
      characterId,
      speakerFace: 1,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await client.videoRows(userId);
    // Ava (the first heard) on the chosen face 1, Ben on the other; cuts in the pauses
    // (4.7-6 s and 10.7-12 s of the episode, 2.7-4 s and 8.7-10 s of the clip).
    expect(row!.speakerTurns!.map((turn) => turn.face)).toEqual([1, 0, 1]);
    const [first, second, third] = row!.speakerTurns!;
    expect(first!.startMs).toBe(0);
    expect(second!.startMs).toBeGreaterThan(2700);
    expect(second!.startMs).toBeLessThanOrEqual(4000);
    expect(third!.startMs).toBeGreaterThan(8700);
    expect(third!.startMs).toBeLessThanOrEqual(10_000);
    expect(third!.endMs).toBe(14_000);
    // No cue spans the change of voice (no sentence ends there): Ben's words are the second
    // voice's cues, and only theirs.
    const textOf = (voice: number) =>
      row!
        .captions!.filter((cue) => (cue.voice ?? 0) === voice)
        .map((cue) => cue.text)
        .join(' ');
    expect(textOf(1)).toBe('w6 w7 w8 w9 w10');
    expect(textOf(0)).toBe('w2 w3 w4 w12 w13 w14 w15');

    const mapped = await client.renderClips(userId, id, {
      clips: [{ start: 2, end: 16 }],
      characterId,
      speakerFaces: { ava: 0, ben: 1 },
    });
    expect(mapped.statusCode).toBe(201);
    const row2 = (await client.videoRows(userId)).find((r) => r.id !== row!.id)!;
    expect(row2.speakerTurns!.map((turn) => turn.face)).toEqual([0, 1, 0]);
  });

  it('stores no turns for a one-face picture, and refuses a mapping to a face not in it', async () => {
    analysis.transcribe = () => Promise.resolve({ engine: 'elevenlabs', words: dialogue() });
    const userId = await client.newUser(1000);
    const id = await readyEpisode(userId);
    const characterId = await character(userId, facePhoto('astronaut'));
    const clips = [{ start: 2, end: 16 }];
    const ok = await client.renderClips(userId, id, {
      clips,
      characterId,
    });
    expect(ok.statusCode).toBe(201);
    const [row] = await client.videoRows(userId);
    expect(row!.speakerTurns).toBeNull();
    const refused = await client.renderClips(userId, id, {
      clips,
      characterId,
      speakerFaces: { ben: 1 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: PODCAST_FACE_MESSAGES.faceNotFound });
    expect(await client.videoRows(userId)).toHaveLength(1);
  });
});
