import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { isRecord, sendJson } from './fake-http.js';

/**
 * The resumable videos.insert half of the YouTube fake (vendors.md section 6): session start,
 * byte PUTs checked against Content-Range arithmetic, status queries answering 308 + Range,
 * a connection dropped mid-upload (the bytes that arrived are kept, as Google keeps them),
 * and session expiry (404).
 */

export interface FakeUploadSession {
  id: string;
  total: number;
  received: Buffer[];
  receivedBytes: number;
  metadata: Record<string, unknown>;
  videoId: string | null;
  expired: boolean;
}

export interface UploadRules {
  /** Breaks the next byte PUT's connection once this many of its bytes arrived. */
  dropAfter: number | null;
  violation(response: http.ServerResponse, message: string): void;
  /** Called with the finished video's bytes. */
  completed(session: FakeUploadSession): void;
}

const PRIVACY = ['public', 'unlisted', 'private'];

/** What is wrong with a videos.insert start request, if anything. */
export function startProblem(headers: http.IncomingHttpHeaders, json: unknown): string | undefined {
  if (!headers['content-type']?.startsWith('application/json')) return 'not application/json';
  const length = Number(headers['x-upload-content-length']);
  if (!Number.isSafeInteger(length) || length <= 0) return 'X-Upload-Content-Length missing';
  const type = String(headers['x-upload-content-type'] ?? '');
  if (!type.startsWith('video/') && type !== 'application/octet-stream') {
    return 'X-Upload-Content-Type must be video/*';
  }
  if (!isRecord(json) || !isRecord(json.snippet) || !isRecord(json.status)) {
    return 'body must be a video resource with snippet and status';
  }
  const { snippet, status } = json;
  const title = snippet.title;
  if (typeof title !== 'string' || !title.trim() || [...title].length > 100 || /[<>]/.test(title)) {
    return 'invalid snippet.title';
  }
  if (typeof snippet.description !== 'string' || /[<>]/.test(snippet.description)) {
    return 'invalid snippet.description';
  }
  if (!Array.isArray(snippet.tags) || typeof snippet.categoryId !== 'string') {
    return 'snippet.tags must be a list and snippet.categoryId a string';
  }
  if (!PRIVACY.includes(String(status.privacyStatus))) return 'invalid status.privacyStatus';
  if ('madeForKids' in status) return 'status.madeForKids is read-only';
  if (typeof status.selfDeclaredMadeForKids !== 'boolean') {
    return 'status.selfDeclaredMadeForKids must be a boolean';
  }
  if (typeof status.containsSyntheticMedia !== 'boolean') {
    return 'status.containsSyntheticMedia must be a boolean';
  }
  if (status.publishAt !== undefined && status.privacyStatus !== 'private') {
    return 'status.publishAt requires privacyStatus private';
  }
  return undefined;
}

export function newSession(total: number, metadata: Record<string, unknown>): FakeUploadSession {
  return {
    id: randomBytes(12).toString('base64url'),
    total,
    received: [],
    receivedBytes: 0,
    metadata,
    videoId: null,
    expired: false,
  };
}

function sendStanding(response: http.ServerResponse, session: FakeUploadSession): void {
  if (session.videoId) {
    sendJson(response, 201, {
      kind: 'youtube#video',
      id: session.videoId,
      snippet: session.metadata.snippet,
      status: { uploadStatus: 'uploaded', ...(session.metadata.status as object) },
    });
    return;
  }
  // Range is absent when nothing is stored (Google's documented behaviour).
  const headers: Record<string, string> = { 'content-length': '0' };
  if (session.receivedBytes > 0) headers.range = `bytes=0-${session.receivedBytes - 1}`;
  response.writeHead(308, headers);
  response.end();
}

/**
 * A PUT on a session URI: a status query (`bytes *\/<total>`, no body) or bytes from where the
 * session stands. The body is read as it streams, so a drop can happen mid-body.
 */
export function handleSessionPut(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  session: FakeUploadSession | undefined,
  rules: UploadRules,
): void {
  const range = String(request.headers['content-range'] ?? '');
  const length = Number(request.headers['content-length'] ?? NaN);
  if (!session || session.expired) {
    request.resume();
    sendJson(response, 404, { error: { code: 404, message: 'Upload session not found' } });
    return;
  }
  const query = /^bytes \*\/(\d+)$/.exec(range);
  if (query) {
    request.resume();
    if (length !== 0) return rules.violation(response, 'status query must have Content-Length 0');
    if (Number(query[1]) !== session.total) return rules.violation(response, 'wrong total');
    return sendStanding(response, session);
  }
  const bytes = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(range);
  if (!bytes) {
    request.resume();
    return rules.violation(response, `bad Content-Range "${range}"`);
  }
  const [first, last, total] = bytes.slice(1).map(Number) as [number, number, number];
  const problem =
    total !== session.total
      ? 'Content-Range total differs from X-Upload-Content-Length'
      : first !== session.receivedBytes
        ? `Content-Range starts at ${first}, the session holds ${session.receivedBytes}`
        : last !== total - 1
          ? 'Content-Range must run to the last byte'
          : length !== last - first + 1
            ? `Content-Length ${length} does not match Content-Range ${range}`
            : !String(request.headers['content-type'] ?? '').startsWith('video/')
              ? 'Content-Type must be video/*'
              : undefined;
  if (problem) {
    request.resume();
    return rules.violation(response, problem);
  }
  let dropAfter = rules.dropAfter;
  rules.dropAfter = null;
  request.on('data', (chunk: Buffer) => {
    if (dropAfter !== null) {
      const kept = chunk.subarray(0, dropAfter);
      session.received.push(kept);
      session.receivedBytes += kept.length;
      dropAfter -= kept.length;
      if (dropAfter <= 0) {
        // Mid-body: the worker's process is gone, as far as the server can tell.
        request.socket.destroy();
        return;
      }
      return;
    }
    session.received.push(chunk);
    session.receivedBytes += chunk.length;
  });
  request.on('error', () => {});
  request.on('end', () => {
    if (session.receivedBytes !== session.total) {
      return rules.violation(response, 'the body ended before the announced length');
    }
    session.videoId = randomBytes(8).toString('base64url').slice(0, 11);
    rules.completed(session);
    sendStanding(response, session);
  });
}
