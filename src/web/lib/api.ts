import type { z } from 'zod';
import {
  type EndpointBody,
  type EndpointDefinition,
  type EndpointQuery,
  type EndpointResponse,
  type PathParams,
  type HttpMethod,
} from '@shared/endpoint';

/**
 * The one way the web app calls the JSON API: same-origin cookies, JSON in and out, and every
 * failure surfaced as an `ApiError` whose message can be shown to the user as is. Routes are
 * the shared endpoints (`src/shared/endpoints/*`): `api.call(endpoint, …)` for JSON, `urlOf(endpoint, …)`
 * for what the browser loads itself (media, downloads, event streams, redirects). This is the
 * only file of the web app that may spell an `/api/` path.
 */

export const DEFAULT_ERROR_MESSAGE = 'Something went wrong. Please try again.';
const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/**
 * A failed API call. `status` is the HTTP status, or 0 when the server could not be reached.
 * `body` keeps the parsed error response, for callers that need more than the message (a 402
 * carries the balance and the amount required).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export type { HttpMethod } from '@shared/endpoint';
export type QueryValue = string | number | boolean | null | undefined;

/** Anything with a zod-style `parse`; lets callers validate responses with shared contracts. */
export interface ResponseParser<T> {
  parse(data: unknown): T;
}

export interface ApiRequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON, except FormData (multipart uploads), which is sent as is. */
  body?: unknown;
  /** Appended to the path; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Lets the request outlive the page (e.g. reports sent while navigating away). */
  keepalive?: boolean;
  /** Shown when the server gives no `{ "error": "..." }` message of its own. */
  fallbackMessage?: string;
  /** Validates the response body; a mismatch is an ApiError, not a silent bad value. */
  schema?: ResponseParser<T>;
}

export function buildApiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

export async function apiRequest<T = unknown>(
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<T> {
  const { method = 'GET', body, query, signal, keepalive, schema } = options;
  const fallbackMessage = options.fallbackMessage ?? DEFAULT_ERROR_MESSAGE;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    requestBody = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    requestBody = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildApiUrl(path, query), {
      method,
      headers,
      body: requestBody,
      credentials: 'same-origin',
      signal,
      keepalive,
    });
  } catch (error) {
    // Aborts are the caller's own doing (TanStack Query cancels this way): pass them through.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, options.fallbackMessage ?? NETWORK_ERROR_MESSAGE);
  }

  const data = await readBody(response);
  if (!response.ok) {
    throw new ApiError(response.status, serverMessage(data) ?? fallbackMessage, data);
  }
  if (!schema) return data as T;
  try {
    return schema.parse(data);
  } catch {
    throw new ApiError(response.status, fallbackMessage);
  }
}

type ParamsOption<E extends EndpointDefinition> = keyof PathParams<E['path']> extends never
  ? { params?: undefined }
  : { params: { [Name in keyof PathParams<E['path']>]: string | number } };

type QueryOption<E extends EndpointDefinition> =
  EndpointQuery<E> extends z.ZodType
    ? object extends z.input<EndpointQuery<E>>
      ? { query?: z.input<EndpointQuery<E>> }
      : { query: z.input<EndpointQuery<E>> }
    : { query?: undefined };

type BodyOption<E extends EndpointDefinition> =
  EndpointBody<E> extends z.ZodType
    ? undefined extends z.input<EndpointBody<E>>
      ? { body?: z.input<EndpointBody<E>> }
      : { body: z.input<EndpointBody<E>> }
    : E extends { multipart: true }
      ? { body: FormData }
      : // Some callers send an empty JSON object to a route that reads no body.
        { body?: Record<string, never> };

/** Where to send an endpoint's request: its path parameters and query. */
export type UrlOptions<E extends EndpointDefinition> = ParamsOption<E> & QueryOption<E>;

export type CallOptions<E extends EndpointDefinition> = UrlOptions<E> &
  BodyOption<E> &
  Pick<ApiRequestOptions<unknown>, 'headers' | 'signal' | 'keepalive' | 'fallbackMessage'>;

/** What a call resolves to: the endpoint's successful answer, validated by its schema. */
export type CallResult<E extends EndpointDefinition> = E extends { status: 204 }
  ? undefined
  : EndpointResponse<E> extends z.ZodType
    ? z.output<EndpointResponse<E>>
    : unknown;

/**
 * A reading of the answer other than the endpoint's own, for the rare caller that must tell
 * a malformed answer apart itself (a checkout answer without its link has its own message).
 */
interface LooserAnswer<T> {
  schema: ResponseParser<T>;
}

/** Optional when the endpoint needs neither path parameters nor a query. */
type OptionalWhenEmpty<Options> = object extends Options ? [options?: Options] : [options: Options];

/** The endpoint's path with each `:name` replaced by its parameter, URL-encoded. */
export function pathOf(
  endpoint: EndpointDefinition,
  params: Record<string, string | number> = {},
): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The URL of an endpoint the browser loads itself: `<audio src>`, `<a href>`, EventSource. */
export function urlOf<E extends EndpointDefinition>(
  endpoint: E,
  ...[options]: OptionalWhenEmpty<UrlOptions<E>>
): string {
  const { params, query } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
  };
  return buildApiUrl(pathOf(endpoint, params), query);
}

/** Calls a shared endpoint: its method and path, the body as JSON (or FormData), the answer checked. */
function call<E extends EndpointDefinition>(
  endpoint: E,
  ...[options]: OptionalWhenEmpty<CallOptions<E>>
): Promise<CallResult<E>>;
function call<E extends EndpointDefinition, T>(
  endpoint: E,
  options: CallOptions<E> & LooserAnswer<T>,
): Promise<T>;
function call<E extends EndpointDefinition, T>(
  endpoint: E,
  ...[options]: OptionalWhenEmpty<CallOptions<E> & Partial<LooserAnswer<T>>>
): Promise<T> {
  const { params, query, body, schema, ...rest } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    schema?: ResponseParser<T>;
  } & Omit<ApiRequestOptions<unknown>, 'method' | 'schema' | 'query' | 'body'>;
  return apiRequest<T>(pathOf(endpoint, params), {
    ...rest,
    method: endpoint.method,
    body,
    query,
    // A 204 has no body to check.
    schema:
      schema ??
      (endpoint.status === 204 ? undefined : (endpoint.response as ResponseParser<T> | undefined)),
  });
}

/** How far a large upload has gone: bytes sent of the whole request body. */
export interface UploadProgress {
  sentBytes: number;
  totalBytes: number;
}

/**
 * Sends a multipart endpoint's FormData and reports the bytes sent as they go (fetch cannot:
 * request-body progress needs XMLHttpRequest). The answer is read and checked like `call`'s.
 */
function upload<E extends EndpointDefinition & { multipart: true }>(
  endpoint: E,
  options: UrlOptions<E> & {
    body: FormData;
    signal?: AbortSignal;
    onProgress: (progress: UploadProgress) => void;
  },
): Promise<CallResult<E>> {
  const { params, query } = options as {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
  };
  const { body, signal, onProgress } = options;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, buildApiUrl(pathOf(endpoint, params), query));
    request.setRequestHeader('accept', 'application/json');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ sentBytes: event.loaded, totalBytes: event.total });
    };
    const abort = () => request.abort();
    signal?.addEventListener('abort', abort, { once: true });
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    request.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    request.onload = () => {
      signal?.removeEventListener('abort', abort);
      let data: unknown = undefined;
      try {
        data = request.responseText ? (JSON.parse(request.responseText) as unknown) : undefined;
      } catch {
        data = undefined;
      }
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, serverMessage(data) ?? DEFAULT_ERROR_MESSAGE, data));
        return;
      }
      const schema = endpoint.response as ResponseParser<CallResult<E>> | undefined;
      try {
        resolve(schema ? schema.parse(data) : (data as CallResult<E>));
      } catch {
        reject(new ApiError(request.status, DEFAULT_ERROR_MESSAGE));
      }
    };
    request.send(body);
  });
}

/** The web app's calls: each names its shared endpoint. */
export const api = { call, upload };

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The `{ "error": "..." }` message of an error body, if it has a usable one. */
export function serverMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('error' in data)) return undefined;
  const { error } = data as { error: unknown };
  return typeof error === 'string' && error.trim() ? error : undefined;
}
