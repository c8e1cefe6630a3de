import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SCRIPT_MESSAGES, type Script, type ScriptStreamEvent } from '@shared/scripts';
import type { Config } from '../../config.js';
import { podcastScripts } from '../../db/schema/index.js';
import { OpenAiChatFake } from '../../../../test/fakes/openai-chat-fake.js';
import { EngineError } from '../../kernel/engine-error.js';
import { vendorMessages } from '../../providers/vendor-failure.js';
import { createServices } from '../../services.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { insertUser } from '../../../../test/helpers/users.js';
import { SseReader } from '../../../../test/helpers/sse.js';
import {
  as,
  ControlledWriter,
  deltasOf,
  scriptRows,
  scriptsOnlyApp,
  streamEvents,
} from './testing.js';

const SCRIPT_VENDOR_MESSAGES = vendorMessages('script');

/**
 * Generation beyond the happy path: the daily cap (on the full app with SCRIPT_DAILY_LIMIT=2,
 * and under concurrency), engine failures and disconnects saving nothing, shutdown, and the
 * OpenAI-compatible engine end to end against the local fake of its API.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessions: 'header', env: { SCRIPT_DAILY_LIMIT: '2' } });
});
afterAll(() => t.close());

const newUser = async () => (await insertUser(t.database.db)).id;
const body = { title: 'Deep Work', topic: 'Focus, flow and rest' };
const withLimit = (dailyLimit: number): Config => ({
  ...t.config,
  scripts: { ...t.config.scripts, dailyLimit },
});

function generate(app = t.app, userId: string, payload: object = body) {
  return app.inject({ method: 'POST', url: '/api/scripts/generate', headers: as(userId), payload });
}

describe('the daily limit (SCRIPT_DAILY_LIMIT=2)', () => {
  it('answers 429 with a clear message once the user saved today’s scripts', async () => {
    const [userId, other] = [await newUser(), await newUser()];
    for (let i = 0; i < 2; i += 1) {
      expect(streamEvents((await generate(t.app, userId)).body).at(-1)?.type).toBe('done');
    }
    const refused = await generate(t.app, userId);
    expect([refused.statusCode, refused.json()]).toEqual([
      429,
      { error: SCRIPT_MESSAGES.dailyLimit(2) },
    ]);
    expect(await scriptRows(t.database, userId)).toHaveLength(2);
    expect(streamEvents((await generate(t.app, other)).body).at(-1)?.type).toBe('done');
  });

  it('counts only this UTC day’s scripts', async () => {
    const userId = await newUser();
    const yesterday = new Date(Date.now() - 25 * 3_600_000);
    const old = { userId, title: 'Old', topic: 'Old', content: 'Old', engine: 'local' as const };
    await t.database.db.insert(podcastScripts).values([
      { ...old, createdAt: yesterday, updatedAt: yesterday },
      { ...old, createdAt: yesterday, updatedAt: yesterday },
    ]);
    expect(streamEvents((await generate(t.app, userId)).body).at(-1)?.type).toBe('done');
  });

  it('keeps only the allowance when generations started together finish', async () => {
    const userId = await newUser();
    const [first, second] = [new ControlledWriter(), new ControlledWriter()];
    const apps = await Promise.all(
      [first, second].map((writer) =>
        scriptsOnlyApp({ config: withLimit(1), database: t.database, writer }),
      ),
    );
    try {
      const answers = apps.map((app) => generate(app, userId));
      await Promise.all([first.started, second.started]);
      for (const writer of [first, second]) writer.push('HOOK:\nHello.');
      for (const writer of [first, second]) writer.push(null);
      const endings = (await Promise.all(answers)).map((answer) =>
        streamEvents(answer.body).at(-1),
      );

      expect(endings.map((ending) => ending?.type).sort()).toEqual(['done', 'error']);
      expect(endings).toContainEqual({ type: 'error', error: SCRIPT_MESSAGES.dailyLimit(1) });
      expect(await scriptRows(t.database, userId)).toHaveLength(1);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});

describe('when writing fails or stops', () => {
  it.each([
    [
      new EngineError('script', 'The AI script writer is busy right now.', true),
      'The AI script writer is busy right now.',
    ],
    [new Error('a bug'), SCRIPT_MESSAGES.failedToGenerate],
  ])(
    'sends an error event after the text so far and saves nothing (%s)',
    async (failure, message) => {
      const userId = await newUser();
      const writer = new ControlledWriter();
      const app = await scriptsOnlyApp({ config: t.config, database: t.database, writer });
      try {
        writer.push('HOOK:\n');
        writer.push('Half a');
        writer.push(failure);
        const response = await generate(app, userId);
        expect(response.statusCode).toBe(200);
        expect(streamEvents(response.body)).toEqual([
          { type: 'start', engine: 'local' },
          { type: 'delta', text: 'HOOK:\n' },
          { type: 'delta', text: 'Half a' },
          { type: 'error', error: message },
        ]);
        expect(await scriptRows(t.database, userId)).toEqual([]);
      } finally {
        await app.close();
      }
    },
  );

  it('refuses to save a script that came out empty', async () => {
    const userId = await newUser();
    const writer = new ControlledWriter();
    const app = await scriptsOnlyApp({ config: t.config, database: t.database, writer });
    try {
      writer.push('  \n ');
      writer.push(null);
      const events = streamEvents((await generate(app, userId)).body);
      expect(events.at(-1)).toEqual({ type: 'error', error: SCRIPT_MESSAGES.failedToGenerate });
      expect(await scriptRows(t.database, userId)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('saves (and streams) an engine’s text without the NULs it wrote', async () => {
    const userId = await newUser();
    const writer = new ControlledWriter();
    const app = await scriptsOnlyApp({ config: t.config, database: t.database, writer });
    try {
      writer.push('HOOK:\n\u0000Stay');
      writer.push(' on\u0000 one thing.');
      writer.push(null);
      const events = streamEvents((await generate(app, userId)).body);
      expect(deltasOf(events)).toBe('HOOK:\nStay on one thing.');
      expect(events.at(-1)).toMatchObject({
        type: 'done',
        script: { content: 'HOOK:\nStay on one thing.' },
      });
      expect(await scriptRows(t.database, userId)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('stops the engine and saves nothing when the client disconnects', async () => {
    const userId = await newUser();
    const writer = new ControlledWriter();
    const app = await scriptsOnlyApp({ config: t.config, database: t.database, writer });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      writer.push('HOOK:\nHello');
      // node:http with its own socket: fetch's pool would keep a spare connection open.
      const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const request = http.request(
          `http://127.0.0.1:${port}/api/scripts/generate`,
          {
            method: 'POST',
            agent: false,
            headers: { ...as(userId), 'content-type': 'application/json' },
          },
          resolve,
        );
        request.on('error', reject);
        request.end(JSON.stringify(body));
      });
      expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      const abort = new AbortController();
      abort.signal.addEventListener('abort', () => response.destroy());
      const reader = new SseReader(Readable.toWeb(response) as ReadableStream<Uint8Array>, abort);
      const seen: ScriptStreamEvent[] = [];
      for (let i = 0; i < 2; i += 1) seen.push(JSON.parse((await reader.next()).data));
      expect(seen).toEqual([
        { type: 'start', engine: 'local' },
        { type: 'delta', text: 'HOOK:\nHello' },
      ]);

      reader.close();
      await new Promise<void>((resolve) => {
        if (writer.signal?.aborted) resolve();
        writer.signal?.addEventListener('abort', () => resolve(), { once: true });
      });
      writer.push(null); // Too late: the engine was stopped.
      expect(await scriptRows(t.database, userId)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('ends open streams with an error event when the server shuts down', async () => {
    const userId = await newUser();
    const writer = new ControlledWriter();
    const app = await scriptsOnlyApp({ config: t.config, database: t.database, writer });
    writer.push('HOOK:\n');
    const answer = generate(app, userId);
    await writer.idle();
    await app.close();
    expect(streamEvents((await answer).body)).toEqual([
      { type: 'start', engine: 'local' },
      { type: 'delta', text: 'HOOK:\n' },
      { type: 'error', error: SCRIPT_MESSAGES.failedToGenerate },
    ]);
    expect(await scriptRows(t.database, userId)).toEqual([]);
  });
});

describe('with an OpenAI-compatible chat model configured', () => {
  let fake: OpenAiChatFake;
  beforeAll(async () => {
    fake = await OpenAiChatFake.start({ apiKey: 'sk-chat', model: 'llama3.2' });
  });
  afterAll(() => fake.close());
  afterEach(() => {
    fake.scenario = 'stream';
  });

  const chatApp = () => {
    const config: Config = {
      ...t.config,
      scripts: {
        dailyLimit: 20,
        chat: { baseUrl: fake.baseUrl, apiKey: 'sk-chat', model: 'llama3.2' },
      },
    };
    const { scriptWriter } = createServices(config, { database: t.database, storage: t.storage });
    return scriptsOnlyApp({ config, database: t.database, writer: scriptWriter });
  };

  it('streams the model’s text and saves it as written by the openai engine', async () => {
    const userId = await newUser();
    const app = await chatApp();
    try {
      const events = streamEvents((await generate(app, userId)).body);
      expect(events[0]).toEqual({ type: 'start', engine: 'openai' });
      expect(deltasOf(events)).toBe(fake.reply);
      const done = events.at(-1) as { type: 'done'; script: Script };
      expect(done.script).toMatchObject({ engine: 'openai', content: fake.reply.trim() });
      const prompt = JSON.stringify(fake.requests.of('chat').at(-1)!.json);
      expect(prompt).toContain('Deep Work');
      expect(prompt).toContain('Focus, flow and rest');
      expect(fake.violations).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('reports a mid-stream failure in the vendor’s words and saves nothing', async () => {
    const userId = await newUser();
    fake.scenario = 'mid-stream-error';
    const app = await chatApp();
    try {
      const events = streamEvents((await generate(app, userId)).body);
      expect(events.at(-1)).toEqual({
        type: 'error',
        error: SCRIPT_VENDOR_MESSAGES.failed('The model crashed while generating.'),
      });
      expect(await scriptRows(t.database, userId)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
