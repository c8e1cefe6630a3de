import type { VideoJob } from '@shared/videos';
import type { StoragePort } from '../../platform/storage/index.js';
import type { Queryable } from '../../db/client.js';
import { musicBedOf } from './music-pass.js';
import { jobKind, measuredRenderSeconds, type VideoJobRow } from './repo.js';

/**
 * A job as its owner sees it: the row's public fields, signed links (1 hour) to its video and
 * poster once made, and a download named after the product.
 */
export async function videoJobDto(
  row: VideoJobRow,
  storage: StoragePort,
  productName: string,
  estimatedSeconds: number | null,
): Promise<VideoJob> {
  const downloadName = `${fileSlug(productName)}-${row.id.slice(0, 8)}.mp4`;
  const [videoUrl, downloadUrl, posterUrl] = await Promise.all([
    row.outputKey ? storage.signedUrl(row.outputKey) : null,
    row.outputKey ? storage.signedUrl(row.outputKey, { downloadName }) : null,
    row.posterKey ? storage.signedUrl(row.posterKey) : null,
  ]);
  return newVideoJobDto(row, estimatedSeconds, { videoUrl, posterUrl, downloadUrl });
}

/**
 * The same, without links: all a job has before anything is made (the live event announcing a
 * new job carries it; signing is async and a new job has nothing to sign).
 */
export function newVideoJobDto(
  row: VideoJobRow,
  estimatedSeconds: number | null,
  links: Pick<VideoJob, 'videoUrl' | 'posterUrl' | 'downloadUrl'> = {
    videoUrl: null,
    posterUrl: null,
    downloadUrl: null,
  },
): VideoJob {
  const { videoUrl, posterUrl, downloadUrl } = links;
  return {
    id: row.id,
    mode: row.mode,
    status: row.status,
    prompt: row.prompt,
    aspectRatio: row.aspectRatio as VideoJob['aspectRatio'],
    resolution: row.resolution as VideoJob['resolution'],
    durationSeconds: row.durationSeconds,
    cost: row.cost,
    refunded: row.refunded,
    freeVideo: row.freeVideoDay !== null,
    sourceFlow: row.sourceFlow,
    publishAt: row.publishAt?.toISOString() ?? null,
    engine: row.engine,
    progress: row.progress,
    error: row.error,
    hasInputImage: row.inputImageKey !== null,
    voiceoverId: row.voiceoverId,
    captioned: (row.captions?.length ?? 0) > 0,
    captionsHeardBy: row.captionsHeardBy,
    // Rows from before audiograms have no design: they were talking portraits.
    podcastStyle: row.mode === 'hedra' ? (row.audiogram?.template ?? 'talking') : null,
    musicBed: musicBedOf(row),
    videoUrl,
    posterUrl,
    downloadUrl,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    estimatedSeconds,
  };
}

/** "Reelcast" → "reelcast", "My Studio!" → "my-studio": a download name without surprises. */
function fileSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'video';
}

/**
 * Jobs listed outside the studio (the quick-start wizard, simple upload): each with its links
 * and the estimate measured for its kind, read once for the whole list.
 */
export async function videoJobDtos(
  q: Queryable,
  rows: VideoJobRow[],
  storage: StoragePort,
  productName: string,
): Promise<VideoJob[]> {
  const estimates = await measuredRenderSeconds(q);
  return Promise.all(
    rows.map((row) => videoJobDto(row, storage, productName, estimates.get(jobKind(row)) ?? null)),
  );
}
