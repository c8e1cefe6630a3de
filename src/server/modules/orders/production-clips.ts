import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { z } from 'zod';
import { ORDER_MESSAGES } from '@shared/orders';
import { PRODUCTION_MESSAGES, type clipMetadataBodySchema } from '@shared/orders-production';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { newObjectKey } from '../../platform/storage/index.js';
import type { ProductionDeps } from './production.js';
import { findJob, findOrderClip, titleTaken, updateClip } from './production-repo.js';
import { lockOrder } from './repo.js';

/** A cover frame is one still; ffmpeg takes well under this. */
const COVER_TIMEOUT_MS = 30_000;

type MetadataChange = z.output<typeof clipMetadataBodySchema>;

/** The operator's own title, description, tags or room: titles stay distinct in the order. */
export async function editClipMetadata(
  deps: Pick<ProductionDeps, 'database'>,
  orderId: string,
  clipId: string,
  change: MetadataChange,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    if (!(await lockOrder(tx, orderId))) throw notFound(ORDER_MESSAGES.notFound);
    const clip = await findOrderClip(tx, orderId, clipId);
    if (!clip) throw notFound(ORDER_MESSAGES.clipNotFound);
    if (clip.reviewStatus === 'approved') throw conflict(PRODUCTION_MESSAGES.notEditable);
    if (change.title !== undefined && (await titleTaken(tx, orderId, clipId, change.title))) {
      throw conflict(PRODUCTION_MESSAGES.titleTaken);
    }
    const { room, ...metadata } = change;
    await updateClip(tx, clipId, {
      ...metadata,
      ...(room !== undefined && { room: room || null }),
      metadataSource: 'operator',
    });
  });
}

/**
 * The clip's cover: the frame at `seconds` of its current render, stored as a JPEG of its own
 * (the poster stays the default until one is chosen). The old cover leaves storage.
 */
export async function setClipCover(
  deps: Pick<ProductionDeps, 'database' | 'storage' | 'media'>,
  orderId: string,
  clipId: string,
  requested: number,
): Promise<void> {
  // Hundredths are finer than a frame; a tinier number would not fit the real column.
  const seconds = Math.round(requested * 100) / 100;
  const { database, storage, media } = deps;
  const { db } = database;
  const clip = await findOrderClip(db, orderId, clipId);
  if (!clip) throw notFound(ORDER_MESSAGES.clipNotFound);
  if (clip.reviewStatus === 'approved') throw conflict(PRODUCTION_MESSAGES.notEditable);
  const job = await findJob(db, clip.videoJobId);
  if (!job || job.status !== 'succeeded' || !job.outputKey) {
    throw conflict(PRODUCTION_MESSAGES.noVideo);
  }
  if (seconds >= job.durationSeconds) throw badRequest(PRODUCTION_MESSAGES.coverPastEnd);
  const video = await storage.get(job.outputKey);
  if (!video) throw conflict(PRODUCTION_MESSAGES.noVideo);
  const dir = await mkdtemp(path.join(tmpdir(), 'reelcast-cover-'));
  try {
    const videoPath = path.join(dir, 'clip.mp4');
    const coverPath = path.join(dir, 'cover.jpg');
    await pipeline(video.body, createWriteStream(videoPath));
    await media.run(
      [
        ...['-v', 'error', '-ss', seconds.toFixed(3), '-i', videoPath],
        ...['-frames:v', '1', '-q:v', '2', '-y', coverPath],
      ],
      { timeoutMs: COVER_TIMEOUT_MS },
    );
    // ffmpeg exits 0 when its seek found no frame: no file is the only sign.
    if (!(await stat(coverPath).catch(() => null))?.size) {
      throw badRequest(PRODUCTION_MESSAGES.coverPastEnd);
    }
    const coverKey = newObjectKey('veo-outputs', clip.userId, 'jpg');
    await storage.putFile(coverKey, coverPath, { contentType: 'image/jpeg' });
    const stale = await db.transaction(async (tx) => {
      await lockOrder(tx, orderId);
      // A remake while ffmpeg ran made this frame stale: keep the clip as the remake left it.
      const now = await findOrderClip(tx, orderId, clipId);
      if (!now || now.videoJobId !== job.id) return coverKey;
      await updateClip(tx, clipId, { coverKey, coverSeconds: seconds });
      return clip.coverKey;
    });
    if (stale) await storage.delete(stale).catch(() => {});
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
