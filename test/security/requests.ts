import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { randomClientAddress, TEST_ORIGIN, type TestAccount } from '../helpers/auth.js';
import type { Operation } from './api-document.js';

/**
 * One request to a documented route, in parts the security tests can take apart and vary:
 * path parameters, query, and one of a JSON body, a multipart form or raw bytes.
 */
export interface RequestParts {
  /** Inserted into the path as they are (already URL-encoded where that matters). */
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  /** Sent as JSON (`undefined`: no body). */
  body?: unknown;
  form?: Form;
  raw?: { contentType: string | undefined; bytes: Buffer | string };
}

export interface Form {
  fields: Record<string, string>;
  files?: FormFile[];
}

export interface FormFile {
  field: string;
  bytes: Buffer;
  filename: string;
  contentType?: string;
}

/** Who calls: a signed-in account, or nobody. */
export type Caller = { name: string; account: TestAccount | null };

export const anonymous: Caller = { name: 'anonymous', account: null };

export function urlOf(operation: Operation, parts: RequestParts, rawQuery?: string): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = parts.params?.[name];
    if (value === undefined) throw new Error(`${operation.key}: no value for {${name}}`);
    return value;
  });
  const query = rawQuery ?? queryString(parts.query);
  return query ? `${path}?${query}` : path;
}

function queryString(query: RequestParts['query']): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of [value].flat()) search.append(name, item);
  }
  return search.toString();
}

const BOUNDARY = 'reelcast-security-suite-boundary';

/** A multipart/form-data body, built by hand so a test can also send a broken one. */
export function multipartBody(form: Form, boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(form.fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of form.files ?? []) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; ` +
          `filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

function payloadOf(parts: RequestParts): {
  contentType: string | undefined;
  payload: Buffer | string | undefined;
} {
  if (parts.raw) return { contentType: parts.raw.contentType, payload: parts.raw.bytes };
  if (parts.form) return { contentType: MULTIPART_TYPE, payload: multipartBody(parts.form) };
  if (parts.body !== undefined) {
    return { contentType: 'application/json', payload: JSON.stringify(parts.body) };
  }
  return { contentType: undefined, payload: undefined };
}

export interface SendOptions {
  requestId?: string;
  rawQuery?: string;
  /** A fresh address by default: rate limits per address must not hide deeper answers. */
  remoteAddress?: string;
}

/** Sends `parts` to a documented route, its path parameters filled in. */
export function send(
  app: FastifyInstance,
  operation: Operation,
  caller: Caller,
  parts: RequestParts,
  options: SendOptions = {},
): Promise<LightMyRequestResponse> {
  const url = urlOf(operation, parts, options.rawQuery);
  return sendTo(app, operation.method, url, caller, parts, options);
}

/** Sends `parts` (body, form or raw bytes; not params or query) to a URL as `caller`. */
export function sendTo(
  app: FastifyInstance,
  method: Operation['method'],
  url: string,
  caller: Caller,
  parts: RequestParts,
  options: SendOptions = {},
): Promise<LightMyRequestResponse> {
  const { contentType, payload } = payloadOf(parts);
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (caller.account) headers.cookie = caller.account.cookie;
  if (contentType) headers['content-type'] = contentType;
  if (options.requestId) headers['x-request-id'] = options.requestId;
  const request: InjectOptions = {
    method,
    url,
    headers,
    remoteAddress: options.remoteAddress ?? randomClientAddress(),
    ...(payload !== undefined ? { payload } : {}),
  };
  return app.inject(request);
}

/** The id-like values a request names, by where they sit (`params.id`, `body.voiceRowId`). */
export function namedValues(parts: RequestParts): Map<string, string> {
  const values = new Map<string, string>();
  for (const [name, value] of Object.entries(parts.params ?? {}))
    values.set(`params.${name}`, value);
  for (const [name, value] of Object.entries(parts.query ?? {})) {
    if (typeof value === 'string') values.set(`query.${name}`, value);
  }
  if (parts.body && typeof parts.body === 'object' && !Array.isArray(parts.body)) {
    for (const [name, value] of Object.entries(parts.body)) {
      if (typeof value === 'string') values.set(`body.${name}`, value);
    }
  }
  for (const [name, value] of Object.entries(parts.form?.fields ?? {})) {
    values.set(`form.${name}`, value);
    // A form field holding a JSON object (the episode clips' batch): its own fields too.
    for (const [key, inner] of Object.entries(jsonObjectOf(value) ?? {})) {
      if (typeof inner === 'string') values.set(`formJson.${name}.${key}`, inner);
    }
  }
  return values;
}

/** The object a form field's text holds as JSON, or null when it holds something else. */
function jsonObjectOf(text: string): Record<string, unknown> | null {
  if (!text.startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** `parts` with the value at `where` (as namedValues names it) replaced. */
export function withValue(parts: RequestParts, where: string, value: string): RequestParts {
  const [section, name] = where.split(/\.(.*)/s) as [string, string];
  switch (section) {
    case 'params':
      return { ...parts, params: { ...parts.params, [name]: value } };
    case 'query':
      return { ...parts, query: { ...parts.query, [name]: value } };
    case 'body':
      return { ...parts, body: { ...(parts.body as object), [name]: value } };
    case 'form':
      return {
        ...parts,
        form: { ...parts.form!, fields: { ...parts.form!.fields, [name]: value } },
      };
    case 'formJson': {
      const [field, key] = name.split(/\.(.*)/s) as [string, string];
      const fields = parts.form!.fields ?? {};
      const json = { ...jsonObjectOf(fields[field] ?? ''), [key]: value };
      return {
        ...parts,
        form: { ...parts.form!, fields: { ...fields, [field]: JSON.stringify(json) } },
      };
    }
    default:
      throw new Error(`unknown request part ${where}`);
  }
}
