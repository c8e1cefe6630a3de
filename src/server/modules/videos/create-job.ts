import { randomInt, randomUUID } from 'node:crypto';
import type { TranscriptionEngineId } from '@shared/transcripts';
import {
  videoJobCost,
  type MusicBed,
  type VideoAspectRatio,
  type VideoMode,
  type VideoResolution,
  type VideoSourceFlow,
} from '@shared/videos';
import { videoChargeReason } from '@shared/ledger-names';
import type { VeoResolution } from '@shared/pricing';
import type { CaptionCue } from '@shared/voiceovers';
import type { CaptionLook, CaptionWord } from '@shared/captions';
import type { AudiogramDesign } from '@shared/audiogram';
import type { SpeakerTurn } from '@shared/speaker-turns';
import type { AppTx } from '../../db/client.js';
import { newVideoJobDto } from './dto.js';
import {
  insertVideoJob,
  jobKind,
  measuredRenderSeconds,
  publishJobUpdate,
  type VideoJobRow,
} from './repo.js';
import type { PayForVideo, VideoPayment, VideosServiceDeps } from './service.js';

/** A new job's row and the render times measured when it was made. */
export interface Created {
  row: VideoJobRow;
  estimates: Map<string, number>;
}

export interface NewJob {
  mode: VideoMode;
  prompt: string;
  aspectRatio: VideoAspectRatio;
  resolution: VideoResolution;
  durationSeconds: number;
  /** What the price is for, when it is not `durationSeconds` (a snapped moment). */
  billedSeconds?: number;
  seed?: number | undefined;
  inputImageKey?: string;
  inputAudioKey?: string;
  inputBackgroundKey?: string;
  voiceoverId?: string;
  speakerFace?: number;
  /**
   * Which face is on screen when (clipSpeakerTurns in @shared/speaker-turns), for a clip whose
   * words tell two speakers apart on a picture with their faces; empty or left out: none.
   */
  speakerTurns?: SpeakerTurn[];
  /** Caption cues to burn in, already trimmed to the clip's length. */
  captions?: CaptionCue[];
  /** Our own voiceover's words, timed from the clip's start: the mouth follows them. */
  spokenWords?: CaptionWord[];
  /** Text and Image to Video: a music bed to mix in ('none' or left out: none). */
  musicBed?: MusicBed;
  /** How they look. */
  captionLook?: CaptionLook;
  /** No cues yet: the render hears the clip's audio with this engine first (decision 069). */
  captionsHeardBy?: TranscriptionEngineId;
  sourceFlow?: VideoSourceFlow;
  autoPostOnComplete?: boolean;
  /** A podcast clip's audiogram design: always the local engine's (decision 059). */
  audiogram?: AudiogramDesign;
}

export type CreateJobDeps = Pick<VideosServiceDeps, 'database' | 'queue' | 'engines' | 'credits'>;

/**
 * Prices on the server, charges, inserts the job as queued and enqueues its render, all in
 * one transaction: a shortfall (InsufficientCreditsError, 402) leaves no row and no job.
 * `pay` replaces the credit charge (the simple flows, a plan's clip); `outerTx` is the caller's
 * transaction to create the job in.
 */
export async function createJob(
  deps: CreateJobDeps,
  userId: string,
  job: NewJob,
  pay?: PayForVideo,
  outerTx?: AppTx,
): Promise<Created> {
  const id = randomUUID();
  const cost =
    job.mode === 'hedra'
      ? videoJobCost({ mode: 'hedra', durationSeconds: job.billedSeconds ?? job.durationSeconds })
      : videoJobCost({
          mode: job.mode,
          resolution: job.resolution as VeoResolution,
          durationSeconds: job.durationSeconds,
        });
  const engine = job.audiogram ? 'local' : deps.engines.engineFor(job.mode);
  // In the caller's transaction when there is one: PGlite has one connection.
  const estimates = await measuredRenderSeconds(outerTx ?? deps.database.db);
  const inTransaction = async (tx: AppTx) => {
    const payment: VideoPayment = pay
      ? await pay(tx, id)
      : {
          kind: 'credits',
          cost,
          chargeEntryId: (
            await deps.credits.charge({
              tx,
              userId,
              amount: cost,
              idempotencyKey: `charge:video:${id}`,
              reason: videoChargeReason(job.mode, job.durationSeconds),
              reference: id,
            })
          ).entryId,
        };
    const row = await insertVideoJob(tx, {
      id,
      userId,
      mode: job.mode,
      status: 'queued',
      prompt: job.prompt,
      aspectRatio: job.aspectRatio,
      resolution: job.resolution,
      durationSeconds: job.durationSeconds,
      seed: job.seed ?? randomInt(1, 1_000_001),
      cost: payment.kind === 'credits' ? payment.cost : 0,
      chargeEntryId: payment.kind === 'credits' ? payment.chargeEntryId : null,
      freeVideoDay: payment.kind === 'free' ? payment.day : null,
      serviceOrderId: payment.kind === 'plan' ? payment.serviceOrderId : null,
      sourceFlow: job.sourceFlow ?? null,
      musicBed: job.musicBed && job.musicBed !== 'none' ? job.musicBed : null,
      autoPostOnComplete: job.autoPostOnComplete ?? false,
      engine,
      inputImageKey: job.inputImageKey ?? null,
      inputAudioKey: job.inputAudioKey ?? null,
      inputBackgroundKey: job.inputBackgroundKey ?? null,
      voiceoverId: job.voiceoverId ?? null,
      captions: job.captions ?? null,
      spokenWords: job.spokenWords?.length ? job.spokenWords : null,
      audiogram: job.audiogram ?? null,
      speakerFace: job.speakerFace ?? null,
      speakerTurns: job.speakerTurns?.length ? job.speakerTurns : null,
      captionLook: job.captionLook ?? null,
      captionsHeardBy: job.captionsHeardBy ?? null,
    });
    // The whole job goes with the event: other open tabs add its card without a request.
    // An order's clip is not the studio's card (the client reviews it on /orders).
    if (job.sourceFlow !== 'order') {
      await publishJobUpdate(tx, row, newVideoJobDto(row, estimates.get(jobKind(row)) ?? null));
    }
    await deps.queue.enqueue('videos.render', { jobId: id }, { tx });
    return row;
  };
  const row = outerTx
    ? await inTransaction(outerTx)
    : await deps.database.db.transaction(inTransaction);
  return { row, estimates };
}
