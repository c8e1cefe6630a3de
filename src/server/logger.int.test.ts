import { afterAll, describe, expect, it } from 'vitest';
import { photoForm } from '../../test/fixtures/photo-library.js';
import { pngImage } from '../../test/fixtures/videos.js';
import { createTestApp } from '../../test/helpers/app.js';
import { signUpAndGetCookie } from '../../test/helpers/auth.js';
import { createLogger, withoutSecretHeaders } from './logger.js';

/**
 * No log line, at any level, carries what signs someone in (issue 26, finding 4; decision 051):
 * at trace @fastify/multipart logs the request's headers, which hold the session cookie.
 */

const lines: string[] = [];
const t = await createTestApp({
  logger: (config) =>
    createLogger({ ...config, logLevel: 'trace' }, { write: (line) => void lines.push(line) }),
});
afterAll(() => t.close());

describe('the log at LOG_LEVEL=trace', () => {
  it('holds no cookie or authorization value across a signed-in multipart upload', async () => {
    const account = await signUpAndGetCookie(t.app);
    const sessionValue = account.cookie.slice(account.cookie.indexOf('=') + 1);
    const bearer = 'Bearer not-for-the-log-5d1f';
    lines.length = 0;

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: { ...account.headers, authorization: bearer },
      payload: photoForm([[await pngImage(32, 32), 'porch.png']]),
    });
    expect(response.statusCode).toBe(201);

    const log = lines.join('');
    // The multipart plugin's trace line was written (so the log was read at trace)...
    expect(log).toContain('Providing options to busboy');
    // ...and neither the cookie (raw or decoded) nor the token is anywhere in it.
    for (const secret of [sessionValue, decodeURIComponent(sessionValue), 'not-for-the-log']) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('[Redacted]');
  });
});

describe('withoutSecretHeaders', () => {
  it('replaces secret header values at any depth without changing the logged object', () => {
    const headers = { Cookie: 'a=1', 'content-type': 'text/plain' };
    const logged = { outer: { list: [{ headers }], authorization: 'Basic x', n: 1 } };
    expect(withoutSecretHeaders(logged)).toEqual({
      outer: {
        list: [{ headers: { Cookie: '[Redacted]', 'content-type': 'text/plain' } }],
        authorization: '[Redacted]',
        n: 1,
      },
    });
    expect(headers.Cookie).toBe('a=1');
    const clean = { a: { b: [1, 'two'] } };
    expect(withoutSecretHeaders(clean)).toBe(clean);
  });
});
