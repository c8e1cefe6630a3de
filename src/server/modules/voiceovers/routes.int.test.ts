import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VOICEOVER_MESSAGES, type Voiceover } from '@shared/voiceovers';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { eventsAfter } from '../../platform/events/repo.js';
import { VOICEOVER_UPDATED_EVENT } from './events.js';
import { NARRATION_MESSAGES } from './narration.js';
import { RACHEL, voiceoversClient } from './testing.js';

/**
 * The voiceover API (no workers: the job stays queued, see synthesize.int.test.ts for it):
 * the price computed on the server from the spoken text, charge + row + job in one
 * transaction, 402 leaving nothing, and ownership of scripts, voices and voiceovers.
 */

let t: TestApp;
let client: ReturnType<typeof voiceoversClient>;

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header' });
  client = voiceoversClient(t);
});
afterAll(() => t.close());
afterEach(() => client.checkLedgers());

/** A script whose spoken text (labels dropped) is `characters` long. */
const scriptOf = (characters: number) => `HOOK:\n${'a'.repeat(characters)}\n\nOUTRO:`;

describe('POST /api/scripts/:scriptId/voiceovers', () => {
  it('prices the spoken text at 1 credit per started 1,000 characters and charges it', async () => {
    const userId = await client.newUser(10);
    const script = await client.newScript(userId, scriptOf(2_001));
    const voice = await client.newVoice(userId);
    const response = await client.create(userId, script.id, { voiceRowId: voice.id, cost: 1 });
    expect(response.statusCode).toBe(201);
    const created = response.json<Voiceover>();
    expect(created).toMatchObject({
      scriptId: script.id,
      voiceRowId: voice.id,
      voiceName: RACHEL.name,
      engine: 'local',
      status: 'queued',
      cost: 3,
      characters: 2_001,
      durationMs: null,
      captionTiming: null,
      audioUrl: null,
      error: null,
    });
    expect(await client.credits.balance(userId)).toBe(7);
    const [charge] = await client.ledgerOf(userId, 'charge');
    expect(charge).toMatchObject({ amount: -3, reference: created.id });
    const row = await client.row(created.id);
    expect(row).toMatchObject({ chargeEntryId: charge!.id, spokenText: 'a'.repeat(2_001) });
    expect(await client.queuedJobs(created.id)).toBe(1);
    const events = await eventsAfter(t.database.db, userId, 0);
    expect(events.filter((e) => e.type === VOICEOVER_UPDATED_EVENT).map((e) => e.payload)).toEqual([
      { id: created.id, scriptId: script.id, status: 'queued' },
    ]);
  });

  it.each([
    [1, 1],
    [1_000, 1],
    [1_001, 2],
  ])('charges %i spoken characters %i credit(s)', async (characters, credits) => {
    const userId = await client.newUser(5);
    const script = await client.newScript(userId, scriptOf(characters));
    const voice = await client.newVoice(userId);
    const created = (await client.create(userId, script.id, { voiceRowId: voice.id })).json();
    expect(created).toMatchObject({ cost: credits, characters });
    expect(await client.credits.balance(userId)).toBe(5 - credits);
  });

  it('answers a shortfall with 402, creating nothing', async () => {
    const userId = await client.newUser(1);
    const script = await client.newScript(userId, scriptOf(1_500));
    const voice = await client.newVoice(userId);
    const response = await client.create(userId, script.id, { voiceRowId: voice.id });
    expect([response.statusCode, response.json()]).toEqual([
      402,
      { error: 'Insufficient credits. You have 1 but need 2.', balance: 1, required: 2 },
    ]);
    expect(await client.voiceoverRows(userId)).toEqual([]);
    expect(await client.ledgerOf(userId, 'charge')).toEqual([]);
    expect(await client.credits.balance(userId)).toBe(1);
    const { rows } = await t.database.executeSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'voiceovers.synthesize'
         AND NOT EXISTS (SELECT 1 FROM voiceovers v WHERE v.id::text = data->'payload'->>'voiceoverId')`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('asks for a voice, and refuses a script with nothing to read', async () => {
    const userId = await client.newUser(5);
    const script = await client.newScript(userId, scriptOf(10));
    for (const body of [{}, { voiceRowId: 'rachel' }]) {
      const response = await client.create(userId, script.id, body);
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { error: VOICEOVER_MESSAGES.chooseVoice },
      ]);
    }
    const labelsOnly = await client.newScript(userId, 'HOOK:\n\nOUTRO:');
    const voice = await client.newVoice(userId);
    const response = await client.create(userId, labelsOnly.id, { voiceRowId: voice.id });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { error: NARRATION_MESSAGES.nothingToRead },
    ]);
    expect(await client.voiceoverRows(userId)).toEqual([]);
    expect(await client.credits.balance(userId)).toBe(5);
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/scripts/${crypto.randomUUID()}/voiceovers`,
      payload: { voiceRowId: crypto.randomUUID() },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('ownership', () => {
  it('answers 404 for another user’s script or voice, charging nothing', async () => {
    const [alice, bob] = [await client.newUser(5), await client.newUser(5)];
    const aliceScript = await client.newScript(alice, scriptOf(100));
    const aliceVoice = await client.newVoice(alice);
    const bobScript = await client.newScript(bob, scriptOf(100));
    const bobVoice = await client.newVoice(bob);

    const cases = [
      [bobScript.id, aliceVoice.id, VOICEOVER_MESSAGES.scriptNotFound],
      ['not-a-uuid', aliceVoice.id, VOICEOVER_MESSAGES.scriptNotFound],
      [aliceScript.id, bobVoice.id, VOICEOVER_MESSAGES.voiceNotFound],
      [aliceScript.id, crypto.randomUUID(), VOICEOVER_MESSAGES.voiceNotFound],
    ] as const;
    for (const [scriptId, voiceRowId, error] of cases) {
      const response = await client.create(alice, scriptId, { voiceRowId });
      expect([response.statusCode, response.json()]).toEqual([404, { error }]);
    }
    expect(await client.voiceoverRows(alice)).toEqual([]);
    expect(await client.credits.balance(alice)).toBe(5);
  });

  it('lists a script’s voiceovers newest first, to its owner only', async () => {
    const [alice, bob] = [await client.newUser(5), await client.newUser(5)];
    const script = await client.newScript(alice, scriptOf(100));
    const other = await client.newScript(alice, scriptOf(100));
    const voice = await client.newVoice(alice);
    const first = (await client.create(alice, script.id, { voiceRowId: voice.id })).json();
    const second = (await client.create(alice, script.id, { voiceRowId: voice.id })).json();
    await client.create(alice, other.id, { voiceRowId: voice.id });

    const listed = await client.list(alice, script.id);
    expect(listed.map((v) => v.id)).toEqual([second.id, first.id]);
    const response = await client.send(bob, 'GET', `/api/scripts/${script.id}/voiceovers`);
    expect([response.statusCode, response.json()]).toEqual([
      404,
      { error: VOICEOVER_MESSAGES.scriptNotFound },
    ]);
  });

  it('serves captions to the owner only, and only once ready', async () => {
    const [alice, bob] = [await client.newUser(5), await client.newUser(5)];
    const script = await client.newScript(alice, scriptOf(100));
    const voice = await client.newVoice(alice);
    const created = (await client.create(alice, script.id, { voiceRowId: voice.id })).json();
    for (const format of ['srt', 'vtt'] as const) {
      const early = await client.captions(alice, created.id, format);
      expect([early.statusCode, early.json()]).toEqual([
        409,
        { error: VOICEOVER_MESSAGES.notReady },
      ]);
      for (const [userId, id] of [
        [bob, created.id],
        [alice, crypto.randomUUID()],
        [alice, 'nope'],
      ]) {
        const response = await client.captions(userId!, id!, format);
        expect([response.statusCode, response.json()]).toEqual([
          404,
          { error: VOICEOVER_MESSAGES.notFound },
        ]);
      }
    }
  });
});
