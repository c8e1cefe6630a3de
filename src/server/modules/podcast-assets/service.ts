import { randomUUID } from 'node:crypto';
import {
  BACKGROUND_GENERATION_CREDITS,
  CHARACTER_GENERATION_CREDITS,
  type CreateBackgroundBody,
  type CreateCharacterBody,
  type PodcastBackground,
  type PodcastCharacter,
} from '@shared/podcast-assets';
import type { AppTx, Database } from '../../db/client.js';
import { styleTags, type ImageEngineRegistry } from '../../providers/image/index.js';
import type { JobSender } from '../../platform/jobs/index.js';
import type { podcastAssetJob } from './job-declarations.js';
import type { StoragePort } from '../../platform/storage/index.js';
import type { CreditsService } from '../../platform/credits/index.js';
import { notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/http/index.js';
import { drawSeed } from '../images/index.js';
import { ASSET_NOT_FOUND } from './delete.js';
import {
  insertBackground,
  insertCharacter,
  listOwnBackgrounds,
  listOwnCharacters,
  renameOwnAsset,
  type PodcastAssetKind,
  type PodcastBackgroundRow,
  type PodcastCharacterRow,
} from './repo.js';

/** The pages show at most this many. */
export const PODCAST_ASSET_LIST_LIMIT = 100;

export interface PodcastAssetsServiceDeps {
  database: Database;
  storage: StoragePort;
  queue: Pick<JobSender<typeof podcastAssetJob>, 'enqueue'>;
  engines: ImageEngineRegistry;
  credits: CreditsService;
}

/** What a new character or background is charged, inserted and queued with. */
interface Paid {
  id: string;
  seed: number;
  cost: number;
  chargeEntryId: number;
  engine: ReturnType<ImageEngineRegistry['artistFor']>;
}

/**
 * AI podcast hosts and studio backgrounds: one picture each, priced on the server, charged,
 * inserted and queued in one transaction (a shortfall leaves nothing).
 */
export class PodcastAssetsService {
  readonly #credits: CreditsService;

  constructor(private readonly deps: PodcastAssetsServiceDeps) {
    this.#credits = deps.credits;
  }

  async createCharacter(userId: string, body: CreateCharacterBody): Promise<PodcastCharacter> {
    const row = await this.#createPaid(
      userId,
      'character',
      CHARACTER_GENERATION_CREDITS,
      (tx, paid) =>
        insertCharacter(tx, {
          ...paid,
          userId,
          status: 'queued',
          name: body.name,
          description: body.description,
          style: body.style,
          styleTags: styleTags(body.style),
        }),
    );
    return this.#characterDto(row);
  }

  async createBackground(userId: string, body: CreateBackgroundBody): Promise<PodcastBackground> {
    const row = await this.#createPaid(
      userId,
      'background',
      BACKGROUND_GENERATION_CREDITS,
      (tx, paid) =>
        insertBackground(tx, {
          ...paid,
          userId,
          status: 'queued',
          name: body.name,
          description: body.description,
        }),
    );
    return this.#backgroundDto(row);
  }

  async listCharacters(userId: string): Promise<PodcastCharacter[]> {
    const rows = await listOwnCharacters(this.deps.database.db, userId, PODCAST_ASSET_LIST_LIMIT);
    return Promise.all(rows.map((row) => this.#characterDto(row)));
  }

  async listBackgrounds(userId: string): Promise<PodcastBackground[]> {
    const rows = await listOwnBackgrounds(this.deps.database.db, userId, PODCAST_ASSET_LIST_LIMIT);
    return Promise.all(rows.map((row) => this.#backgroundDto(row)));
  }

  /** Renames one of the owner's hosts or backgrounds (the name checked as at creation). */
  async rename(
    kind: 'character',
    userId: string,
    id: string,
    name: string,
  ): Promise<PodcastCharacter>;
  async rename(
    kind: 'background',
    userId: string,
    id: string,
    name: string,
  ): Promise<PodcastBackground>;
  async rename(kind: PodcastAssetKind, userId: string, id: string, name: string) {
    const row = isUuid(id)
      ? await renameOwnAsset(this.deps.database.db, kind, userId, id, name)
      : undefined;
    if (!row) throw notFound(ASSET_NOT_FOUND[kind]);
    return kind === 'character'
      ? this.#characterDto(row as PodcastCharacterRow)
      : this.#backgroundDto(row);
  }

  async #createPaid<R>(
    userId: string,
    kind: PodcastAssetKind,
    cost: number,
    insert: (tx: AppTx, paid: Paid) => Promise<R>,
  ): Promise<R> {
    const id = randomUUID();
    const engine = this.deps.engines.artistFor();
    return this.deps.database.db.transaction(async (tx) => {
      const charge = await this.#credits.charge({
        tx,
        userId,
        amount: cost,
        idempotencyKey: `charge:${kind}:${id}`,
        reason: kind === 'character' ? 'AI podcast character' : 'AI podcast background',
        reference: id,
      });
      const row = await insert(tx, {
        id,
        seed: drawSeed(),
        cost,
        chargeEntryId: charge.entryId,
        engine,
      });
      await this.deps.queue.enqueue('podcast-assets.generate', { kind, id }, { tx });
      return row;
    });
  }

  async #backgroundDto(row: PodcastBackgroundRow): Promise<PodcastBackground> {
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      status: row.status,
      engine: row.engine,
      cost: row.cost,
      refunded: row.refunded,
      error: row.error,
      imageUrl: row.imageKey ? await this.deps.storage.signedUrl(row.imageKey) : null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async #characterDto(row: PodcastCharacterRow): Promise<PodcastCharacter> {
    return { ...(await this.#backgroundDto(row)), style: row.style, styleTags: row.styleTags };
  }
}
