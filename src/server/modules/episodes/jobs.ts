import { EPISODE_MESSAGES, type EpisodeMoment } from '@shared/episodes';
import {
  NO_TRANSCRIPTION_ENGINE_MESSAGE,
  type TranscriptWord,
  type TranscriptionEngineId,
} from '@shared/transcripts';
import type { Database } from '../../db/client.js';
import type { MediaToolkit } from '../../media/toolkit.js';
import type { CreditsService } from '../../platform/credits/index.js';
import { PaidWork, failedAndRefunded } from '../../platform/paid-work/index.js';
import type { StoragePort } from '../../platform/storage/index.js';
import { scanRecording, type EpisodeAnalysis } from './analysis.js';
import { ANALYSIS_STAGES, AnalysisProgress } from './progress.js';
import { decodeRecording } from './recording.js';
import {
  findEpisodeForWorker,
  insertWords,
  updateAnalysingEpisode,
  type EpisodeRow,
} from './repo.js';

export interface EpisodeJobDeps {
  database: Database;
  storage: StoragePort;
  media: MediaToolkit;
  credits: CreditsService;
  episodeAnalysis: EpisodeAnalysis;
  /** How often a running attempt checks its row still exists (tests: shorter). */
  rowCheckIntervalMs?: number;
}

/** What one analysis found: stored on the row (and its words beside it) when it succeeds. */
export interface Analysed {
  engine: TranscriptionEngineId | null;
  language: string | null;
  words: TranscriptWord[] | null;
  moments: EpisodeMoment[];
}

/**
 * `episodes.analyse`: decodes the recording to a 16 kHz mono WAV in the attempt's folder,
 * transcribes it (status transcribing), finds its moments (status finding) and stores both,
 * through the paid-work life cycle (platform/paid-work): an engine's final failure fails the
 * episode at once with the engine's words, anything else is retried (a killed worker's job
 * is given back by the queue and starts over here), and a failed episode is refunded exactly
 * once. The WAV goes with the attempt's folder whatever happens.
 */
export function episodeAnalyses(deps: EpisodeJobDeps): PaidWork<EpisodeRow, Analysed> {
  const { database } = deps;
  return new PaidWork(
    deps,
    {
      workLabel: 'episode',
      failedMessage: EPISODE_MESSAGES.failedAnalysis,
      findForWorker: findEpisodeForWorker,
      // A retry starts over: the earlier attempt's progress is not this one's.
      markRunning: (tx, row) =>
        updateAnalysingEpisode(tx, row, { status: 'transcribing', progress: 0, error: null }),
      markSucceeded: async (tx, row, analysed) => {
        const updated = await updateAnalysingEpisode(tx, row, {
          status: 'ready',
          progress: 100,
          error: null,
          engine: analysed.engine,
          language: analysed.language,
          wordsNote: analysed.words ? null : NO_TRANSCRIPTION_ENGINE_MESSAGE,
          moments: analysed.moments,
          completedAt: new Date(),
        });
        if (updated && analysed.words) await insertWords(tx, updated, analysed.words);
        return updated;
      },
      markFailed: (tx, row, message) => updateAnalysingEpisode(tx, row, failedAndRefunded(message)),
      refundOf: (row) => ({
        chargeEntryId: row.chargeEntryId,
        reason: 'Refund: the episode could not be analysed',
      }),
      // Nothing is stored before the row's own write: the words and moments live in it.
      discard: () => Promise.resolve(),
    },
    async (row, workDir, signal, reportProgress) => {
      const progress = new AnalysisProgress(
        database,
        ANALYSIS_STAGES,
        (tx, change) => updateAnalysingEpisode(tx, row, change),
        reportProgress,
      );
      try {
        return await analyse(deps, row, workDir, signal, progress);
      } finally {
        await progress.settle();
      }
    },
  );
}

export async function analyse(
  deps: Pick<EpisodeJobDeps, 'storage' | 'media' | 'episodeAnalysis'>,
  row: EpisodeRow,
  workDir: string,
  signal: AbortSignal,
  progress: AnalysisProgress,
): Promise<Analysed> {
  const { transcribeRecording, findMoments } = deps.episodeAnalysis;
  progress.report('decoding', 0);
  const wavPath = await decodeRecording(deps, row, workDir, signal, (share) =>
    progress.report('decoding', share),
  );
  progress.report('transcribing', 0);
  // One streamed pass over the WAV serves the transcriber's pieces and the moments (decision 073).
  const scan = await scanRecording(wavPath, signal);
  const transcript = await transcribeRecording({
    wavPath,
    scan,
    durationSeconds: row.durationSeconds,
    signal,
    onProgress: (share) => progress.report('transcribing', share),
  });
  progress.report('finding', 0);
  const words = transcript?.words ?? null;
  const moments = await findMoments({
    words,
    scan,
    durationSeconds: row.durationSeconds,
    request: row.momentRequest,
    signal,
    onProgress: (share) => progress.report('finding', share),
  });
  return {
    engine: transcript?.engine ?? null,
    language: transcript?.language ?? null,
    words,
    moments,
  };
}
