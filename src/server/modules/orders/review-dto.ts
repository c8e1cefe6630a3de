import type { OrderClip } from '@shared/order-review';
import type { StoragePort } from '../../platform/storage/index.js';
import type { VisibleClipRow } from './review-repo.js';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** A clip as its client sees it: its words, its review and signed links (1 hour). */
export async function orderClipDto(row: VisibleClipRow, storage: StoragePort): Promise<OrderClip> {
  const coverKey = row.coverKey ?? row.posterKey;
  const [videoUrl, posterUrl] = await Promise.all([
    row.outputKey ? storage.signedUrl(row.outputKey) : null,
    coverKey ? storage.signedUrl(coverKey) : null,
  ]);
  return {
    id: row.id,
    position: row.position,
    title: row.title,
    description: row.description,
    tags: row.tags,
    reviewStatus: row.reviewStatus,
    changeComment: row.changeComment,
    changeRequestedAt: iso(row.changeRequestedAt),
    approvedAt: iso(row.approvedAt),
    videoUrl,
    posterUrl,
  };
}

/** "Modern Living Room, Austin!" → "modern-living-room-austin": a file name without surprises. */
export function fileSlug(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || fallback;
}

/** A clip's file name: its place in the order and its title, so names in a zip never clash. */
export function clipFileName(row: Pick<VisibleClipRow, 'position' | 'title'>): string {
  const place = String(row.position).padStart(2, '0');
  return `${place}-${fileSlug(row.title, 'clip')}.mp4`;
}

/** The zip's name: the client's order number, so months never overwrite each other. */
export function zipFileName(order: { number: number }): string {
  return `order-${order.number}-clips.zip`;
}
