import { VOICEOVER_MESSAGES } from '@shared/voiceovers';
import type { Database } from '../../db/client.js';
import type { MediaToolkit } from '../../media/toolkit.js';
import { PaidWork, failedAndRefunded } from '../../platform/paid-work/index.js';
import type { StoragePort } from '../../platform/storage/index.js';
import { EngineError } from '../../kernel/engine-error.js';
import type { SpeechEngines } from '../../providers/speech/index.js';
import type { CreditsService } from '../../platform/credits/index.js';
import { forget } from '../images/index.js';
import { findOwnVoice } from '../voices/index.js';
import { narrate } from './narration.js';
import { findVoiceoverForWorker, updateUnfinishedVoiceover, type VoiceoverRow } from './repo.js';

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

/** A stored narration: the MP3's key, its measured length and its caption cues. */
interface StoredNarration {
  audioKey: string;
  durationMs: number;
  captionTiming: VoiceoverRow['captionTiming'];
  captions: VoiceoverRow['captions'];
  wordTimings: VoiceoverRow['wordTimings'];
}

/**
 * `voiceovers.synthesize`: speaks the row's text with the voice's engine and stores the MP3
 * with its measured length and caption cues, through the paid-work life cycle
 * (platform/paid-work). A failure the user cannot fix by waiting (a non-retryable
 * EngineError, a removed voice) fails the row at once; anything else is retried, and
 * when retries run out onExhausted fails it. A failed voiceover is refunded exactly once.
 */
export function voiceoverSyntheses(
  deps: VoiceoverJobDeps,
): PaidWork<VoiceoverRow, StoredNarration> {
  const { database, storage } = deps;
  return new PaidWork(
    deps,
    {
      workLabel: 'voiceover',
      failedMessage: VOICEOVER_MESSAGES.failed,
      findForWorker: findVoiceoverForWorker,
      markRunning: (tx, row) => updateUnfinishedVoiceover(tx, row, { status: 'processing' }),
      markSucceeded: (tx, row, stored) =>
        updateUnfinishedVoiceover(tx, row, {
          status: 'ready',
          error: null,
          ...stored,
          completedAt: new Date(),
        }),
      markFailed: (tx, row, message) =>
        updateUnfinishedVoiceover(tx, row, failedAndRefunded(message)),
      refundOf: (row) => ({
        chargeEntryId: row.chargeEntryId,
        reason: 'Refund: the voiceover could not be made',
      }),
      discard: (stored) => forget(storage, [stored.audioKey]),
    },
    async (row, workDir, signal, reportProgress) => {
      const voice = row.voiceRowId
        ? await findOwnVoice(database.db, row.userId, row.voiceRowId)
        : undefined;
      if (!voice) throw new EngineError('speech', VOICEOVER_MESSAGES.voiceNotFound, false);
      const speaker = deps.engines.speakerFor({
        id: voice.id,
        voiceId: voice.elevenlabsVoiceId,
        isCloned: voice.isCloned,
        engine: voice.engine,
        approximation: voice.approximation,
      });
      const narration = await narrate({
        text: row.spokenText,
        speaker,
        media: deps.media,
        workDir,
        signal,
        onProgress: (share) => reportProgress(Math.round(share * 100)),
      });
      const audioKey = voiceoverAudioKey(row);
      await storage.putFile(audioKey, narration.mp3Path, { contentType: 'audio/mpeg' });
      return {
        audioKey,
        durationMs: narration.durationMs,
        captionTiming: narration.captionTiming,
        captions: narration.cues,
        wordTimings: narration.words.map(({ word, startMs, endMs }) => ({
          text: word,
          startMs,
          endMs,
        })),
      };
    },
  );
}
