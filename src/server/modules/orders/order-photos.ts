import type { FastifyRequest } from 'fastify';
import { ORDER_DUE_HOURS } from '@shared/orders';
import {
  ORDER_PHOTO_MESSAGES as M,
  ORDER_PHOTO_UPLOAD_FIELD,
  type OrderDetail,
  type OrderPhotosAdded,
} from '@shared/order-photos';
import { MAX_PHOTOS_PER_UPLOAD, PHOTO_NAME_MAX_LENGTH } from '@shared/photos';
import type { Config } from '../../config.js';
import type { AppTx, Database } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { checkPartNames, readableMultipartError } from '../../platform/uploads/index.js';
import {
  copyPhotoInto,
  discardStoredPhotos,
  insertPhotos,
  storeLibraryPhoto,
  type LibraryDeps,
  type StoredPhoto,
} from '../photos/index.js';
import { orderSummaryDto } from './dto.js';
import {
  countOrderPhotos,
  deleteOrderPhoto,
  insertOrderPhoto,
  orderClient,
  orderPhotoHashes,
  ownLibraryPhotos,
  photosUsedByClips,
  unusedLibraryPhotos,
} from './photos-repo.js';
import {
  listOrderPhotos,
  lockOrder,
  publishOrderUpdate,
  orderCounts,
  updateOrder,
  type ServiceOrderRow,
} from './repo.js';
import { ORDER_MESSAGES } from '@shared/orders';
import type { OrderPhotoSource } from '@shared/orders';

export interface OrderPhotoDeps extends LibraryDeps {
  config: Pick<Config, 'imageUploadLimitBytes'>;
  database: Database;
  /** No Google key ('form-only'): a Drive submission's folder waits for the operator. */
  drive: { readonly mode: 'listed' | 'form-only' };
  now?: () => Date;
}

/** A photo ready to go into an order: its own stored copy, and where it came from. */
interface Incoming extends StoredPhoto {
  source: OrderPhotoSource;
  clientPhotoId: string | null;
}

const waiting = (order: ServiceOrderRow) => order.status === 'waiting_for_photos';

/**
 * An order's photos (decision 056, "Opening orders and their photos"): gathered from My photos
 * when the order opens, added from My photos or uploaded on the order page, removed while no
 * clip uses them. Every change holds the order's row lock, so the allowance is never passed and
 * "the photos are in" happens once: when the order holds its allowance, or when the client (or
 * the operator) starts production with at least one photo.
 */
export class OrderPhotos {
  constructor(private readonly deps: OrderPhotoDeps) {}

  /** The largest image an upload takes (the library's limit). */
  get uploadLimitBytes(): number {
    return this.deps.config.imageUploadLimitBytes;
  }

  private place(orderId: string) {
    return { bucket: 'order-photos' as const, ownerId: orderId };
  }

  /** The order's page: its summary, photos (signed links) and a note when photos are missing. */
  async detail(order: ServiceOrderRow): Promise<OrderDetail> {
    const { db } = this.deps.database;
    const [rows, used, counts, client] = await Promise.all([
      listOrderPhotos(db, order.id),
      photosUsedByClips(db, order.id),
      orderCounts(db, [order.id]),
      orderClient(db, order.userId),
    ]);
    const { storage } = this.deps;
    const photos = await Promise.all(
      rows.map(async (row) => {
        const url = await storage.signedUrl(row.storageKey);
        const thumbnailUrl = row.thumbnailKey ? await storage.signedUrl(row.thumbnailKey) : url;
        return {
          id: row.id,
          name: row.name,
          source: row.source,
          createdAt: row.createdAt.toISOString(),
          url,
          thumbnailUrl,
          usedByClip: used.has(row.id),
        };
      }),
    );
    const photosWanted = Math.max(0, order.clipAllowance - photos.length);
    const drivePending = Boolean(client?.driveLink) && this.deps.drive.mode === 'form-only';
    return {
      order: orderSummaryDto(order, counts.get(order.id)!),
      photos,
      photosWanted,
      canChangePhotos: waiting(order),
      photosNote:
        waiting(order) && photosWanted > 0
          ? drivePending
            ? M.driveFolderPending
            : M.addPhotos
          : null,
    };
  }

  /**
   * The order's job when it opens: copies the client's library photos no earlier order used
   * (approved submissions' first, newest first) into the order, up to its allowance. Copies
   * are made outside the lock; the lock then adds as many as still fit. Safe to run again.
   */
  async gather(orderId: string): Promise<ServiceOrderRow | undefined> {
    const { db } = this.deps.database;
    const [order] = await db.transaction(async (tx) => [await lockOrder(tx, orderId)]);
    if (!order || !waiting(order)) return order;
    const room = order.clipAllowance - (await countOrderPhotos(db, order.id));
    if (room <= 0) return this.add(order.id, []);
    const candidates = await unusedLibraryPhotos(db, order.userId, room);
    const incoming: Incoming[] = [];
    try {
      for (const photo of candidates) {
        const copy = await copyPhotoInto(this.deps, this.place(order.id), {
          key: photo.storageKey,
          name: photo.name,
        });
        if (copy) {
          const source = photo.fromSubmission ? 'submission' : 'library';
          incoming.push({ ...copy, source, clientPhotoId: photo.id });
        }
      }
    } catch (error) {
      await discardStoredPhotos(this.deps.storage, incoming);
      throw error;
    }
    return this.add(order.id, incoming);
  }

  /** Photos chosen from My photos. */
  async addFromLibrary(order: ServiceOrderRow, photoIds: readonly string[]) {
    this.assertWaiting(order);
    const rows = await ownLibraryPhotos(this.deps.database.db, order.userId, photoIds);
    if (rows.length === 0) throw notFound(M.libraryPhotoNotFound);
    await this.assertRoom(order);
    const held = await orderPhotoHashes(this.deps.database.db, order.id);
    const incoming: Incoming[] = [];
    const skipped: OrderPhotosAdded['skipped'] = [];
    try {
      for (const row of rows) {
        if (row.contentHash && held.has(row.contentHash)) {
          skipped.push({ name: row.name, message: M.alreadyInOrder });
          continue;
        }
        const copy = await copyPhotoInto(this.deps, this.place(order.id), {
          key: row.storageKey,
          name: row.name,
        });
        if (copy) incoming.push({ ...copy, source: 'library', clientPhotoId: row.id });
        else skipped.push({ name: row.name, message: M.unreadable });
      }
    } catch (error) {
      await discardStoredPhotos(this.deps.storage, incoming);
      throw error;
    }
    return this.answer(order.id, incoming, skipped);
  }

  /**
   * The order page's upload (the client's, or the operator's for any order): each file goes
   * into the client's My photos too (once per image, as the library keeps it), and its own
   * copy into the order. Files past the allowance are not stored; the answer names them.
   */
  async upload(order: ServiceOrderRow, request: FastifyRequest): Promise<OrderPhotosAdded> {
    this.assertWaiting(order);
    await this.assertRoom(order);
    const room = order.clipAllowance - (await countOrderPhotos(this.deps.database.db, order.id));
    const library: StoredPhoto[] = [];
    const incoming: Incoming[] = [];
    const skipped: OrderPhotosAdded['skipped'] = [];
    const deps = { ...this.deps, log: request.log };
    try {
      let files = 0;
      for await (const part of request.parts()) {
        checkPartNames(part);
        if (part.type === 'field') throw badRequest(`Unexpected form field "${part.fieldname}"`);
        if (part.fieldname !== ORDER_PHOTO_UPLOAD_FIELD) {
          throw badRequest(`Unexpected file field "${part.fieldname}"`);
        }
        files += 1;
        if (files > MAX_PHOTOS_PER_UPLOAD) {
          throw badRequest(`Please select up to ${MAX_PHOTOS_PER_UPLOAD} photos at a time`);
        }
        const name = photoName(part.filename);
        if (incoming.length >= room) {
          part.file.resume();
          skipped.push({ name, message: M.full(order.clipAllowance) });
          continue;
        }
        const stored = await storeLibraryPhoto(deps, order.userId, part.file, {
          name,
          limitBytes: this.deps.config.imageUploadLimitBytes,
        });
        library.push(stored);
        const copy = await copyPhotoInto(deps, this.place(order.id), {
          key: stored.storageKey,
          name,
        });
        if (copy) incoming.push({ ...copy, source: 'upload', clientPhotoId: null });
      }
      if (files === 0) throw badRequest(M.chooseFiles);
    } catch (error) {
      await discardStoredPhotos(this.deps.storage, [...library, ...incoming]);
      throw readableMultipartError(error);
    }
    // Into My photos: an image the library holds already is not stored twice.
    const { duplicates } = await insertPhotos(
      this.deps.database.db,
      library.map((photo) => ({ ...photo, userId: order.userId })),
    );
    await discardStoredPhotos(this.deps.storage, duplicates);
    return this.answer(order.id, incoming, skipped);
  }

  /** Removes a photo from the order while it waits for photos and no clip was made from it. */
  async remove(order: ServiceOrderRow, photoId: string): Promise<OrderDetail> {
    const removed = await this.deps.database.db.transaction(async (tx) => {
      const locked = (await lockOrder(tx, order.id))!;
      this.assertWaiting(locked);
      if ((await photosUsedByClips(tx, order.id)).has(photoId)) throw conflict(M.usedByClip);
      const row = await deleteOrderPhoto(tx, order.id, photoId);
      if (!row) throw notFound(ORDER_MESSAGES.photoNotFound);
      return row;
    });
    await discardStoredPhotos(this.deps.storage, [removed]);
    return this.detail((await this.reread(order.id))!);
  }

  /** "Start production with these photos": the photos are in, with at least one. */
  async start(order: ServiceOrderRow): Promise<OrderDetail> {
    const started = await this.deps.database.db.transaction(async (tx) => {
      const locked = (await lockOrder(tx, order.id))!;
      this.assertWaiting(locked);
      if ((await countOrderPhotos(tx, locked.id)) === 0) throw conflict(M.noPhotos);
      return this.photosIn(tx, locked);
    });
    return this.detail(started);
  }

  private async answer(
    orderId: string,
    incoming: Incoming[],
    skipped: OrderPhotosAdded['skipped'],
  ): Promise<OrderPhotosAdded> {
    const before = skipped.length;
    const order = await this.add(orderId, incoming, skipped);
    return {
      ...(await this.detail(order!)),
      added: incoming.length - (skipped.length - before),
      skipped,
    };
  }

  /**
   * Under the order's lock: adds the copies that still fit (and are not in the order yet),
   * deletes the rest's stored objects, and starts production once the allowance is full.
   */
  private async add(
    orderId: string,
    incoming: Incoming[],
    skipped: OrderPhotosAdded['skipped'] = [],
  ): Promise<ServiceOrderRow | undefined> {
    const leftOver: Incoming[] = [];
    try {
      const order = await this.deps.database.db.transaction(async (tx) => {
        const locked = await lockOrder(tx, orderId);
        if (!locked) return undefined;
        if (!waiting(locked)) {
          leftOver.push(...incoming);
          if (incoming.length > 0) throw conflict(M.notWaiting);
          return locked;
        }
        const before = await countOrderPhotos(tx, orderId);
        let count = before;
        for (const photo of incoming) {
          if (count >= locked.clipAllowance) {
            leftOver.push(photo);
            skipped.push({ name: photo.name, message: M.full(locked.clipAllowance) });
            continue;
          }
          const row = await insertOrderPhoto(tx, { ...photo, orderId, userId: locked.userId });
          if (row) count += 1;
          else {
            leftOver.push(photo);
            skipped.push({ name: photo.name, message: M.alreadyInOrder });
          }
        }
        if (count >= locked.clipAllowance) return this.photosIn(tx, locked);
        if (count > before) await publishOrderUpdate(tx, locked);
        return locked;
      });
      await discardStoredPhotos(this.deps.storage, leftOver);
      return order;
    } catch (error) {
      await discardStoredPhotos(this.deps.storage, incoming);
      throw error;
    }
  }

  /** The photos are in: production starts and the due time runs from now (decision 056). */
  private photosIn(tx: AppTx, order: ServiceOrderRow): Promise<ServiceOrderRow> {
    const now = this.deps.now?.() ?? new Date();
    return updateOrder(tx, order.id, {
      status: 'in_production',
      photosInAt: now,
      dueAt: new Date(now.getTime() + ORDER_DUE_HOURS * 3_600_000),
    });
  }

  private assertWaiting(order: ServiceOrderRow) {
    if (!waiting(order)) throw conflict(M.notWaiting);
  }

  private async assertRoom(order: ServiceOrderRow) {
    const count = await countOrderPhotos(this.deps.database.db, order.id);
    if (count >= order.clipAllowance) throw conflict(M.full(order.clipAllowance));
  }

  private reread(orderId: string) {
    return this.deps.database.db.transaction((tx) => lockOrder(tx, orderId));
  }
}

/** The sent file's name without any folder part, bounded; "photo" when it has none. */
function photoName(filename: string): string {
  const base = filename.split(/[\\/]/).at(-1)?.trim() ?? '';
  return Array.from(base).slice(0, PHOTO_NAME_MAX_LENGTH).join('') || 'photo';
}
