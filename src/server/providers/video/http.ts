import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { setTimeout as delay } from 'node:timers/promises';
import { VideoEngineError } from './port.js';

/**
 * What the Veo and Hedra adapters share: JSON calls and downloads under the job's signal, a
 * per-call timeout and an overall generation deadline, and the mapping of HTTP failures to
 * the short messages a user reads on a job card.
 */

export const VENDOR_MESSAGES = {
  busy: "The video provider is busy. We'll retry shortly.",
  trouble: "The video provider had a temporary problem. We'll retry shortly.",
  unreachable: "We couldn't reach the video provider. We'll retry shortly.",
  notResponding: "The video provider is not responding. We'll retry shortly.",
  timedOut: 'The video provider took too long to respond.',
  blocked:
    "The video was blocked by the provider's safety filters. Try a different prompt or image.",
  credentials: 'The video provider did not accept our credentials. Please contact support.',
  outOfCredit: "The video provider's account is out of credit. Please contact support.",
  unexpected: "The video provider sent an answer we couldn't read.",
  downloadFailed: "We couldn't download the finished video from the provider.",
  rejected: (detail?: string) =>
    detail
      ? `The video provider rejected the request: ${detail}`
      : 'The video provider rejected the request.',
  failed: (detail?: string) =>
    detail
      ? `The video provider could not make this video: ${detail}`
      : 'The video provider could not make this video.',
} as const;

export interface VendorTimeouts {
  /** One API call (create, upload, poll). Exceeding it is retryable. */
  requestMs: number;
  /** Downloading the finished video. */
  downloadMs: number;
  /** From the start of render() to a downloaded video; exceeding it fails the job for good. */
  generationMs: number;
}

const MAX_REDIRECTS = 5;
const MAX_TRANSIENT_POLL_FAILURES = 3;
const DETAIL_MAX_LENGTH = 200;

/**
 * A vendor's own explanation, if it sent a short plain sentence: `error.message` (Google,
 * Hedra), `detail` (FastAPI, as Hedra answers errors) or `error_message`. Never raw JSON.
 */
export function vendorDetail(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const error = record.error as Record<string, unknown> | undefined;
  const candidates: unknown[] = [
    typeof error === 'object' && error !== null ? error.message : undefined,
    record.error_message,
    typeof record.detail === 'string' ? record.detail : undefined,
    Array.isArray(record.detail) ? validationDetail(record.detail[0]) : undefined,
    record.message,
  ];
  for (const candidate of candidates) {
    const text = readableText(candidate);
    if (text) return text;
  }
  return undefined;
}

/** FastAPI's 422 item `{loc, msg}` as "text_prompt: Field required". */
function validationDetail(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const { loc, msg } = item as { loc?: unknown; msg?: unknown };
  if (typeof msg !== 'string') return undefined;
  const field = Array.isArray(loc) ? loc[loc.length - 1] : undefined;
  return typeof field === 'string' ? `${field}: ${msg}` : msg;
}

function readableText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.replace(/\s+/g, ' ').trim();
  if (!text || text.startsWith('{') || text.startsWith('[') || text.startsWith('<'))
    return undefined;
  const short =
    text.length > DETAIL_MAX_LENGTH ? `${text.slice(0, DETAIL_MAX_LENGTH - 1).trimEnd()}…` : text;
  return /[.!?…]$/.test(short) ? short : `${short}.`;
}

/** An HTTP failure as the user should read it; 429 and 5xx are worth retrying. */
export function vendorHttpError(status: number, body: unknown): VideoEngineError {
  const googleStatus = (body as { error?: { status?: unknown } } | null)?.error?.status;
  if (status === 429 || googleStatus === 'RESOURCE_EXHAUSTED') {
    return new VideoEngineError(VENDOR_MESSAGES.busy, true);
  }
  if (status >= 500 || status === 408) return new VideoEngineError(VENDOR_MESSAGES.trouble, true);
  if (status === 401 || status === 403) {
    return new VideoEngineError(VENDOR_MESSAGES.credentials, false);
  }
  if (status === 402) return new VideoEngineError(VENDOR_MESSAGES.outOfCredit, false);
  return new VideoEngineError(VENDOR_MESSAGES.rejected(vendorDetail(body)), false);
}

export interface VendorJsonRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as multipart/form-data (fetch sets the boundary). */
  form?: FormData;
}

/**
 * One render's conversation with a vendor. Every call and sleep stops when the job's signal
 * aborts (rethrowing the job's own reason, so the job platform can tell a timeout from a
 * shutdown) or when the generation deadline passes (a non-retryable timeout).
 */
export class VendorSession {
  readonly signal: AbortSignal;
  readonly #job: AbortSignal;
  readonly #deadline = new AbortController();
  readonly #deadlineTimer: NodeJS.Timeout;

  constructor(
    jobSignal: AbortSignal,
    private readonly timeouts: VendorTimeouts,
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
    if (this.#deadline.signal.aborted) throw new VideoEngineError(VENDOR_MESSAGES.timedOut, false);
  }

  /** A JSON API call; returns the parsed object or throws a mapped VideoEngineError. */
  async json(url: string, request: VendorJsonRequest = {}): Promise<Record<string, unknown>> {
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
      if (!response.ok) throw vendorHttpError(response.status, parsed);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        throw new VideoEngineError(VENDOR_MESSAGES.unexpected, false);
      }
      return parsed as Record<string, unknown>;
    });
  }

  /**
   * Streams a finished video to `destination`, following redirects by hand so that
   * `headersFor` decides per hop which headers (an API key, or none) each host receives.
   */
  async download(
    url: string,
    destination: string,
    headersFor: (target: URL) => Record<string, string>,
  ): Promise<void> {
    await this.#guard(this.timeouts.downloadMs, async (signal) => {
      let target = parseHttpUrl(url);
      for (let hop = 0; ; hop += 1) {
        const response = await fetch(target, {
          headers: headersFor(target),
          redirect: 'manual',
          signal,
        });
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel();
          if (hop >= MAX_REDIRECTS) {
            throw new VideoEngineError(VENDOR_MESSAGES.downloadFailed, false);
          }
          target = parseHttpUrl(new URL(location, target).href);
          continue;
        }
        if (!response.ok || !response.body) {
          await response.body?.cancel();
          const retryable = response.status === 429 || response.status >= 500;
          throw new VideoEngineError(VENDOR_MESSAGES.downloadFailed, retryable);
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
        const transient = error instanceof VideoEngineError && error.retryable;
        failedPolls += 1;
        if (!transient || failedPolls > MAX_TRANSIENT_POLL_FAILURES) throw error;
      }
    }
  }

  async #guard<T>(timeoutMs: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    this.throwIfStopped();
    const callTimeout = AbortSignal.timeout(timeoutMs);
    try {
      return await work(AbortSignal.any([this.signal, callTimeout]));
    } catch (error) {
      if (error instanceof VideoEngineError) throw error;
      this.throwIfStopped();
      const message = callTimeout.aborted
        ? VENDOR_MESSAGES.notResponding
        : VENDOR_MESSAGES.unreachable;
      throw new VideoEngineError(message, true, { cause: error });
    }
  }
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Vendor-supplied URLs are fetched only over HTTP(S). */
function parseHttpUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new VideoEngineError(VENDOR_MESSAGES.unexpected, false);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new VideoEngineError(VENDOR_MESSAGES.unexpected, false);
  }
  return url;
}
