import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { setTimeout as delay } from 'node:timers/promises';
import { EngineError } from '../kernel/engine-error.js';
import {
  networkFailure,
  vendorError,
  vendorFailure,
  type VendorFailureKind,
  type VendorSource,
} from './vendor-failure.js';

export * from './vendor-failure.js';

/**
 * What every vendor adapter shares (Veo, Hedra, Higgsfield, OpenAI images): JSON calls,
 * uploads and downloads under the job's signal, a per-call timeout and an overall generation
 * deadline, and the mapping of HTTP failures to the short messages a user reads on a card.
 * Every failure is an EngineError worded for the session's capability (./vendor-failure.ts).
 */

export interface VendorTimeouts {
  /** One API call (create, upload, poll). Exceeding it is retryable. */
  requestMs: number;
  /** Downloading the finished result. */
  downloadMs: number;
  /** From the start of the engine call to a downloaded result; exceeding it fails for good. */
  generationMs: number;
}

const MAX_REDIRECTS = 5;
const MAX_TRANSIENT_POLL_FAILURES = 3;

/** A failed response, for a vendor whose errors need more than the status and body. */
export interface VendorHttpFailure {
  status: number;
  body: unknown;
  headers: Headers;
}

export interface VendorJsonRequest {
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as multipart/form-data (fetch sets the boundary). */
  form?: FormData;
  /** Maps a failed response to an error; `vendorFailure` when absent. */
  httpError?: (failure: VendorHttpFailure) => EngineError;
}

/**
 * One engine call's conversation with a vendor. Every call and sleep stops when the job's
 * signal aborts (rethrowing the job's own reason, so the job platform can tell a timeout from
 * a shutdown) or when the generation deadline passes (a non-retryable timeout).
 */
export class VendorSession {
  readonly signal: AbortSignal;
  readonly #job: AbortSignal;
  readonly #deadline = new AbortController();
  readonly #deadlineTimer: NodeJS.Timeout;

  constructor(
    jobSignal: AbortSignal,
    private readonly timeouts: VendorTimeouts,
    readonly source: VendorSource,
  ) {
    this.#job = jobSignal;
    this.#deadlineTimer = setTimeout(() => this.#deadline.abort(), timeouts.generationMs);
    this.#deadlineTimer.unref();
    this.signal = AbortSignal.any([jobSignal, this.#deadline.signal]);
  }

  close(): void {
    clearTimeout(this.#deadlineTimer);
  }

  throwIfStopped(): void {
    if (this.#job.aborted) throw this.#job.reason;
    if (this.#deadline.signal.aborted) throw this.#error('timedOut');
  }

  /** A JSON API call answering an object; returns it or throws a mapped engine error. */
  async json(url: string, request: VendorJsonRequest = {}): Promise<Record<string, unknown>> {
    const parsed = await this.jsonValue(url, request);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw this.#error('unexpected');
    }
    return parsed as Record<string, unknown>;
  }

  /** A JSON API call answering any JSON value (a list, say); null for an empty body. */
  async jsonValue(url: string, request: VendorJsonRequest = {}): Promise<unknown> {
    return this.#guard(this.timeouts.requestMs, async (signal) => {
      const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
      let body: string | FormData | undefined = request.form;
      if (request.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(request.json);
      }
      const response = await fetch(url, {
        method: request.method ?? 'GET',
        headers,
        body,
        signal,
        redirect: 'error',
      });
      const parsed = parseJson(await response.text());
      if (!response.ok) {
        const failure = { status: response.status, body: parsed, headers: response.headers };
        throw request.httpError?.(failure) ?? this.#failure(failure.status, parsed);
      }
      return parsed;
    });
  }

  /** Sends raw bytes with PUT (a presigned upload link); the answer's body is not read. */
  async put(url: string, body: Blob, headers: Record<string, string>): Promise<void> {
    await this.#guard(this.timeouts.requestMs, async (signal) => {
      const target = this.#httpUrl(url);
      const response = await fetch(target, {
        method: 'PUT',
        headers,
        body,
        signal,
        redirect: 'error',
      });
      await response.body?.cancel();
      if (!response.ok) throw this.#failure(response.status, null);
    });
  }

  /**
   * Streams a finished result to `destination`, following redirects by hand so that
   * `headersFor` decides per hop which headers (an API key, or none) each host receives.
   */
  async download(
    url: string,
    destination: string,
    headersFor: (target: URL) => Record<string, string>,
  ): Promise<void> {
    await this.#guard(this.timeouts.downloadMs, async (signal) => {
      let target = this.#httpUrl(url);
      for (let hop = 0; ; hop += 1) {
        const response = await fetch(target, {
          headers: headersFor(target),
          redirect: 'manual',
          signal,
        });
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel();
          if (hop >= MAX_REDIRECTS) throw this.#error('downloadFailed');
          target = this.#httpUrl(new URL(location, target).href);
          continue;
        }
        if (!response.ok || !response.body) {
          await response.body?.cancel();
          const retryable = response.status === 429 || response.status >= 500;
          throw this.#error('downloadFailed', retryable);
        }
        const source = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
        await pipeline(source, createWriteStream(destination), { signal });
        return;
      }
    });
  }

  /** Waits between polls; wakes early (and throws) when the job stops or the deadline passes. */
  async sleep(ms: number): Promise<void> {
    try {
      await delay(ms, undefined, { signal: this.signal });
    } catch (error) {
      this.throwIfStopped();
      throw error;
    }
  }

  /**
   * Polls until `settle` returns a result (it throws to fail). A few failed polls in a row (a
   * 503, a dropped connection) are waited out rather than failing a generation already paid for.
   */
  async pollUntil<S, R>(options: {
    initial: S;
    intervalMs: number;
    poll: () => Promise<S>;
    settle: (state: S) => R | undefined;
  }): Promise<R> {
    let state = options.initial;
    let failedPolls = 0;
    for (;;) {
      const result = options.settle(state);
      if (result !== undefined) return result;
      await this.sleep(options.intervalMs);
      try {
        state = await options.poll();
        failedPolls = 0;
      } catch (error) {
        const transient = error instanceof EngineError && error.retryable;
        failedPolls += 1;
        if (!transient || failedPolls > MAX_TRANSIENT_POLL_FAILURES) throw error;
      }
    }
  }

  #error(kind: VendorFailureKind, retryable?: boolean): EngineError {
    return vendorError(this.source, kind, { retryable });
  }

  #failure(status: number, body: unknown): EngineError {
    return vendorFailure(this.source.capability, this.source.vendor, status, body);
  }

  async #guard<T>(timeoutMs: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    this.throwIfStopped();
    const callTimeout = AbortSignal.timeout(timeoutMs);
    try {
      return await work(AbortSignal.any([this.signal, callTimeout]));
    } catch (error) {
      if (error instanceof EngineError) throw error;
      this.throwIfStopped();
      throw networkFailure(this.source, error, { timedOut: callTimeout.aborted });
    }
  }

  /** Vendor-supplied URLs are fetched only over HTTP(S). */
  #httpUrl(value: string): URL {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw this.#error('unexpected');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw this.#error('unexpected');
    }
    return url;
  }
}

/**
 * How long a vendor asked us to wait (a 429's or 503's headers): `retry-after-ms` (OpenAI),
 * else `retry-after` in seconds or as an HTTP date; undefined when absent.
 */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const ms = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
