import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_USER_HEADER, type TestApp } from '../../../../test/helpers/app.js';
import { insertUser } from '../../../../test/helpers/users.js';

/**
 * Over real HTTP with a keep-alive agent (one socket): a request refused before its body was
 * read (an upload over its limit, JSON over BODY_LIMIT_BYTES) gets its 413 JSON, and the next
 * request on the same connection works. Before, the multipart answer never arrived while the
 * client was still sending (the rest of the body sat unread) and the socket was reset.
 */

const IMAGE_LIMIT = 64 * 1024;
let t: TestApp;
let port: number;
let userId: string;

beforeAll(async () => {
  t = await createTestApp({
    sessions: 'header',
    env: {
      BODY_LIMIT_BYTES: '4096',
      IMAGE_UPLOAD_LIMIT_BYTES: String(IMAGE_LIMIT),
      UPLOAD_LIMIT_BYTES: String(8 * 1024 * 1024),
    },
  });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
  userId = (await insertUser(t.database.db)).id;
});
afterAll(() => t.close());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  reusedSocket: boolean;
}

/** One request on `agent`; `body` chunks are written one by one (no Content-Length: chunked). */
function request(
  agent: http.Agent,
  options: { method: string; path: string; headers?: Record<string, string> },
  body: Buffer | Buffer[] = [],
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunked = Array.isArray(body);
    const headers = {
      ...options.headers,
      ...(!chunked && { 'content-length': String(body.length) }),
    };
    const req = http.request({ host: '127.0.0.1', port, agent, ...options, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          reusedSocket: req.reusedSocket,
        }),
      );
    });
    req.on('error', reject);
    if (chunked) {
      for (const chunk of body) req.write(chunk);
      req.end();
    } else {
      req.end(body);
    }
  });
}

function multipartImage(size: number) {
  const boundary = 'reelcast-test-boundary';
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="prompt"\r\n\r\nZoom out\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    png,
    Buffer.alloc(size, 1),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const health = (agent: http.Agent) => request(agent, { method: 'GET', path: '/api/health' });

/** The refusal is read whole, then the same socket carries the next request. */
async function expectRefusedThenReused(agent: http.Agent, refuse: () => Promise<Answer>) {
  for (let round = 0; round < 3; round += 1) {
    const refused = await refuse();
    expect(refused.status).toBe(413);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.headers.connection).toBe('keep-alive');
    const next = await health(agent);
    expect(next.status).toBe(200);
    expect(next.reusedSocket).toBe(true);
  }
}

describe('a body the server stopped reading', () => {
  it('an image over its limit: 413 JSON, then the connection carries on', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const { body, contentType } = multipartImage(2 * 1024 * 1024);
      await expectRefusedThenReused(agent, async () => {
        const answer = await request(
          agent,
          {
            method: 'POST',
            path: '/api/videos/image-to-video',
            headers: { 'content-type': contentType, [TEST_USER_HEADER]: userId },
          },
          body,
        );
        expect(JSON.parse(answer.body)).toEqual({ error: 'The image is larger than 64 KB' });
        return answer;
      });
    } finally {
      agent.destroy();
    }
  });

  it.each([
    ['with a Content-Length', (json: Buffer) => json],
    [
      'chunked',
      (json: Buffer) =>
        Array.from({ length: 64 }, (_, i) => json.subarray(i * 16384, (i + 1) * 16384)),
    ],
  ])(
    'JSON over BODY_LIMIT_BYTES %s: 413 JSON, then the connection carries on',
    async (_, shape) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const json = Buffer.from(JSON.stringify({ kind: 'not_found', path: 'x'.repeat(1 << 20) }));
        await expectRefusedThenReused(agent, async () => {
          const answer = await request(
            agent,
            {
              method: 'POST',
              path: '/api/client-errors',
              headers: { 'content-type': 'application/json' },
            },
            shape(json),
          );
          expect(JSON.parse(answer.body)).toEqual({ error: 'Request body is too large' });
          return answer;
        });
      } finally {
        agent.destroy();
      }
    },
  );

  it('a body larger than UPLOAD_LIMIT_BYTES: 413 JSON and Connection: close', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const { body, contentType } = multipartImage(12 * 1024 * 1024);
      const refused = await request(
        agent,
        {
          method: 'POST',
          path: '/api/videos/image-to-video',
          headers: { 'content-type': contentType, [TEST_USER_HEADER]: userId },
        },
        body,
      );
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');
      expect(JSON.parse(refused.body)).toEqual({ error: 'The image is larger than 64 KB' });
      const next = await health(agent);
      expect([next.status, next.reusedSocket]).toEqual([200, false]);
    } finally {
      agent.destroy();
    }
  });
});
