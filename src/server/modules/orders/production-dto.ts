import { VIDEO_ENGINE_LABELS, type VideoEngineId } from '@shared/videos';
import { renderCostCents } from '@shared/engine-costs';
import type {
  OrderBrief,
  ProductionClip,
  ProductionOrder,
  ProductionRender,
} from '@shared/orders-production';
import type { StoragePort } from '../../platform/storage/index.js';
import type { VideoJobRow } from '../videos/index.js';
import { orderSummaryDto } from './dto.js';
import type { OperatorOrderRow } from './production-repo.js';
import type { OrderClipRow } from './repo.js';

/** An order in the operator's list: the client's, its time left and whether it is late. */
export function productionOrderDto(
  row: OperatorOrderRow,
  counts: { photos: number; clips: number; approved: number },
  now: Date,
): ProductionOrder {
  const { order } = row;
  const running = order.status === 'in_production' && order.dueAt;
  const secondsLeft = running ? Math.round((order.dueAt!.getTime() - now.getTime()) / 1000) : null;
  return {
    ...orderSummaryDto(order, counts),
    clientEmail: row.email,
    businessName: effectiveBrief(row).businessName ?? null,
    secondsLeft,
    overdue: secondsLeft !== null && secondsLeft < 0,
  };
}

/** What the metadata is written from: the operator's brief, else the approved submission's name. */
export function effectiveBrief(row: OperatorOrderRow): OrderBrief {
  const brief = row.order.brief;
  const businessName = brief.businessName || row.submittedBusinessName || undefined;
  return { ...brief, ...(businessName && { businessName }) };
}

/** Overdue first, then by due time, then ready for review, waiting for photos, then finished. */
export function operatorRank(order: ProductionOrder): [number, number] {
  const due = order.dueAt ? Date.parse(order.dueAt) : Number.MAX_SAFE_INTEGER;
  if (order.overdue) return [0, due];
  if (order.status === 'in_production') return [1, due];
  if (order.status === 'ready_for_review') return [2, due];
  if (order.status === 'waiting_for_photos') return [3, Date.parse(order.createdAt)];
  return [4, -Date.parse(order.createdAt)];
}

export function jobCostCents(
  job: Pick<VideoJobRow, 'engine' | 'durationSeconds'>,
  veoModel?: string,
): number {
  return renderCostCents(job.engine as VideoEngineId, job.durationSeconds, veoModel);
}

export async function renderDto(
  job: VideoJobRow,
  storage: StoragePort,
  veoModel?: string,
): Promise<ProductionRender> {
  return {
    jobId: job.id,
    status: job.status,
    progress: job.status === 'succeeded' ? 100 : Math.round(job.progress ?? 0),
    engine: job.engine,
    engineLabel: VIDEO_ENGINE_LABELS[job.engine],
    costCents: jobCostCents(job, veoModel),
    error: job.error,
    videoUrl: job.outputKey ? await storage.signedUrl(job.outputKey) : null,
    posterUrl: job.posterKey ? await storage.signedUrl(job.posterKey) : null,
  };
}

export async function clipDto(
  clip: OrderClipRow,
  job: VideoJobRow | null,
  storage: StoragePort,
  veoModel?: string,
): Promise<ProductionClip> {
  const render = job ? await renderDto(job, storage, veoModel) : null;
  return {
    id: clip.id,
    position: clip.position,
    photoId: clip.photoId,
    room: clip.room,
    motionPrompt: clip.motionPrompt,
    title: clip.title,
    description: clip.description,
    tags: clip.tags,
    metadataSource: clip.metadataSource,
    coverSeconds: clip.coverSeconds,
    // The default cover is the poster frame.
    coverUrl: clip.coverKey ? await storage.signedUrl(clip.coverKey) : (render?.posterUrl ?? null),
    reviewStatus: clip.reviewStatus,
    changeComment: clip.changeComment,
    reviewRounds: clip.reviewRounds,
    render,
  };
}
