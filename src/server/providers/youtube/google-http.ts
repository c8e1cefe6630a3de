import http from 'node:http';
import https from 'node:https';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { YouTubeFailure } from './port.js';
import { networkFailure, unexpectedAnswer } from './failures.js';

/**
 * The HTTP calls of the Google adapter: short calls through fetch (a per-call timeout, never
 * following redirects), and the resumable upload's PUTs through node:http, which streams a
 * body of a known length and hands back a `308 Resume Incomplete` as the answer it is (fetch
 * treats 308 as a redirect).
 */

/** One API or token call. */
export const REQUEST_TIMEOUT_MS = 20_000;
/** An upload PUT fails when no byte moves for this long (a big file takes as long as it takes). */
export const UPLOAD_IDLE_TIMEOUT_MS = 60_000;
/** The most of an answer body read (errors and video resources are a few KB). */
const MAX_ANSWER_BYTES = 1024 * 1024;

export interface HttpAnswer {
  status: number;
  /** Parsed JSON, the text when it is not JSON, null when empty. */
  body: unknown;
  header(name: string): string | null;
}

export function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A call through fetch; a network failure or timeout is a retryable YouTubeFailure. */
export async function call(
  url: string,
  init: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    headers?: Record<string, string>;
    body?: string | Buffer;
  },
  signal?: AbortSignal,
): Promise<HttpAnswer> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let response: Response;
  let text: string;
  try {
    const { body, ...rest } = init;
    response = await fetch(url, {
      ...rest,
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' ? body : new Uint8Array(body) }),
      redirect: 'error',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw networkFailure(error);
  }
  return {
    status: response.status,
    body: parseBody(text),
    header: (name) => response.headers.get(name),
  };
}

/** A form post (OAuth's token and revoke endpoints take application/x-www-form-urlencoded). */
export function postForm(url: string, fields: Record<string, string>): Promise<HttpAnswer> {
  return call(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Sending again would not help: the file is not the size the session was opened for. */
const fileChanged = () =>
  new YouTubeFailure('final', 'The video file changed while it was being sent to YouTube.');

/** Counts what passes and refuses a body that is longer or shorter than announced. */
function exactLength(expected: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > expected) done(fileChanged());
      else done(null, chunk);
    },
    flush(done) {
      done(seen === expected ? null : fileChanged());
    },
  });
}

/**
 * A PUT to an upload session URI, streaming `body` (exactly `length` bytes) or nothing. Answers
 * whatever status Google sends, 308 included; a dropped connection, an idle timeout or a body
 * that fails is a retryable failure (the caller asks the session where to resume), and the
 * caller's abort rethrows its reason. The body stream is always consumed or destroyed.
 */
export function putToSession(
  url: URL,
  headers: Record<string, string>,
  upload: { body: Readable; length: number } | null,
  signal?: AbortSignal,
): Promise<HttpAnswer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<HttpAnswer>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
    };
    const fail = (error: unknown) =>
      finish(() => {
        upload?.body.destroy();
        if (signal?.aborted) reject(signal.reason);
        else reject(error instanceof YouTubeFailure ? error : networkFailure(error));
      });

    const request = client.request(url, {
      method: 'PUT',
      headers: { ...headers, 'content-length': String(upload?.length ?? 0) },
      timeout: UPLOAD_IDLE_TIMEOUT_MS,
      ...(signal ? { signal } : {}),
    });
    request.on('timeout', () => request.destroy(new Error('the upload stalled')));
    request.on('error', fail);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_ANSWER_BYTES) chunks.push(chunk);
      });
      response.on('error', fail);
      response.on('end', () =>
        finish(() => {
          // Google may answer before reading all of a body it refuses: stop sending it.
          upload?.body.destroy();
          if (size > MAX_ANSWER_BYTES) return reject(unexpectedAnswer());
          resolve({
            status: response.statusCode ?? 0,
            body: parseBody(Buffer.concat(chunks).toString('utf8')),
            header: (name) => {
              const value = response.headers[name.toLowerCase()];
              return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
            },
          });
        }),
      );
    });

    if (!upload) {
      request.end();
      return;
    }
    // pipeline destroys the request when the file fails, and the file when the request does.
    pipeline(upload.body, exactLength(upload.length), request).catch((error: unknown) => {
      if (!settled) request.destroy(error instanceof Error ? error : new Error(String(error)));
      fail(error);
    });
  });
}
