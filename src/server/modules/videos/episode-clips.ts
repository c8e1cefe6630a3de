import { randomInt, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PodcastStyle, WaveformStyle } from '@shared/audiogram';
import type { CaptionLook } from '@shared/captions';
import {
  clipSpeakerTurns,
  speakersInOrder,
  type SpeakerFaces,
  type SpeakerWord,
} from '@shared/speaker-turns';
import { EPISODE_MESSAGES } from '@shared/episodes';
import { videoChargeReason } from '@shared/ledger-names';
import { videoJobCost, type HedraAspectRatio, type HedraResolution } from '@shared/videos';
import type { CaptionCue } from '@shared/voiceovers';
import type { AppTx } from '../../db/client.js';
import { planMomentCut } from '../../media/plan-moment.js';
import { sharedFaceDetector } from '../../media/faces/index.js';
import { InsufficientCreditsError, lockUserCredits } from '../../platform/credits/index.js';
import { badRequest } from '../../platform/errors.js';
import { newObjectKey } from '../../platform/storage/index.js';
import type { StoredUpload } from '../../platform/uploads/index.js';
import { audiogramDesign } from './audiogram-inputs.js';
import { newVideoJobDto } from './dto.js';
import { copyPhotoInput } from './photo-inputs.js';
import { assertSpeakerFace, facesInPicture } from './podcast-faces.js';
import { characterPortraitKey } from './podcast-inputs.js';
import { insertVideoJob, jobKind, measuredRenderSeconds, publishJobUpdate } from './repo.js';
import type { VideoJobRow } from './repo.js';
import type { VideosServiceDeps } from './service.js';

/**
 * A batch of podcast clips cut from one long recording (an episode's moments, issue 30,
 * decision 066): each clip is a podcast clip like the studio's (the same picture inputs, the
 * talking portrait or an audiogram, burned-in captions), its audio its own WAV cut from the
 * recording, and all of them charged (the podcast clip's price per second each), inserted and
 * queued in one transaction: a shortfall for the total leaves nothing behind.
 */

/** Cutting one clip out of a local recording takes a second; minutes mean a stuck ffmpeg. */
const CUT_TIMEOUT_MS = 2 * 60 * 1000;

export interface ClipOfRecording {
  startSeconds: number;
  durationSeconds: number;
  /** Captions on the clip's own clock (0 at its start); empty: none. */
  cues: CaptionCue[];
  /** The words heard in it on the same clock, with speakers when known: the portrait's cuts. */
  speakerWords?: readonly SpeakerWord[];
}

export interface ClipBatchOptions {
  /** What the clips are about (the jobs' prompt: the episode's title). */
  prompt: string;
  aspectRatio: HedraAspectRatio;
  resolution: HedraResolution;
  characterId?: string | undefined;
  photoId?: string | undefined;
  speakerFace?: number | undefined;
  /** Speaker label → face; the default mapping for speakers left out (decision 070). */
  speakerFaces?: SpeakerFaces | undefined;
  style?: PodcastStyle | undefined;
  title?: string | undefined;
  showName?: string | undefined;
  brandColor?: string | undefined;
  waveform?: WaveformStyle | undefined;
  /**
   * An audiogram's cover art, uploaded with the batch and already checked (decision 073): the
   * first clip keeps it, each other clip gets a copy of its own, so deleting one clip (which
   * deletes its inputs) never takes another's logo.
   */
  logo?: StoredUpload | undefined;
  captionLook: CaptionLook;
  /** The episode the clips are cut from: its page lists them. */
  episodeId: string;
}

export interface ClipBatch {
  jobs: VideoJobRow[];
  credits: number;
}

/**
 * Cuts each clip out of `recordingPath` (a local copy of the recording), then charges,
 * inserts and queues every clip's render in one transaction. Stored cuts and picture copies
 * are deleted again when the batch is refused.
 */
export async function createClipBatch(
  deps: VideosServiceDeps,
  userId: string,
  recordingPath: string,
  clips: readonly ClipOfRecording[],
  options: ClipBatchOptions,
): Promise<ClipBatch> {
  const { database, storage, media, config } = deps;
  const audiogram = audiogramDesign(options, options.logo);
  if (options.characterId && options.photoId) throw badRequest(EPISODE_MESSAGES.onePicture);
  if (!audiogram && !options.characterId && !options.photoId)
    throw badRequest(EPISODE_MESSAGES.pictureNeeded);
  const portraitKey = options.characterId
    ? await characterPortraitKey(database.db, userId, options.characterId)
    : undefined;
  const stored: string[] = [];
  const dir = await mkdtemp(path.join(tmpdir(), 'reelcast-episode-clips-'));
  try {
    const pictures: (string | undefined)[] = [];
    for (const _clip of clips) {
      if (!options.photoId) {
        pictures.push(portraitKey);
        continue;
      }
      // Each clip owns its copy of the photo (deleted with it), like Image to Video's.
      const photoDeps = {
        db: database.db,
        storage,
        media,
        limitBytes: config.imageUploadLimitBytes,
      };
      const copy = await copyPhotoInput(photoDeps, userId, options.photoId);
      stored.push(copy.key);
      pictures.push(copy.key);
    }
    const logoKeys = await logoCopies(deps, userId, clips.length, options.logo, stored);
    const faceCount = await checkedFaceCount(
      deps,
      clips,
      options,
      audiogram ? undefined : pictures[0],
    );
    const turns = clips.map((clip) =>
      clipSpeakerTurns(clip.speakerWords ?? [], Math.round(clip.durationSeconds * 1000), {
        faceCount,
        speakerFace: options.speakerFace,
        speakerFaces: options.speakerFaces,
      }),
    );
    const audioKeys: string[] = [];
    for (const [index, clip] of clips.entries()) {
      const output = path.join(dir, `clip-${index}.wav`);
      await media.run(planMomentCut({ audio: recordingPath, output, ...clip }), {
        timeoutMs: CUT_TIMEOUT_MS,
      });
      const key = newObjectKey('hedra-inputs', userId, 'wav');
      await storage.putFile(key, output, { contentType: 'audio/wav' });
      stored.push(key);
      audioKeys.push(key);
    }
    const engine = audiogram ? 'local' : deps.engines.engineFor('hedra');
    const estimates = await measuredRenderSeconds(database.db);
    const costs = clips.map((clip) =>
      videoJobCost({ mode: 'hedra', durationSeconds: clip.durationSeconds }),
    );
    const total = costs.reduce((sum, cost) => sum + cost, 0);
    const jobs = await database.db.transaction(async (tx: AppTx) => {
      // The whole batch or nothing: the 402 names the batch's total, not one clip's.
      await lockUserCredits(tx, userId);
      const balance = await deps.credits.balance(userId, tx);
      if (balance < total) throw new InsufficientCreditsError(balance, total);
      const rows: VideoJobRow[] = [];
      for (const [index, clip] of clips.entries()) {
        const id = randomUUID();
        const cost = costs[index]!;
        const charge = await deps.credits.charge({
          tx,
          userId,
          amount: cost,
          idempotencyKey: `charge:video:${id}`,
          reason: videoChargeReason('hedra', clip.durationSeconds),
          reference: id,
        });
        const row = await insertVideoJob(tx, {
          id,
          userId,
          mode: 'hedra',
          status: 'queued',
          prompt: options.prompt,
          aspectRatio: options.aspectRatio,
          resolution: options.resolution,
          durationSeconds: clip.durationSeconds,
          seed: randomInt(1, 1_000_001),
          cost,
          chargeEntryId: charge.entryId,
          engine,
          inputImageKey: pictures[index] ?? null,
          inputAudioKey: audioKeys[index]!,
          captions: clip.cues.length > 0 ? clip.cues : null,
          captionLook: clip.cues.length > 0 ? options.captionLook : null,
          audiogram: audiogram ? { ...audiogram, logoKey: logoKeys[index] ?? null } : null,
          speakerFace: audiogram ? null : (options.speakerFace ?? null),
          speakerTurns: turns[index]!.length > 0 ? turns[index]! : null,
          episodeId: options.episodeId,
        });
        await publishJobUpdate(tx, row, newVideoJobDto(row, estimates.get(jobKind(row)) ?? null));
        await deps.queue.enqueue('videos.render', { jobId: id }, { tx });
        rows.push(row);
      }
      return rows;
    });
    return { jobs, credits: total };
  } catch (error) {
    await Promise.all(stored.map((key) => storage.delete(key).catch(() => {})));
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Each clip's own logo key: the upload for the first, a copy of its local file for the others
 * (recorded in `stored`, deleted if the batch is refused; the upload is the form's to delete).
 */
async function logoCopies(
  deps: VideosServiceDeps,
  userId: string,
  count: number,
  logo: StoredUpload | undefined,
  stored: string[],
): Promise<(string | undefined)[]> {
  if (!logo) return [];
  if (!logo.localPath) throw new Error('the logo must be copied locally to be shared by clips');
  const keys = [logo.key];
  for (let k = 1; k < count; k++) {
    const key = newObjectKey('hedra-inputs', userId, logo.format.extension);
    await deps.storage.putFile(key, logo.localPath, { contentType: logo.format.contentType });
    stored.push(key);
    keys.push(key);
  }
  return keys;
}

/**
 * The faces in the batch's picture, checked before anything is charged, when the local engine
 * will animate them: a chosen speaker's or mapped face must be in it (400), and clips with two
 * voices need the count for their cuts. 0 when nothing needs them: an audiogram, Hedra (it
 * animates one face of the portrait as it is, decision 070), or one face speaking throughout.
 */
async function checkedFaceCount(
  deps: VideosServiceDeps,
  clips: readonly ClipOfRecording[],
  options: ClipBatchOptions,
  pictureKey: string | undefined,
): Promise<number> {
  if (!pictureKey || deps.engines.engineFor('hedra') !== 'local') return 0;
  const mapped = Object.values(options.speakerFaces ?? {});
  const twoVoices = clips.some((clip) => speakersInOrder(clip.speakerWords ?? []).length > 1);
  if (options.speakerFace === undefined && mapped.length === 0 && !twoVoices) return 0;
  const detector = deps.faces ?? sharedFaceDetector();
  const faces = await facesInPicture(detector, deps.storage, { key: pictureKey });
  for (const face of [
    ...(options.speakerFace === undefined ? [] : [options.speakerFace]),
    ...mapped,
  ]) {
    assertSpeakerFace(faces, face);
  }
  return faces.length;
}
