import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  VOICEOVER_MESSAGES,
  voiceoverCredits,
  type createVoiceoverBodySchema,
  type Voiceover,
  type VoiceoverDetail,
} from '@shared/voiceovers';
import type { Database } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import type { JobSender } from '../../platform/jobs/index.js';
import type { voiceoverJob } from './job-declarations.js';
import type { StoragePort } from '../../platform/storage/index.js';
import { spokenText } from '../../providers/script/index.js';
import { engineOf, type SpeechEngines } from '../../providers/speech/index.js';
import type { CreditsService } from '../../platform/credits/index.js';
import { findOwnVoice } from '../voices/index.js';
import { formatSrt, formatVtt } from './captions.js';
import { NARRATION_MESSAGES } from './narration.js';
import {
  findOwnScript,
  findOwnVoiceover,
  insertVoiceover,
  listOwnVoiceovers,
  type VoiceoverRow,
} from './repo.js';

/** The page shows at most this many voiceovers of one script. */
export const VOICEOVER_LIST_LIMIT = 50;

export interface VoiceoversServiceDeps {
  database: Database;
  storage: StoragePort;
  queue: Pick<JobSender<typeof voiceoverJob>, 'enqueue'>;
  engines: SpeechEngines;
  credits: CreditsService;
}

type CreateVoiceoverBody = z.output<typeof createVoiceoverBodySchema>;

export interface CaptionFile {
  body: string;
  /** Offered to the browser's download dialog. */
  filename: string;
}

/**
 * Voiceovers: a script read aloud by one of the user's voices. The price is computed here from
 * the spoken text (shared pricing); charge, row and job are one transaction, so a shortfall
 * (402) leaves nothing behind.
 */
export class VoiceoversService {
  readonly #credits: CreditsService;

  constructor(private readonly deps: VoiceoversServiceDeps) {
    this.#credits = deps.credits;
  }

  async create(userId: string, scriptId: string, body: CreateVoiceoverBody): Promise<Voiceover> {
    const { database, engines, queue } = this.deps;
    const script = await findOwnScript(database.db, userId, scriptId);
    if (!script) throw notFound(VOICEOVER_MESSAGES.scriptNotFound);
    const voice = await findOwnVoice(database.db, userId, body.voiceRowId);
    if (!voice) throw notFound(VOICEOVER_MESSAGES.voiceNotFound);
    const spoken = spokenText(script.content);
    if (!spoken) throw badRequest(NARRATION_MESSAGES.nothingToRead);

    const id = randomUUID();
    const cost = voiceoverCredits(spoken.length);
    const engine = engineOf(engines, {
      id: voice.id,
      voiceId: voice.elevenlabsVoiceId,
      isCloned: voice.isCloned,
      engine: voice.engine,
      approximation: voice.approximation,
    });
    const row = await database.db.transaction(async (tx) => {
      const charge = await this.#credits.charge({
        tx,
        userId,
        amount: cost,
        idempotencyKey: `charge:voiceover:${id}`,
        reason: `Voiceover: ${script.title}`,
        reference: id,
      });
      const inserted = await insertVoiceover(tx, {
        id,
        userId,
        scriptId: script.id,
        voiceRowId: voice.id,
        voiceName: voice.voiceName,
        voiceId: voice.elevenlabsVoiceId,
        engine,
        status: 'queued',
        spokenText: spoken,
        characters: spoken.length,
        cost,
        chargeEntryId: charge.entryId,
      });
      await queue.enqueue('voiceovers.synthesize', { voiceoverId: id }, { tx });
      return inserted;
    });
    return this.#dto(row);
  }

  /** One of the user's scripts' voiceovers, newest first; 404 for anyone else's script. */
  async list(userId: string, scriptId: string): Promise<Voiceover[]> {
    const { database } = this.deps;
    const script = await findOwnScript(database.db, userId, scriptId);
    if (!script) throw notFound(VOICEOVER_MESSAGES.scriptNotFound);
    const rows = await listOwnVoiceovers(database.db, userId, script.id, VOICEOVER_LIST_LIMIT);
    return Promise.all(rows.map((row) => this.#dto(row)));
  }

  /** One voiceover, in any status, with its script's title (the studio's clip prefill). */
  async detail(userId: string, id: string): Promise<VoiceoverDetail> {
    const { database } = this.deps;
    const row = await findOwnVoiceover(database.db, userId, id);
    if (!row) throw notFound(VOICEOVER_MESSAGES.notFound);
    const script = await findOwnScript(database.db, userId, row.scriptId);
    // The cues' times and text only: the form shows the text for editing (decision 060).
    const captions = row.status === 'ready' ? (row.captions ?? []) : [];
    return {
      ...(await this.#dto(row)),
      scriptTitle: script?.title ?? '',
      captions: captions.map(({ startMs, endMs, text }) => ({ startMs, endMs, text })),
    };
  }

  /** A ready voiceover's captions as SubRip or WebVTT, named after its script. */
  async captions(userId: string, id: string, format: 'srt' | 'vtt'): Promise<CaptionFile> {
    const { database } = this.deps;
    const row = await findOwnVoiceover(database.db, userId, id);
    if (!row) throw notFound(VOICEOVER_MESSAGES.notFound);
    if (row.status !== 'ready' || !row.captions) throw conflict(VOICEOVER_MESSAGES.notReady);
    const script = await findOwnScript(database.db, userId, row.scriptId);
    const cues = row.captions;
    return {
      body: format === 'srt' ? formatSrt(cues) : formatVtt(cues),
      filename: `${script?.title ?? 'Voiceover'} (${row.voiceName}).${format}`,
    };
  }

  async #dto(row: VoiceoverRow): Promise<Voiceover> {
    const ready = row.status === 'ready' && row.audioKey;
    return {
      id: row.id,
      scriptId: row.scriptId,
      voiceRowId: row.voiceRowId,
      voiceName: row.voiceName,
      engine: row.engine,
      status: row.status,
      cost: row.cost,
      characters: row.characters,
      durationMs: row.durationMs,
      captionTiming: row.captionTiming,
      audioUrl: ready ? await this.deps.storage.signedUrl(row.audioKey!) : null,
      error: row.error,
      createdAt: row.createdAt.toISOString(),
    };
  }
}
