import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { JobHandlers } from '../../platform/jobs/index.js';
import { exhaustedMessage, finalFailureOf } from '../../platform/paid-work/index.js';
import { scanRecording } from './analysis.js';
import type { EpisodeJobDeps } from './jobs.js';
import { AnalysisProgress, REFIND_STAGES } from './progress.js';
import { decodeRecording } from './recording.js';
import { findEpisodeForWorker, findWords, updateAnalysedEpisode, type EpisodeRow } from './repo.js';

/** What the owner reads when finding the moments again failed (the earlier moments stay). */
export const REFIND_FAILED = 'The moments could not be found again: your earlier moments are kept';

/**
 * `episodes.find-moments`: a ready episode's moments found again with the request the owner
 * just saved (POST /api/episodes/:id/moments set it and the status "finding"). Free, so no
 * charge moves: a failure puts the episode back to ready with its earlier moments and says
 * why in `error`. Its writes hold only while the episode is still finding, so a repeat or a
 * stale attempt changes nothing.
 */
export function episodeMomentHandlers(deps: EpisodeJobDeps): JobHandlers<{ episodeId: string }> {
  const backToReady = (row: EpisodeRow, error: string) =>
    deps.database.db.transaction((tx) =>
      updateAnalysedEpisode(tx, row, 'finding', { status: 'ready', progress: 100, error }),
    );
  return {
    run: async ({ episodeId }, ctx) => {
      const row = await findEpisodeForWorker(deps.database.db, episodeId);
      if (!row || row.status !== 'finding' || !row.completedAt) return;
      const progress = new AnalysisProgress(
        deps.database,
        REFIND_STAGES,
        (tx, change) => updateAnalysedEpisode(tx, row, 'finding', change),
        ctx.reportProgress,
      );
      const workDir = await mkdtemp(path.join(tmpdir(), `reelcast-episode-moments-${row.id}-`));
      try {
        const wavPath = await decodeRecording(deps, row, workDir, ctx.signal, (share) =>
          progress.report('decoding', share),
        );
        const scan = await scanRecording(wavPath, ctx.signal);
        const words = await findWords(deps.database.db, row);
        const moments = await deps.episodeAnalysis.findMoments({
          words,
          scan,
          durationSeconds: row.durationSeconds,
          request: row.momentRequest,
          signal: ctx.signal,
          onProgress: (share) => progress.report('finding', share),
        });
        await progress.settle();
        await deps.database.db.transaction((tx) =>
          updateAnalysedEpisode(tx, row, 'finding', {
            status: 'ready',
            progress: 100,
            error: null,
            moments,
          }),
        );
      } catch (error) {
        await progress.settle();
        const final = finalFailureOf(error);
        if (ctx.signal.aborted || final === undefined) throw error;
        await backToReady(row, final);
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
    onExhausted: async ({ episodeId }, ctx) => {
      const row = await findEpisodeForWorker(deps.database.db, episodeId);
      if (row) await backToReady(row, exhaustedMessage(ctx.error, REFIND_FAILED));
    },
  };
}
