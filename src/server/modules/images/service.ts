import { randomInt, randomUUID } from 'node:crypto';
import {
  imageCost,
  OUT_OF_RANGE_UNCONFIRMED,
  outOfRangeMessage,
  SEED_MAX,
  SEED_MIN,
  type CreateImageBody,
  type ImageJob,
  type ImagePromptCheck,
  type ImagePromptCheckBody,
  type ImageStyle,
} from '@shared/images';
import type { Database } from '../../db/client.js';
import type { ImageEngineRegistry } from '../../providers/image/index.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { JobSender } from '../../platform/jobs/index.js';
import type { imageJob, referenceJob } from './job-declarations.js';
import type { StoragePort } from '../../platform/storage/index.js';
import type { CreditsService } from '../../platform/credits/index.js';
import { findOwnReference } from './references-repo.js';
import {
  findOwnImageJob,
  insertImageJob,
  listOwnImageJobs,
  type ImageJobWithStyle,
} from './repo.js';
import { findStyle } from './styles-repo.js';
import type { ImageStyles } from './styles.js';
import { isUuid } from '../../platform/http/index.js';

/** The studio shows at most this many images. */
export const IMAGE_LIST_LIMIT = 100;
const IMAGE_NOT_FOUND = 'Image not found';
export const REFERENCE_NOT_FOUND = 'Character not found';
export const REFERENCE_NOT_READY =
  'This character is not ready yet: choose a completed character or none';
export const UNKNOWN_STYLE = 'Unknown style: choose one from the list';

export interface ImagesServiceDeps {
  database: Database;
  storage: StoragePort;
  /** Image jobs here; the references service, built from the same deps, queues builds. */
  queue: Pick<JobSender<typeof imageJob | typeof referenceJob>, 'enqueue'>;
  engines: ImageEngineRegistry;
  styles: ImageStyles;
  credits: CreditsService;
}

/** A seed in the spec's range, drawn on the server when the user left it empty. */
export const drawSeed = () => randomInt(SEED_MIN, SEED_MAX + 1);

/**
 * The image studio's rules: what an image job may use (a known style, a completed character
 * of the same user), what it costs, and that charging, inserting and queueing it happen in one
 * transaction.
 */
export class ImagesService {
  readonly #credits: CreditsService;

  constructor(private readonly deps: ImagesServiceDeps) {
    this.#credits = deps.credits;
  }

  styles(): Promise<ImageStyle[]> {
    return this.deps.styles.list();
  }

  /**
   * What the configured engine would make of a prompt, and its price: shown before paying. The
   * built-in painter names what it cannot draw (decision 061); a vendor engine draws anything.
   */
  check(body: ImagePromptCheckBody): ImagePromptCheck {
    const engine = this.deps.engines.generatorFor();
    const cost = imageCost(body.quality);
    const reach = this.deps.engines.generator(engine).readPrompt?.(body.prompt);
    if (!reach)
      return {
        engine,
        cost,
        paints: 'anything',
        outside: [],
        canDraw: [],
        needsConfirmation: false,
        message: null,
      };
    const message = outOfRangeMessage(reach.outside, reach.recognised);
    return {
      engine,
      cost,
      paints: reach.paints,
      outside: reach.outside,
      canDraw: [...reach.canDraw],
      // A named subject it cannot draw needs a yes; a prompt it reads nothing in is only told.
      needsConfirmation: reach.outside.length > 0,
      message,
    };
  }

  /**
   * Prices on the server, charges, inserts the job as queued and enqueues it, in one
   * transaction: a shortfall (InsufficientCreditsError, 402) leaves no row and no job.
   */
  async create(userId: string, body: CreateImageBody): Promise<ImageJob> {
    const { db } = this.deps.database;
    const style = body.styleId ? await findStyle(db, body.styleId) : undefined;
    if (body.styleId && !style) throw badRequest(UNKNOWN_STYLE);
    if (body.referenceId) {
      const reference = await findOwnReference(db, userId, body.referenceId);
      if (!reference) throw notFound(REFERENCE_NOT_FOUND);
      if (reference.status !== 'completed') throw badRequest(REFERENCE_NOT_READY);
    }
    // A prompt the engine can only partly draw is told before charging, and made only when the
    // user confirmed it (decision 061).
    const check = this.check({ prompt: body.prompt, quality: body.quality });
    if (check.needsConfirmation && !body.acceptOutOfRange)
      throw badRequest(`${check.message} ${OUT_OF_RANGE_UNCONFIRMED}`);
    const id = randomUUID();
    const { cost, engine } = check;
    const row = await db.transaction(async (tx) => {
      const charge = await this.#credits.charge({
        tx,
        userId,
        amount: cost,
        idempotencyKey: `charge:image:${id}`,
        reason: `Image (${body.size}, ${body.quality})`,
        reference: id,
      });
      const inserted = await insertImageJob(tx, {
        id,
        userId,
        status: 'queued',
        prompt: body.prompt,
        size: body.size,
        quality: body.quality,
        styleId: style?.id ?? null,
        referenceId: body.referenceId ?? null,
        seed: body.seed ?? drawSeed(),
        cost,
        chargeEntryId: charge.entryId,
        engine,
      });
      await this.deps.queue.enqueue('images.generate', { jobId: id }, { tx });
      return inserted;
    });
    return this.#toDto({ ...row, styleName: style?.name ?? null });
  }

  async list(userId: string): Promise<ImageJob[]> {
    const rows = await listOwnImageJobs(this.deps.database.db, userId, IMAGE_LIST_LIMIT);
    return Promise.all(rows.map((row) => this.#toDto(row)));
  }

  /** Another user's image and an unknown id answer alike: 404. */
  async get(userId: string, id: string): Promise<ImageJob> {
    const row = isUuid(id) ? await findOwnImageJob(this.deps.database.db, userId, id) : undefined;
    if (!row) throw notFound(IMAGE_NOT_FOUND);
    return this.#toDto(row);
  }

  async #toDto(row: ImageJobWithStyle): Promise<ImageJob> {
    return {
      id: row.id,
      status: row.status,
      prompt: row.prompt,
      size: row.size,
      quality: row.quality,
      styleId: row.styleId,
      styleName: row.styleName,
      referenceId: row.referenceId,
      seed: row.seed,
      cost: row.cost,
      refunded: row.refunded,
      engine: row.engine,
      error: row.error,
      imageUrl: row.outputKey ? await this.deps.storage.signedUrl(row.outputKey) : null,
      createdAt: row.createdAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
    };
  }
}
