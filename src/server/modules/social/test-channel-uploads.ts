import { randomBytes, randomUUID } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import type { Database } from '../../db/client.js';
import { newObjectKey, type StoragePort } from '../../platform/storage/index.js';
import {
  addUploadPart,
  findUpload,
  insertUpload,
  publishUpload,
  publishedVideoId,
  type TestGrant,
  type TestUploadPart,
  type TestUploadRow,
} from './test-channel-repo.js';
import {
  YouTubeFailure,
  type UploadState,
  type YouTubeVideoMetadata,
} from '../../providers/youtube/index.js';

/**
 * The test-mode channel's resumable uploads, with YouTube's semantics (vendors.md section 6):
 * a session URI, bytes sent from an offset, a status query answering how many bytes are kept,
 * expiry. What arrives is stored through the storage port in parts, and what was received
 * before a connection dropped (or the sender aborted) is kept, so a resume after a killed
 * worker starts where the stored bytes end. A worker killed outright keeps nothing of the part
 * it was sending, as a proxy in front of YouTube may do; the status query says so either way.
 */

const SESSION_LIFETIME_MS = 24 * 60 * 60_000;
const SESSION_PREFIX = 'urn:reelcast:youtube-test-upload:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type UploadRow = TestUploadRow;

const storeFailure = (cause: unknown) =>
  new YouTubeFailure(
    'retryable',
    'The test-mode channel could not store the video. We will try again.',
    {
      cause,
    },
  );

export class TestModeUploads {
  constructor(
    private readonly database: Database,
    private readonly storage: StoragePort,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async start(grant: TestGrant, metadata: YouTubeVideoMetadata, size: number): Promise<string> {
    const id = await insertUpload(this.database.db, {
      userId: grant.userId,
      channelId: grant.channelId,
      channelTitle: grant.channelTitle,
      metadata,
      size,
      expiresAt: new Date(this.now().getTime() + SESSION_LIFETIME_MS),
    });
    return `${SESSION_PREFIX}${id}`;
  }

  async state(sessionUri: string, size: number): Promise<UploadState> {
    const row = await this.#session(sessionUri, size);
    if (!row) return { kind: 'expired' };
    return this.#stateOf(row);
  }

  async send(
    sessionUri: string,
    body: Readable,
    offset: number,
    size: number,
    signal: AbortSignal,
  ): Promise<UploadState> {
    const row = await this.#session(sessionUri, size);
    if (!row || row.videoId || row.received !== offset || offset >= size) {
      body.destroy();
      return row ? this.#stateOf(row) : { kind: 'expired' };
    }
    const key = `youtube-test-uploads/${row.id}/${offset}-${randomUUID()}.mp4`;
    const { sink, interrupted, abandon } = keepWhatArrives(body, size - offset, signal);
    let stored: number;
    try {
      stored = (await this.storage.put(key, sink, { contentType: 'video/mp4' })).size;
    } catch (error) {
      abandon(error);
      throw storeFailure(error);
    }
    const kept = stored > 0 && (await this.#keep(row.id, { offset, bytes: stored, key }));
    if (!kept) await this.storage.delete(key).catch(() => {});
    const cause = await interrupted;
    if (cause) {
      if (signal.aborted) throw signal.reason;
      if (cause instanceof YouTubeFailure) throw cause;
      throw new YouTubeFailure('retryable', 'The upload was interrupted. We will resume it.', {
        cause,
      });
    }
    const latest = await this.#session(sessionUri, size);
    return latest ? this.#stateOf(latest) : { kind: 'expired' };
  }

  /** Adds a part if the session still ends where it began (else another sender won). */
  async #keep(id: string, part: TestUploadPart): Promise<boolean> {
    return addUploadPart(this.database.db, id, part);
  }

  async #session(sessionUri: string, size: number): Promise<UploadRow | undefined> {
    const id = sessionUri.startsWith(SESSION_PREFIX) ? sessionUri.slice(SESSION_PREFIX.length) : '';
    if (!UUID.test(id)) return undefined;
    const row = await findUpload(this.database.db, id);
    if (!row || row.expiresAt <= this.now()) return undefined;
    if (row.size !== size) {
      throw new YouTubeFailure('final', 'The video is not the size its upload was started with.');
    }
    return row;
  }

  /** Complete once every byte is kept: published (now, if the sender stopped right there). */
  async #stateOf(row: UploadRow): Promise<UploadState> {
    if (row.videoId) return { kind: 'complete', videoId: row.videoId };
    if (row.received < row.size) return { kind: 'incomplete', nextByte: row.received };
    return { kind: 'complete', videoId: await this.#publish(row) };
  }

  /** Joins the parts into one video and lists it; a second publisher's copy is thrown away. */
  async #publish(row: UploadRow): Promise<string> {
    const parts = [...row.parts].sort((a, b) => a.offset - b.offset);
    const storageKey = newObjectKey('youtube-test-videos', row.userId, 'mp4', this.now());
    try {
      await this.storage.put(storageKey, Readable.from(this.#concat(parts)), {
        contentType: 'video/mp4',
      });
    } catch (error) {
      throw storeFailure(error);
    }
    const metadata = row.metadata as YouTubeVideoMetadata;
    const videoId = randomBytes(8).toString('base64url').slice(0, 11);
    const won = await publishUpload(this.database, row.id, {
      id: videoId,
      userId: row.userId,
      channelId: row.channelId,
      channelTitle: row.channelTitle,
      title: metadata.title,
      description: metadata.description,
      tags: metadata.tags,
      categoryId: metadata.categoryId,
      privacy: metadata.privacyStatus,
      madeForKids: metadata.selfDeclaredMadeForKids,
      synthetic: metadata.containsSyntheticMedia,
      publishAt: metadata.publishAt ? new Date(metadata.publishAt) : null,
      storageKey,
      sizeBytes: row.size,
    });
    if (!won) {
      await this.storage.delete(storageKey).catch(() => {});
      return (await publishedVideoId(this.database.db, row.id))!;
    }
    await Promise.all(parts.map((part) => this.storage.delete(part.key).catch(() => {})));
    return videoId;
  }

  async *#concat(parts: TestUploadPart[]): AsyncGenerator<Buffer> {
    for (const part of parts) {
      const object = await this.storage.get(part.key);
      if (!object) throw new Error('a stored part of the upload is missing');
      for await (const chunk of object.body) yield chunk as Buffer;
    }
  }
}

/**
 * A stream of what `body` delivers, at most `limit` bytes, that ends cleanly when the body fails
 * or the sender aborts, so storage keeps what arrived (YouTube keeps the bytes it received).
 * `interrupted` resolves with why it stopped early, or null.
 */
function keepWhatArrives(body: Readable, limit: number, signal: AbortSignal) {
  const sink = new PassThrough();
  // Storage reports a failed write by rejecting put(); the stream's own error adds nothing.
  sink.on('error', () => {});
  let received = 0;
  let finished = false;
  let resolveInterrupted!: (cause: unknown) => void;
  const interrupted = new Promise<unknown>((resolve) => (resolveInterrupted = resolve));
  const finish = (cause: unknown) => {
    if (finished) return;
    finished = true;
    signal.removeEventListener('abort', onAbort);
    body.off('data', onData);
    if (cause) body.destroy();
    sink.end();
    resolveInterrupted(cause);
  };
  const onAbort = () => finish(signal.reason ?? new Error('aborted'));
  const onData = (chunk: Buffer) => {
    const room = limit - received;
    if (chunk.length > room) {
      finish(
        new YouTubeFailure('final', 'The video has more bytes than its upload was started with.'),
      );
      return;
    }
    received += chunk.length;
    if (!sink.write(chunk)) {
      body.pause();
      sink.once('drain', () => body.resume());
    }
  };
  if (signal.aborted) queueMicrotask(onAbort);
  else signal.addEventListener('abort', onAbort, { once: true });
  body.on('data', onData);
  // Kept for the stream's whole life: an error after finish() must not go unhandled.
  body.on('error', (error) => finish(error));
  body.once('end', () => finish(received === limit ? null : new Error('the video ended early')));
  return { sink, interrupted, abandon: finish };
}
