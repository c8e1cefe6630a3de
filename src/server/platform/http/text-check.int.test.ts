import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_TEXT_MESSAGE, SINGLE_LINE_MESSAGE } from '@shared/text';
import {
  customReferences,
  imageJobs,
  podcastCharacters,
  podcastScripts,
  user,
} from '../../db/schema/index.js';
import { insertScript } from '../../modules/scripts/testing.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import {
  randomClientAddress,
  signUpAndGetCookie,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type TestAccount,
} from '../../../../test/helpers/auth.js';
import { pngImage } from '../../../../test/fixtures/videos.js';

/**
 * The edge's text rule (decision 020) on the full app with real sessions: a NUL or another
 * control character anywhere a person can put text is a 400 with one message before any
 * route runs, and nothing is written. Each case below answered 500 (PostgreSQL refused the
 * NUL) or streamed a whole script before failing, until the rule was applied at the edge.
 */

const NUL = '\u0000';
let t: TestApp;
let account: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  account = await signUpAndGetCookie(t.app, { name: 'Nora Null' });
  await t.credits.grant({
    userId: account.id,
    amount: 500,
    kind: 'purchase',
    idempotencyKey: `purchase:${account.id}`,
    reason: 'Test credits',
  });
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: account.headers,
    remoteAddress: randomClientAddress(),
    ...(payload ? { payload } : {}),
  });

function expectRefused(response: { statusCode: number; json(): unknown; headers: object }) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ error: INVALID_TEXT_MESSAGE });
}

/** The ids of the signed-in account's rows, per table a refused request must not write to. */
const ownRows = {
  images: () =>
    t.database.db
      .select({ id: imageJobs.id })
      .from(imageJobs)
      .where(eq(imageJobs.userId, account.id)),
  characters: () =>
    t.database.db
      .select({ id: podcastCharacters.id })
      .from(podcastCharacters)
      .where(eq(podcastCharacters.userId, account.id)),
  scripts: () =>
    t.database.db
      .select({ id: podcastScripts.id })
      .from(podcastScripts)
      .where(eq(podcastScripts.userId, account.id)),
  references: () =>
    t.database.db
      .select({ id: customReferences.id })
      .from(customReferences)
      .where(eq(customReferences.userId, account.id)),
};

describe('NUL in a JSON body', () => {
  it('POST /api/images styleId: 400, no job and no charge', async () => {
    const balance = await t.credits.balance(account.id);
    expectRefused(await send('POST', '/api/images', { prompt: 'A lake', styleId: `x${NUL}` }));
    expect(await ownRows.images()).toEqual([]);
    expect(await t.credits.balance(account.id)).toBe(balance);
  });

  it('POST /api/podcast-characters name: 400, no character', async () => {
    const body = { name: `Host${NUL}`, description: 'A calm radio voice' };
    expectRefused(await send('POST', '/api/podcast-characters', body));
    expect(await ownRows.characters()).toEqual([]);
  });

  it('PATCH /api/scripts/{id} content: 400, content unchanged', async () => {
    const script = await insertScript(t.database.db, {
      userId: account.id,
      title: 'Focus',
      topic: 'Deep work',
      content: 'HOOK:\nStay on one thing.',
      engine: 'local',
    });
    expectRefused(await send('PATCH', `/api/scripts/${script.id}`, { content: `New${NUL}` }));
    const [row] = await t.database.db
      .select()
      .from(podcastScripts)
      .where(eq(podcastScripts.id, script.id));
    expect(row!.content).toBe('HOOK:\nStay on one thing.');
  });

  it('POST /api/scripts/generate: a JSON 400 before any stream starts, nothing saved', async () => {
    const before = await ownRows.scripts();
    const response = await send('POST', '/api/scripts/generate', {
      title: 'Focus',
      topic: `Deep${NUL} work`,
    });
    expectRefused(response);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(await ownRows.scripts()).toEqual(before);
  });

  it('a JSON key with a control character', async () => {
    expectRefused(await send('POST', '/api/podcast-characters', { [`name${NUL}`]: 'x' }));
  });

  it.each([
    ['ESC', '\u001b[2J'],
    ['DEL', '\u007f'],
    ['a C1 control', '\u0085'],
    ['a lone surrogate', '\ud800'],
  ])('refuses %s like a NUL', async (_, text) => {
    const body = { name: 'Host', description: `A calm ${text} voice` };
    expectRefused(await send('POST', '/api/podcast-characters', body));
    expect(await ownRows.characters()).toEqual([]);
  });
});

describe('NUL in better-auth’s raw JSON bodies', () => {
  it('POST /api/auth/reset-password token: 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_ORIGIN },
      remoteAddress: randomClientAddress(),
      payload: { token: `abc${NUL}`, newPassword: TEST_PASSWORD },
    });
    expectRefused(response);
  });

  it('POST /api/auth/sign-up/email name: 400, no account (JSON and URL-encoded)', async () => {
    const email = 'eve-null@example.test';
    const signUp = (headers: Record<string, string>, payload: string | object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: randomClientAddress(),
        headers: { origin: TEST_ORIGIN, ...headers },
        payload,
      });
    expectRefused(await signUp({}, { name: `Eve${NUL}`, email, password: TEST_PASSWORD }));
    expectRefused(
      await signUp(
        { 'content-type': 'application/x-www-form-urlencoded' },
        `name=Eve%00&email=${encodeURIComponent(email)}&password=${TEST_PASSWORD}`,
      ),
    );
    const rows = await t.database.db.select().from(user).where(eq(user.email, email));
    expect(rows).toEqual([]);
  });
});

describe('NUL in the URL', () => {
  it('a route parameter', async () => {
    expectRefused(await send('GET', '/api/videos/abc%00def'));
  });

  it('not on a path no route serves (a web page, a 404): nothing reads its input', async () => {
    const response = await send('GET', '/nowhere?utm_content=a%0Ab%00');
    expect([response.statusCode, response.json()]).toEqual([404, { error: 'Not found' }]);
  });

  it('a query string value, and a line break there too', async () => {
    expectRefused(await send('GET', '/api/events/poll?after=0&x=%00'));
    expectRefused(await send('GET', '/api/events/poll?after=0&x=a%0Ab'));
  });
});

describe('NUL in a multipart form', () => {
  async function postReference(name: string, fileName: string) {
    const data = new FormData();
    data.append('name', name);
    const image = new Uint8Array(await pngImage(32, 32));
    data.append('images', new Blob([image], { type: 'image/png' }), fileName);
    return t.app.inject({
      method: 'POST',
      url: '/api/custom-references',
      headers: account.headers,
      payload: data,
    });
  }

  it('a text field: 400, no reference', async () => {
    expectRefused(await postReference(`Me${NUL}`, 'me.png'));
    expect(await ownRows.references()).toEqual([]);
  });

  it.each([
    ['/api/videos/image-to-video', 'prompt', 'image'],
    ['/api/voices/clone', 'voiceName', 'sample'],
  ])('%s, through every form reader: a text field and a file name', async (url, field, file) => {
    for (const [value, fileName] of [
      [`x${NUL}`, 'a.png'],
      ['x', `a${NUL}.png`],
    ]) {
      const data = new FormData();
      data.append(field, value!);
      data.append(file, new Blob([new Uint8Array(await pngImage(8, 8))]), fileName!);
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: account.headers,
        payload: data,
      });
      expectRefused(response);
    }
  });

  it('a file name: 400, no reference', async () => {
    expectRefused(await postReference('Me', `me${NUL}.png`));
    expect(await ownRows.references()).toEqual([]);
  });
});

describe('line breaks and tabs', () => {
  it('are kept in free text (a script’s content, CR LF included)', async () => {
    const script = await insertScript(t.database.db, {
      userId: account.id,
      title: 'Lines',
      topic: 'Breaks',
      content: 'Old',
      engine: 'local',
    });
    const content = 'HOOK:\r\nOne\tthing.\nTwo things.';
    const response = await send('PATCH', `/api/scripts/${script.id}`, { content });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ content });
  });

  it('are refused in a name, with the single-line message', async () => {
    const body = { name: 'Ann\nLee', description: 'Two lines of name' };
    const response = await send('POST', '/api/podcast-characters', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: SINGLE_LINE_MESSAGE });
    expect(await ownRows.characters()).toEqual([]);
  });
});
