import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { registerErrorHandling } from '../http/errors.js';
import type { StoragePort, StoredObject } from './port.js';
import { decideRange, serveStoredObject } from './serve-ranged.js';

const BODY = Buffer.from('0123456789'); // 10 bytes

/** A store of one object whose body is whatever `body` makes. */
function storeOf(body: () => Readable): StoragePort {
  return {
    head: async () => ({ size: BODY.length, contentType: 'audio/wav' }),
    get: async (): Promise<StoredObject> => ({
      size: BODY.length,
      contentType: 'audio/wav',
      body: body(),
    }),
  } as unknown as StoragePort;
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function serving(storage: StoragePort) {
  app = Fastify();
  registerErrorHandling(app);
  app.get('/object', (request, reply) =>
    serveStoredObject(storage, request, reply, {
      key: 'k',
      notFound: () => new AppError(404, 'Gone'),
      headers: { 'cache-control': 'no-store' },
      objectHeaders: { 'content-disposition': 'attachment' },
    }),
  );
  await app.ready();
  return app;
}

describe('serveStoredObject', () => {
  it('answers 416 with the every-answer headers only', async () => {
    const server = await serving(storeOf(() => Readable.from([BODY])));
    const response = await server.inject({ url: '/object', headers: { range: 'bytes=10-' } });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */10');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it('ends the answer, not the process, when the stored stream fails before any byte', async () => {
    const server = await serving(
      storeOf(
        () =>
          new Readable({
            read() {
              this.destroy(new Error('disk gone'));
            },
          }),
      ),
    );
    const response = await server.inject({ url: '/object' });
    expect(response.statusCode).toBe(500);
    // The process is still serving.
    const next = await server.inject({ url: '/object', headers: { range: 'bytes=99-' } });
    expect(next.statusCode).toBe(416);
  });

  it('cuts the answer short when the stream fails midway, and keeps serving', async () => {
    const server = await serving(
      storeOf(() => {
        let sent = false;
        return new Readable({
          read() {
            if (!sent) {
              sent = true;
              this.push(BODY.subarray(0, 4));
            } else this.destroy(new Error('disk gone'));
          },
        });
      }),
    );
    await expect(server.inject({ url: '/object' })).rejects.toThrow();
    const next = await server.inject({ url: '/object', headers: { range: 'bytes=99-' } });
    expect(next.statusCode).toBe(416);
  });
});

describe('decideRange', () => {
  it('handles empty files and whitespace', () => {
    expect(decideRange('bytes=0-0', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(decideRange('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(decideRange(undefined, 0)).toEqual({ kind: 'full' });
    expect(decideRange('bytes= 2 - 4', 10)).toEqual({
      kind: 'partial',
      range: { start: 2, end: 4 },
    });
    expect(decideRange('bytes=-', 10)).toEqual({ kind: 'full' });
  });
});
