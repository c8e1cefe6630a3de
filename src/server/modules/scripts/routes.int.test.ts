import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCRIPT_MESSAGES, type Script } from '@shared/scripts';
import { composeLocalScript } from '../../providers/script/local/index.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { insertUser } from '../../../../test/helpers/users.js';
import { as, deltasOf, scriptRows, streamEvents } from './testing.js';

/**
 * The Script Writer's API on the full app with the built-in local writer: the spec's
 * messages, signed-out callers, streaming end to end, newest-first lists, editing, ownership.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessions: 'header' });
});
afterAll(() => t.close());

const newUser = async () => (await insertUser(t.database.db)).id;

function generate(userId: string | undefined, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/scripts/generate',
    headers: userId ? as(userId) : {},
    payload: body as Record<string, unknown>,
  });
}

async function generated(userId: string, title: string, topic: string): Promise<Script> {
  const events = streamEvents((await generate(userId, { title, topic })).body);
  const done = events.at(-1);
  if (done?.type !== 'done') throw new Error(`no script: ${JSON.stringify(done)}`);
  return done.script;
}

function patch(userId: string | undefined, id: string, body: unknown) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/scripts/${id}`,
    headers: userId ? as(userId) : {},
    payload: body as Record<string, unknown>,
  });
}

const list = async (userId: string) =>
  (await t.app.inject({ url: '/api/scripts', headers: as(userId) })).json<{ scripts: Script[] }>()
    .scripts;

describe('POST /api/scripts/generate', () => {
  it.each([
    [{}],
    [{ title: 'Deep Work' }],
    [{ topic: 'Focus' }],
    [{ title: '   ', topic: 'Focus' }],
    [{ title: 'Deep Work', topic: ' \n ' }],
    [{ title: 7, topic: 'Focus' }],
  ])('refuses %j with the spec’s message, saving nothing', async (body) => {
    const userId = await newUser();
    const response = await generate(userId, body);
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { error: SCRIPT_MESSAGES.titleAndTopicRequired },
    ]);
    expect(await scriptRows(t.database, userId)).toEqual([]);
  });

  it('refuses a title longer than the limit', async () => {
    const userId = await newUser();
    const response = await generate(userId, { title: 'x'.repeat(201), topic: 'Focus' });
    expect(response.statusCode).toBe(400);
    expect(await scriptRows(t.database, userId)).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const response = await generate(undefined, { title: 'Deep Work', topic: 'Focus' });
    expect([response.statusCode, response.json()]).toEqual([
      401,
      { error: 'You must be signed in' },
    ]);
  });

  it('streams the script as it is written, then saves it and sends it back', async () => {
    const userId = await newUser();
    const input = { title: '  Deep Work ', topic: 'Focus, flow and rest' };
    // A browser asks for compression; a compressed stream would arrive in lumps, so none.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/scripts/generate',
      headers: { ...as(userId), 'accept-encoding': 'gzip, br' },
      payload: input,
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache, no-transform');
    expect(response.headers['x-accel-buffering']).toBe('no');
    expect(response.headers['content-encoding']).toBeUndefined();
    const events = streamEvents(response.body);
    expect(events[0]).toEqual({ type: 'start', engine: 'local' });
    const deltas = events.filter((event) => event.type === 'delta');
    expect(deltas.length).toBeGreaterThan(50);
    expect(events.filter((event) => event.type === 'done')).toHaveLength(1);

    const done = events.at(-1);
    expect(done?.type).toBe('done');
    const script = (done as { script: Script }).script;
    const expected = composeLocalScript({ title: 'Deep Work', topic: 'Focus, flow and rest' });
    expect(script).toMatchObject({
      title: 'Deep Work',
      topic: 'Focus, flow and rest',
      content: deltasOf(events).trim(),
      engine: 'local',
    });
    expect(script.content).toBe(expected);
    expect(await list(userId)).toEqual([script]);
    const [row] = await scriptRows(t.database, userId);
    expect(row).toMatchObject({ content: expected, engine: 'local', userId });
  });
});

describe('GET /api/scripts', () => {
  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ url: '/api/scripts' });
    expect([response.statusCode, response.json()]).toEqual([
      401,
      { error: 'You must be signed in' },
    ]);
  });

  it("lists only the user's own scripts, newest first", async () => {
    const [alice, bob] = [await newUser(), await newUser()];
    expect(await list(alice)).toEqual([]);
    const first = await generated(alice, 'Episode one', 'Habits');
    const second = await generated(alice, 'Episode two', 'Sleep and recovery');
    await generated(bob, 'Bob talks', 'Gardening');

    expect((await list(alice)).map((script) => script.id)).toEqual([second.id, first.id]);
    expect((await list(bob)).map((script) => script.title)).toEqual(['Bob talks']);
  });
});

describe('PATCH /api/scripts/:id', () => {
  it('updates the content (trimmed) and updatedAt, and nothing else', async () => {
    const userId = await newUser();
    const script = await generated(userId, 'Editing', 'Rewrites');
    const response = await patch(userId, script.id, { content: '  HOOK:\nA better opening.  ' });

    expect(response.statusCode).toBe(200);
    const updated = response.json<Script>();
    expect(updated).toEqual({
      ...script,
      content: 'HOOK:\nA better opening.',
      updatedAt: expect.any(String),
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(script.updatedAt));
    expect(await list(userId)).toEqual([updated]);
  });

  it('refuses empty content', async () => {
    const userId = await newUser();
    const script = await generated(userId, 'Editing', 'Rewrites');
    for (const body of [{ content: '  ' }, {}, { content: null }]) {
      const response = await patch(userId, script.id, body);
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { error: SCRIPT_MESSAGES.contentRequired },
      ]);
    }
    expect(await list(userId)).toEqual([script]);
  });

  it("answers 404 for another user's script, an unknown id and a malformed one", async () => {
    const [owner, other] = [await newUser(), await newUser()];
    const script = await generated(owner, 'Mine', 'Private thoughts');
    for (const id of [script.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await patch(other, id, { content: 'Taken over' });
      expect([response.statusCode, response.json()]).toEqual([
        404,
        { error: SCRIPT_MESSAGES.notFound },
      ]);
    }
    expect(await list(owner)).toEqual([script]);
  });

  it('needs a signed-in user', async () => {
    const owner = await newUser();
    const script = await generated(owner, 'Mine', 'Private thoughts');
    const response = await patch(undefined, script.id, { content: 'Anonymous edit' });
    expect(response.statusCode).toBe(401);
    expect((await list(owner))[0]!.content).toBe(script.content);
  });
});
