import { randomUUID } from 'node:crypto';
import { createReferenceFieldsSchema, IMAGE_MESSAGES, type CustomReference } from '@shared/images';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { ImageEngineRegistry } from '../../providers/image/index.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { JobSender } from '../../platform/jobs/index.js';
import type { referenceJob } from './job-declarations.js';
import type { StoragePort } from '../../platform/storage/index.js';
import type { ImageDecoder } from '../../platform/uploads/index.js';
import { parseInput, isUuid } from '../../platform/http/index.js';
import type { ReferenceFormReader } from './reference-form.js';
import {
  findOwnReference,
  insertReference,
  listOwnReferences,
  renameOwnReference,
  updateReference,
  type CustomReferenceRow,
} from './references-repo.js';
import { REFERENCE_NOT_FOUND } from './service.js';

/** The studio shows at most this many characters. */
export const REFERENCE_LIST_LIMIT = 100;

export interface ReferencesServiceDeps {
  config: Pick<Config, 'imageUploadLimitBytes'>;
  database: Database;
  storage: StoragePort;
  queue: Pick<JobSender<typeof referenceJob>, 'enqueue'>;
  engines: ImageEngineRegistry;
  /** Decodes each uploaded photo before it is accepted. */
  media: ImageDecoder;
}

/**
 * "My Characters": custom references built from the user's photos. Free: no charge. The
 * photos stream to storage first; a refused request deletes them again and inserts nothing.
 */
export class ReferencesService {
  constructor(private readonly deps: ReferencesServiceDeps) {}

  async create(userId: string, readForm: ReferenceFormReader): Promise<CustomReference> {
    const { database, queue } = this.deps;
    const form = await readForm({
      storage: this.deps.storage,
      ownerId: userId,
      limitBytes: this.deps.config.imageUploadLimitBytes,
      media: this.deps.media,
    });
    try {
      const fields = parseInput(createReferenceFieldsSchema, form.fields);
      if (form.images.length === 0) throw badRequest(IMAGE_MESSAGES.referenceNoImages);
      const id = randomUUID();
      const engine = this.deps.engines.referenceBuilderFor();
      const row = await database.db.transaction(async (tx) => {
        // Created not_ready (spec), queued once its build is enqueued: both in this transaction.
        const created = await insertReference(tx, {
          id,
          userId,
          name: fields.name,
          status: 'not_ready',
          engine,
          inputKeys: form.images.map((image) => image.key),
        });
        await queue.enqueue('references.build', { referenceId: id }, { tx });
        const queued = await updateReference(tx, created, { status: 'queued' }, ['not_ready']);
        if (!queued) throw new Error('a new reference could not be queued');
        return queued;
      });
      return await this.#toDto(row);
    } catch (error) {
      await form.discard();
      throw error;
    }
  }

  async list(userId: string): Promise<CustomReference[]> {
    const rows = await listOwnReferences(this.deps.database.db, userId, REFERENCE_LIST_LIMIT);
    return Promise.all(rows.map((row) => this.#toDto(row)));
  }

  /** Another user's character and an unknown id answer alike: 404. */
  async get(userId: string, id: string): Promise<CustomReference> {
    const row = isUuid(id) ? await findOwnReference(this.deps.database.db, userId, id) : undefined;
    if (!row) throw notFound(REFERENCE_NOT_FOUND);
    return this.#toDto(row);
  }

  /** Renames one of the owner's characters (the name checked as at creation). */
  async rename(userId: string, id: string, name: string): Promise<CustomReference> {
    if (!isUuid(id)) throw notFound(REFERENCE_NOT_FOUND);
    const row = await renameOwnReference(this.deps.database.db, userId, id, name);
    if (!row) throw notFound(REFERENCE_NOT_FOUND);
    return this.#toDto(row);
  }

  async #toDto(row: CustomReferenceRow): Promise<CustomReference> {
    return {
      id: row.id,
      name: row.name,
      status: row.status,
      engine: row.engine,
      imageCount: row.inputKeys.length,
      thumbnailUrl: row.thumbnailKey ? await this.deps.storage.signedUrl(row.thumbnailKey) : null,
      palette: row.palette,
      error: row.error,
      createdAt: row.createdAt.toISOString(),
    };
  }
}
