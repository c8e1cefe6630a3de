import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createEpisodeFieldsSchema,
  EPISODE_MAX_SECONDS,
  EPISODE_MESSAGES,
  momentRequestSchema,
  topicsOf,
  type Episode,
  type EpisodeSummary,
  type MomentRequest,
} from '@shared/episodes';
import { episodeAnalysisCredits } from '@shared/pricing';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { MediaError, type MediaToolkit } from '../../media/toolkit.js';
import type { CreditsService } from '../../platform/credits/index.js';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.js';
import { parseInput } from '../../platform/http/index.js';
import type { JobSender } from '../../platform/jobs/index.js';
import type { StoragePort } from '../../platform/storage/index.js';
import {
  wrongFormatMessage,
  type StoredUpload,
  type UploadForm,
  type UploadFormSpec,
} from '../../platform/uploads/index.js';
import { ownEpisodeClipIds } from '../videos/index.js';
import { episodeDto, episodeSummaryDto } from './dto.js';
import type { episodeAnalysisJob, episodeMomentsJob } from './job-declarations.js';
import {
  findOwnEpisode,
  findWords,
  insertEpisode,
  listOwnEpisodes,
  updateAnalysedEpisode,
  type EpisodeRow,
} from './repo.js';

/** The page lists at most this many episodes. */
export const EPISODE_LIST_LIMIT = 100;
const TITLE_MAX = 200;

/** Reads the request's multipart form with the spec the service decides. */
export type EpisodeFormReader = (spec: UploadFormSpec<'media'>) => Promise<UploadForm<'media'>>;

export interface EpisodesServiceDeps {
  /** The recording's size limit (EPISODE_UPLOAD_LIMIT_BYTES, at most EPISODE_MAX_BYTES). */
  config: Pick<Config, 'episodeUploadLimitBytes'>;
  database: Database;
  storage: StoragePort;
  media: MediaToolkit;
  credits: CreditsService;
  queue: Pick<JobSender<typeof episodeAnalysisJob | typeof episodeMomentsJob>, 'enqueue'>;
}

/**
 * Episodes (issue 30, decision 066): a recording streamed to storage, checked (a sound to
 * hear, at most 3 h and 2 GB) and priced on the server, then charged, inserted and queued for
 * its analysis in one transaction. Anything refused leaves no file, no row and no charge.
 */
export class EpisodesService {
  constructor(private readonly deps: EpisodesServiceDeps) {}

  async create(userId: string, readForm: EpisodeFormReader): Promise<Episode> {
    const { database, credits, queue } = this.deps;
    const localCopyDir = await mkdtemp(path.join(tmpdir(), 'reelcast-episode-upload-'));
    try {
      const form = await this.#readForm(userId, readForm, localCopyDir);
      try {
        const media = form.files.media;
        if (!media) throw badRequest(EPISODE_MESSAGES.selectRecording);
        const fields = parseInput(createEpisodeFieldsSchema, form.fields);
        const momentRequest = parseInput(momentRequestSchema, {
          ...(fields.minSeconds !== undefined && { minSeconds: fields.minSeconds }),
          ...(fields.maxSeconds !== undefined && { maxSeconds: fields.maxSeconds }),
          topics: topicsOf(fields.topics),
        });
        const durationSeconds = await this.#probeDuration(media);
        const cost = episodeAnalysisCredits(durationSeconds);
        if (fields.confirmedCredits < cost) {
          throw conflict(EPISODE_MESSAGES.priceChanged(fields.confirmedCredits, cost));
        }
        const id = randomUUID();
        const title = titleOf(form.fileNames.media);
        const row = await database.db.transaction(async (tx) => {
          const charge = await credits.charge({
            tx,
            userId,
            amount: cost,
            idempotencyKey: `charge:episode:${id}`,
            reason: `Episode analysis: ${title}`,
            reference: id,
          });
          const inserted = await insertEpisode(tx, {
            id,
            userId,
            title,
            recordingKey: media.key,
            durationSeconds,
            cost,
            chargeEntryId: charge.entryId,
            status: 'queued',
            momentRequest,
          });
          await queue.enqueue('episodes.analyse', { episodeId: id }, { tx });
          return inserted;
        });
        return episodeDto(row, null, []);
      } catch (error) {
        await form.discard();
        throw error;
      }
    } finally {
      await rm(localCopyDir, { recursive: true, force: true });
    }
  }

  async list(userId: string): Promise<EpisodeSummary[]> {
    const rows = await listOwnEpisodes(this.deps.database.db, userId, EPISODE_LIST_LIMIT);
    return rows.map(episodeSummaryDto);
  }

  async get(userId: string, id: string): Promise<Episode> {
    const row = await this.own(userId, id);
    const { db } = this.deps.database;
    return episodeDto(row, await findWords(db, row), await ownEpisodeClipIds(db, userId, id));
  }

  /** The owner's episode; 404 for anyone else's, an unknown and a malformed id alike. */
  async own(userId: string, id: string): Promise<EpisodeRow> {
    const row = await findOwnEpisode(this.deps.database.db, userId, id);
    if (!row) throw notFound(EPISODE_MESSAGES.notFound);
    return row;
  }

  /**
   * Finds a ready episode's moments again with a new request (free): saves the request, sets
   * the status "finding" and queues the search, in one transaction. 409 unless it is ready.
   */
  async findMomentsAgain(userId: string, id: string, request: MomentRequest): Promise<Episode> {
    const { database, queue } = this.deps;
    const row = await this.own(userId, id);
    const updated = await database.db.transaction(async (tx) => {
      const changed = await updateAnalysedEpisode(tx, row, 'ready', {
        status: 'finding',
        progress: 0,
        error: null,
        momentRequest: request,
      });
      if (!changed) throw conflict(EPISODE_MESSAGES.notReady);
      await queue.enqueue('episodes.find-moments', { episodeId: id }, { tx });
      return changed;
    });
    const clipIds = await ownEpisodeClipIds(database.db, userId, id);
    return episodeDto(updated, await findWords(database.db, updated), clipIds);
  }

  /** Streams the file to the episodes bucket, with a local copy for ffprobe. */
  async #readForm(userId: string, readForm: EpisodeFormReader, localCopyDir: string) {
    try {
      return await readForm({
        files: { media: 'audio' },
        storage: this.deps.storage,
        bucket: 'episodes',
        ownerId: userId,
        limits: { audio: this.deps.config.episodeUploadLimitBytes, image: 0 },
        media: this.deps.media,
        localCopyDir,
      });
    } catch (error) {
      // The intake's own words name the audio kind's formats; an episode takes videos too.
      if (error instanceof AppError && error.statusCode === 413) {
        throw new AppError(
          413,
          EPISODE_MESSAGES.tooLarge(this.deps.config.episodeUploadLimitBytes),
        );
      }
      if (error instanceof AppError && error.message === wrongFormatMessage('audio')) {
        throw badRequest(EPISODE_MESSAGES.notAudio);
      }
      throw error;
    }
  }

  /** The recording's length from ffprobe: a sound to hear, at most EPISODE_MAX_SECONDS. */
  async #probeDuration(file: StoredUpload): Promise<number> {
    if (!file.localPath) throw new Error('episode uploads must be copied locally to be probed');
    let probe;
    try {
      probe = await this.deps.media.probe(file.localPath);
    } catch (error) {
      if (error instanceof MediaError && error.reason === 'unreadable') {
        throw badRequest(EPISODE_MESSAGES.notAudio);
      }
      throw error;
    }
    if (!probe.audio) throw badRequest(EPISODE_MESSAGES.noSound);
    const seconds = probe.durationSeconds;
    if (!seconds || !Number.isFinite(seconds) || seconds <= 0) {
      throw badRequest(EPISODE_MESSAGES.notAudio);
    }
    if (seconds > EPISODE_MAX_SECONDS) throw badRequest(EPISODE_MESSAGES.tooLong);
    return seconds;
  }
}

/** The uploaded file's name as the title ("Episode" when none was sent). */
function titleOf(fileName: string | undefined): string {
  const name = (fileName ?? '').trim().slice(0, TITLE_MAX);
  return name || 'Episode';
}
