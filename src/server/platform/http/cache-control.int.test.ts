import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VOICES } from '@shared/voices';
import {
  createTestApp,
  TEST_ROLES_HEADER,
  TEST_USER_HEADER,
  type TestApp,
} from '../../../../test/helpers/app.js';
import { insertUser, makeAdmin, type TestUser } from '../../../../test/helpers/users.js';
import { newObjectKey } from '../storage/keys.js';

/**
 * Cache-Control on the API (issue 15, item 9): answers carrying user data must not be stored
 * by a browser or a proxy. Every route in the OpenAPI document is called, signed in and out;
 * the routes that cache on purpose keep their own header.
 */

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header' });
  admin = await insertUser(t.database.db);
  await makeAdmin(t.database.db, admin.id);
});
afterAll(() => t.close());

const signedIn = () => ({
  [TEST_USER_HEADER]: admin.id,
  [TEST_ROLES_HEADER]: 'admin',
  origin: 'http://localhost:3000',
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Every operation of the API's own document, with path parameters filled in. */
async function documentedOperations(): Promise<{ method: Method; url: string }[]> {
  const document = (await t.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths).flatMap(([route, operations]) =>
    Object.keys(operations).map((method) => ({
      method: method.toUpperCase() as Method,
      url: route.replace(/\{[^}]+\}/g, randomUUID()),
    })),
  );
}

describe('Cache-Control on /api', () => {
  it('is no-store on every documented route, signed in or not, whatever the status', async () => {
    const operations = await documentedOperations();
    // The document is the app's own: a route added later is covered without a new test.
    expect(operations.length).toBeGreaterThan(30);
    const stored: string[] = [];
    for (const { method, url } of operations) {
      // The offline checkout's real answers are covered elsewhere; the file and sample routes
      // cache on purpose (below).
      if (url.startsWith('/api/files/') || url.startsWith('/api/voices/sample/')) continue;
      for (const headers of [signedIn(), {}]) {
        const response = await t.app.inject({
          method,
          url,
          headers,
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        const cacheControl = String(response.headers['cache-control'] ?? '');
        if (!cacheControl.includes('no-store')) {
          stored.push(`${method} ${url} ${response.statusCode}: "${cacheControl}"`);
        }
      }
    }
    expect(stored).toEqual([]);
  });

  it('is no-store on unknown API paths and on errors', async () => {
    const missing = await t.app.inject({ url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const signedOut = await t.app.inject({ url: '/api/me' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['cache-control']).toBe('no-store');
  });

  it('keeps the headers of routes that cache on purpose, and of routes that set their own', async () => {
    const key = newObjectKey('hedra-inputs', admin.id, 'png');
    await t.storage.put(key, Buffer.from('not really a png'), { contentType: 'image/png' });
    const file = await t.app.inject({ url: await t.storage.signedUrl(key) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toMatch(/^private, max-age=\d+$/);

    const sample = await t.app.inject({
      url: `/api/voices/sample/${DEFAULT_VOICES[0].voiceId}`,
      headers: signedIn(),
    });
    expect(sample.statusCode).toBe(200);
    expect(sample.headers['cache-control']).toBe('private, max-age=3600');

    const csv = await t.app.inject({ url: '/api/credits/history.csv', headers: signedIn() });
    expect(csv.headers['cache-control']).toBe('no-store');

    // The API's documentation holds no user data.
    const docs = await t.app.inject({ url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['cache-control']).toBeUndefined();
  });
});
