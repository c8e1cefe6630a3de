import type http from 'node:http';
import { isRecord, sendJson } from './fake-http.js';

/**
 * The fake's side of what happens to a video after its upload (issue 28): thumbnails.set,
 * videos.update part=status and videos.delete, checked against the documented contract
 * (vendors.md section 6): JPEG or PNG of at most 2 MB; the status part sent whole (privacy
 * private with publishAt, selfDeclaredMadeForKids kept); 404 videoNotFound for a video the
 * channel does not have (deleted, or never uploaded).
 */

const MAX_THUMBNAIL_BYTES = 2 * 1024 * 1024;

export class FakeVideoEdits {
  /** The status part of each video the channel has (set when its upload completes). */
  readonly statuses = new Map<string, Record<string, unknown>>();
  readonly thumbnails = new Map<string, { contentType: string; bytes: Buffer }>();
  readonly deleted = new Set<string>();

  constructor(private readonly violation: (res: http.ServerResponse, message: string) => void) {}

  uploaded(videoId: string, status: Record<string, unknown>): void {
    this.statuses.set(videoId, { ...status });
  }

  has(videoId: string): boolean {
    return this.statuses.has(videoId) && !this.deleted.has(videoId);
  }

  thumbnail(
    response: http.ServerResponse,
    query: URLSearchParams,
    contentType: string,
    body: Buffer,
  ): void {
    const videoId = query.get('videoId') ?? '';
    if (!['image/jpeg', 'image/png'].includes(contentType)) {
      return this.violation(response, `thumbnails.set: content type ${contentType}`);
    }
    if (body.length === 0 || body.length > MAX_THUMBNAIL_BYTES) {
      return this.violation(response, 'thumbnails.set: 1 byte to 2 MB');
    }
    if (!this.has(videoId)) return notFound(response);
    this.thumbnails.set(videoId, { contentType, bytes: body });
    sendJson(response, 200, {
      kind: 'youtube#thumbnailSetResponse',
      items: [{ default: { url: `https://i.ytimg.com/vi/${videoId}/default.jpg` } }],
    });
  }

  update(response: http.ServerResponse, query: URLSearchParams, json: unknown): void {
    if (query.get('part') !== 'status') {
      return this.violation(response, 'videos.update: expected part=status');
    }
    if (!isRecord(json) || typeof json.id !== 'string' || !isRecord(json.status)) {
      return this.violation(response, 'videos.update: body must be { id, status }');
    }
    const status = json.status;
    if ('madeForKids' in status) return this.violation(response, 'status.madeForKids is read-only');
    if (typeof status.selfDeclaredMadeForKids !== 'boolean') {
      return this.violation(response, 'videos.update: status.selfDeclaredMadeForKids left out');
    }
    if (status.publishAt !== undefined && status.privacyStatus !== 'private') {
      return this.violation(response, 'status.publishAt requires privacyStatus private');
    }
    if (!this.has(json.id)) return notFound(response);
    this.statuses.set(json.id, { ...status, uploadStatus: 'processed' });
    sendJson(response, 200, { kind: 'youtube#video', id: json.id, status });
  }

  remove(response: http.ServerResponse, query: URLSearchParams): void {
    const videoId = query.get('id') ?? '';
    if (!this.has(videoId)) return notFound(response);
    this.deleted.add(videoId);
    response.writeHead(204).end();
  }

  /** videos.list part=status of the videos the channel still has. */
  list(ids: readonly string[]) {
    return ids
      .filter((id) => this.has(id))
      .map((id) => ({ id, status: { uploadStatus: 'processed', ...this.statuses.get(id) } }));
  }
}

function notFound(response: http.ServerResponse): void {
  sendJson(response, 404, {
    error: {
      code: 404,
      message: 'The video that you are trying to update cannot be found.',
      errors: [{ domain: 'youtube.video', reason: 'videoNotFound' }],
    },
  });
}
