import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_MESSAGES } from '@shared/deletes';
import type { Voiceover } from '@shared/voiceovers';
import { podcastScripts, userVoices, videoJobs } from '../../db/schema/index.js';
import { LocalSpeechEngine } from '../../providers/speech/local/index.js';
import type { SynthesisRequest } from '../../providers/speech/port.js';
import { createSpeechEngines } from '../../providers/speech/registry.js';
import { createTestApp, TEST_USER_HEADER, type TestApp } from '../../../../test/helpers/app.js';
import { deferred } from '../../../../test/helpers/jobs.js';
import { voiceoverSyntheses } from './jobs.js';
import { jobContext, voiceoversClient } from './testing.js';

/**
 * Deleting voiceovers, scripts (with their voiceovers) and voices (decision 044): owner only,
 * stored audio removed, a voiceover still being read stopped and refunded exactly once, clips
 * that spoke a voiceover keep their video and lose the link.
 */

let t: TestApp;
let client: ReturnType<typeof voiceoversClient>;
const local = new LocalSpeechEngine();

const workerWith = (
  synthesize: (request: SynthesisRequest) => ReturnType<typeof local.synthesize>,
) =>
  voiceoverSyntheses({
    database: t.database,
    storage: t.storage,
    media: t.media,
    credits: t.credits,
    engines: createSpeechEngines({
      config: { elevenlabs: null },
      local: { engine: 'local', synthesize },
    }),
  });

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header' });
  client = voiceoversClient(t);
});
afterAll(() => t.close());
afterEach(() => client.checkLedgers());

const remove = (userId: string, url: string) =>
  t.app.inject({ method: 'DELETE', url, headers: { [TEST_USER_HEADER]: userId } });

async function queuedVoiceover(credits = 100) {
  const userId = await client.newUser(credits);
  const script = await client.newScript(userId, 'HOOK:\nHello there and welcome to the show.');
  const voice = await client.newVoice(userId);
  const response = await client.create(userId, script.id, { voiceRowId: voice.id });
  expect(response.statusCode).toBe(201);
  return { userId, script, voice, voiceover: response.json<Voiceover>() };
}

async function readyVoiceover() {
  const made = await queuedVoiceover();
  await workerWith((request) => local.synthesize(request)).run(made.voiceover.id, jobContext());
  const row = await client.row(made.voiceover.id);
  expect(row.status).toBe('ready');
  return { ...made, audioKey: row.audioKey! };
}

describe('DELETE /api/voiceovers/:id', () => {
  it('deletes a ready voiceover and its audio; a finished clip keeps its video', async () => {
    const { userId, script, voiceover, audioKey } = await readyVoiceover();
    const other = await client.newUser(0);
    const clipId = randomUUID();
    const charge = await t.credits.charge({
      userId,
      amount: 4,
      idempotencyKey: `charge:test-clip:${clipId}`,
      reason: 'Podcast clip (2 s)',
    });
    await t.database.db.insert(videoJobs).values({
      id: clipId,
      userId,
      mode: 'hedra',
      status: 'succeeded',
      prompt: 'Hosts talk',
      aspectRatio: '9:16',
      resolution: '720p',
      durationSeconds: 2,
      seed: 1,
      cost: 4,
      chargeEntryId: charge.entryId,
      engine: 'local',
      inputAudioKey: audioKey,
      voiceoverId: voiceover.id,
    });
    expect((await remove(other, `/api/voiceovers/${voiceover.id}`)).statusCode).toBe(404);
    expect(await client.storedKeys(userId)).toContain(audioKey);

    const response = await remove(userId, `/api/voiceovers/${voiceover.id}`);
    expect([response.statusCode, response.json()]).toEqual([
      200,
      { id: voiceover.id, message: DELETE_MESSAGES.deleted.voiceover },
    ]);
    expect(await client.list(userId, script.id)).toEqual([]);
    expect(await client.storedKeys(userId)).not.toContain(audioKey);
    const [clip] = await t.database.db.select().from(videoJobs).where(eq(videoJobs.id, clipId));
    expect(clip).toMatchObject({ inputAudioKey: null, voiceoverId: null, status: 'succeeded' });
    expect(await client.ledgerOf(userId, 'refund')).toEqual([]);
  });

  it('stops a voiceover being read and refunds it once', async () => {
    const { userId, voiceover } = await queuedVoiceover();
    const started = deferred();
    const run = workerWith(
      (request) =>
        new Promise((_resolve, reject) => {
          started.resolve();
          request.signal.addEventListener('abort', () => reject(request.signal.reason as Error));
        }),
    ).run(voiceover.id, jobContext());
    await started.promise;
    expect((await remove(userId, `/api/voiceovers/${voiceover.id}`)).statusCode).toBe(200);
    // The attempt notices its row is gone and ends without writing or refunding again.
    await run;
    const refunds = await client.ledgerOf(userId, 'refund');
    expect(refunds.map((e) => [e.amount, e.reason])).toEqual([
      [voiceover.cost, DELETE_MESSAGES.refundReason],
    ]);
    expect(await client.credits.balance(userId)).toBe(100);
    expect(await client.voiceoverRows(userId)).toEqual([]);
    // A retry of the job (or its exhausted handler) changes nothing either.
    await workerWith((request) => local.synthesize(request)).exhausted(voiceover.id, {
      name: 'Error',
      message: 'gone',
    });
    expect(await client.ledgerOf(userId, 'refund')).toHaveLength(1);
  });
});

describe('DELETE /api/scripts/:id', () => {
  it('deletes a script with its voiceovers, refunding the one still queued', async () => {
    const { userId, script, voice, voiceover: queued } = await queuedVoiceover();
    const other = await client.newUser(0);
    // A second voiceover of the same script, read and stored.
    const second = (
      await client.create(userId, script.id, { voiceRowId: voice.id })
    ).json<Voiceover>();
    await workerWith((request) => local.synthesize(request)).run(second.id, jobContext());
    const audioKey = (await client.row(second.id)).audioKey!;

    expect((await remove(other, `/api/scripts/${script.id}`)).statusCode).toBe(404);
    const response = await remove(userId, `/api/scripts/${script.id}`);
    expect([response.statusCode, response.json()]).toEqual([
      200,
      { id: script.id, message: DELETE_MESSAGES.deleted.script },
    ]);
    expect(
      await t.database.db.select().from(podcastScripts).where(eq(podcastScripts.userId, userId)),
    ).toEqual([]);
    expect(await client.voiceoverRows(userId)).toEqual([]);
    expect(await client.storedKeys(userId)).not.toContain(audioKey);
    const refunds = await client.ledgerOf(userId, 'refund');
    expect(refunds.map((e) => e.amount)).toEqual([queued.cost]);
  });
});

describe('DELETE /api/voices/:id', () => {
  it('removes a cloned voice and its sample; voiceovers read with it stay', async () => {
    const { userId, voiceover } = await queuedVoiceover();
    const other = await client.newUser(0);
    const clone = await client.newClone(userId);
    await t.storage.put(clone.sampleAudioPath!, Buffer.from('ID3 sample'), {
      contentType: 'audio/mpeg',
    });
    const [voiceRow] = await t.database.db
      .select()
      .from(userVoices)
      .where(eq(userVoices.userId, userId));
    expect(voiceRow).toBeDefined();

    expect((await remove(other, `/api/voices/${clone.id}`)).statusCode).toBe(404);
    const response = await remove(userId, `/api/voices/${clone.id}`);
    expect([response.statusCode, response.json()]).toEqual([
      200,
      { id: clone.id, message: DELETE_MESSAGES.deleted.voice },
    ]);
    expect(await t.storage.head(clone.sampleAudioPath!)).toBeNull();
    const voices = await client.send(userId, 'GET', '/api/voices');
    expect(voices.json<{ voices: { id: string }[] }>().voices.map((v) => v.id)).not.toContain(
      clone.id,
    );
    // The default voice the voiceover was read with can go too; the voiceover stays.
    const spoken = (await client.row(voiceover.id)).voiceRowId!;
    expect((await remove(userId, `/api/voices/${spoken}`)).statusCode).toBe(200);
    expect(await client.row(voiceover.id)).toMatchObject({ voiceRowId: null });
    // Queued voiceovers are not refunded by removing a voice.
    expect(await client.ledgerOf(userId, 'refund')).toEqual([]);
  });
});
