import { rm } from 'node:fs/promises';
import { VOICEOVER_MESSAGES } from '@shared/voiceovers';
import type { Database } from '../../db/client.js';
import type { MediaToolkit } from '../../media/toolkit.js';
import type { HandlerRegistry, JobContext, JobFailure } from '../../platform/jobs/registry.js';
import type { StoragePort } from '../../platform/storage/port.js';
import { freshWorkDir, removeWorkDirs } from '../../platform/work-dirs.js';
import { SpeechEngineError } from '../../providers/speech/port.js';
import type { SpeechEngines } from '../../providers/speech/registry.js';
import type { CreditsService } from '../../platform/credits/index.js';
import { forget } from '../images/work.js';
import { findOwnVoice } from '../voices/repo.js';
import { narrate } from './narration.js';
import {
  findVoiceoverForWorker,
  markFailedAndRefunded,
  updateUnfinishedVoiceover,
  type VoiceoverRow,
} from './repo.js';

export interface VoiceoverJobDeps {
  database: Database;
  storage: StoragePort;
  media: MediaToolkit;
  engines: SpeechEngines;
  credits: CreditsService;
}

/** Where a ready voiceover's MP3 lives: one object per voiceover, under its owner. */
export const voiceoverAudioKey = (row: Pick<VoiceoverRow, 'id' | 'userId'>) =>
  `voiceovers/${row.userId}/${row.id}.mp3`;

/** A failure the engine worded for users keeps its words; anything else reads the generic one. */
export function voiceoverFailureMessage(error: JobFailure): string {
  return error.name === 'SpeechEngineError' && error.message
    ? error.message
    : VOICEOVER_MESSAGES.failed;
}

/** Work folders of voiceovers: reelcast-voiceover-<id>-… */
const VOICEOVER_WORK_LABEL = 'voiceover';

/**
 * `voiceovers.synthesize`: reads the row again, speaks its text with the voice's engine, stores
 * the MP3 with its measured length and caption cues, and marks it ready. A failure the user
 * cannot fix by waiting (a non-retryable SpeechEngineError, a removed voice) fails the row at
 * once; anything else is retried, and when retries run out onExhausted fails it. A failed
 * voiceover is refunded exactly once.
 */
export function registerVoiceoverJobs(registry: HandlerRegistry, deps: VoiceoverJobDeps): void {
  const worker = new VoiceoverWorker(deps);
  registry.register(
    'voiceovers.synthesize',
    (payload, ctx) => worker.synthesize(payload.voiceoverId, ctx),
    {
      onExhausted: async (payload, ctx) => {
        await removeWorkDirs(VOICEOVER_WORK_LABEL, payload.voiceoverId);
        await worker.failAndRefund(payload.voiceoverId, voiceoverFailureMessage(ctx.error));
      },
    },
  );
}

export class VoiceoverWorker {
  readonly #credits: CreditsService;

  constructor(private readonly deps: VoiceoverJobDeps) {
    this.#credits = deps.credits;
  }

  async synthesize(
    id: string,
    ctx: Pick<JobContext, 'signal'> & Partial<Pick<JobContext, 'reportProgress'>>,
  ): Promise<void> {
    const { database, storage } = this.deps;
    const found = await findVoiceoverForWorker(database.db, id);
    if (!found) return;
    const row = await database.db.transaction((tx) =>
      updateUnfinishedVoiceover(tx, found, { status: 'processing' }),
    );
    if (!row) return; // ready or failed already: a repeat changes nothing

    const workDir = await freshWorkDir(VOICEOVER_WORK_LABEL, row.id);
    let audioKey: string;
    let narration: Awaited<ReturnType<typeof narrate>>;
    try {
      const voice = row.voiceRowId
        ? await findOwnVoice(database.db, row.userId, row.voiceRowId)
        : undefined;
      if (!voice) return await this.failAndRefund(row.id, VOICEOVER_MESSAGES.voiceNotFound);
      const speaker = this.deps.engines.speakerFor({
        id: voice.id,
        voiceId: voice.elevenlabsVoiceId,
        isCloned: voice.isCloned,
        engine: voice.engine,
      });
      narration = await narrate({
        text: row.spokenText,
        speaker,
        media: this.deps.media,
        workDir,
        signal: ctx.signal,
        onProgress: (share) => ctx.reportProgress?.(Math.round(share * 100)),
      });
      audioKey = voiceoverAudioKey(row);
      await storage.putFile(audioKey, narration.mp3Path, { contentType: 'audio/mpeg' });
    } catch (error) {
      const usersToFix = error instanceof SpeechEngineError && !error.retryable;
      if (ctx.signal.aborted || !usersToFix) throw error;
      return await this.failAndRefund(row.id, error.message);
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }

    const ready = await database.db.transaction((tx) =>
      updateUnfinishedVoiceover(tx, row, {
        status: 'ready',
        error: null,
        audioKey,
        durationMs: narration.durationMs,
        captionTiming: narration.captionTiming,
        captions: narration.cues,
        completedAt: new Date(),
      }),
    );
    if (!ready) await forget(storage, [audioKey]); // failed and refunded meanwhile
  }

  /** Fails the row and returns its credits in one transaction; a repeat changes nothing. */
  async failAndRefund(id: string, message: string): Promise<void> {
    await this.deps.database.db.transaction(async (tx) => {
      const row = await findVoiceoverForWorker(tx, id);
      if (!row) return;
      if (!(await markFailedAndRefunded(tx, row, message))) return;
      await this.#credits.refund({
        chargeEntryId: row.chargeEntryId,
        reason: 'Refund: the voiceover could not be made',
        tx,
      });
    });
  }
}
