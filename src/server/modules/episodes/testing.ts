import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AUDIOGRAM_LOGO_FIELD } from '@shared/audiogram';
import { EPISODE_CLIPS_BODY_FIELD, type Episode, type EpisodeMoment } from '@shared/episodes';
import type { TranscriptWord } from '@shared/transcripts';
import { creditLedger, episodes, videoJobs } from '../../db/schema/index.js';
import type { JobFailure } from '../../platform/jobs/index.js';
import { HandlerRegistry } from '../../platform/jobs/registry.js';
import { appJobs, registerModuleJobs } from '../index.js';
import type { TestApp } from '../../../../test/helpers/app.js';
import { multipartForm, studioClient } from '../../../../test/fixtures/video-studio.js';
import type {
  EpisodeAnalysis,
  FindMomentsRequest,
  TranscribeRecordingRequest,
} from './analysis.js';

/** Tests only: the episodes module's fakes and client. */

/** Words every other second: "word0 … wordN." with a sentence end each fifth word. */
export function fakeWords(seconds: number): TranscriptWord[] {
  return Array.from({ length: Math.floor(seconds / 2) }, (_, i) => ({
    text: `word${i}${i % 5 === 4 ? '.' : ''}`,
    start: i * 2,
    end: i * 2 + 1.5,
    speaker: 'speaker_0',
  }));
}

export const FAKE_MOMENT: EpisodeMoment = {
  start: 2,
  end: 8,
  text: 'word1 word2 word3 word4.',
  score: 90,
  reasons: ['Opens with a question'],
};

/**
 * A transcriber and a finder whose answers each test chooses; they record what they were
 * asked. By default: words every other second (engine "openai"), one moment.
 */
export class FakeEpisodeAnalysis implements EpisodeAnalysis {
  readonly transcribed: Omit<TranscribeRecordingRequest, 'signal' | 'onProgress'>[] = [];
  readonly searched: Omit<FindMomentsRequest, 'signal' | 'onProgress'>[] = [];
  transcribe: EpisodeAnalysis['transcribeRecording'] = (request) =>
    Promise.resolve({
      engine: 'openai',
      language: 'en',
      words: fakeWords(request.durationSeconds),
    });
  find: EpisodeAnalysis['findMoments'] = () => Promise.resolve([FAKE_MOMENT]);

  transcribeRecording: EpisodeAnalysis['transcribeRecording'] = (request) => {
    const { signal: _signal, onProgress: _progress, ...asked } = request;
    this.transcribed.push(asked);
    request.onProgress(0.5);
    return this.transcribe(request);
  };

  findMoments: EpisodeAnalysis['findMoments'] = (request) => {
    const { signal: _signal, onProgress: _progress, ...asked } = request;
    this.searched.push(asked);
    return this.find(request);
  };
}

/** Users with credits, the episodes API, and the jobs run in this process. */
export function episodesClient(t: TestApp) {
  const studio = studioClient(t);
  const registry = new HandlerRegistry(appJobs.contract);
  registerModuleJobs(registry, t);
  const handlers = (name: 'episodes.analyse' | 'episodes.find-moments') => {
    const registration = registry.get(name);
    if (!registration) throw new Error(`no handler for ${name}`);
    return registration;
  };
  const send = (userId: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: studio.headers(userId), ...(payload && { payload }) });
  return {
    ...studio,
    send,
    upload: (userId: string, file: [Buffer, string], fields: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/episodes',
        headers: studio.headers(userId),
        payload: multipartForm({ confirmedCredits: '1000', ...fields }, { media: file }),
      }),
    /** POST /api/episodes/:id/clips as the page sends it: the batch as JSON, and a logo file. */
    renderClips: (userId: string, id: string, body: object, logo?: [Buffer, string]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/episodes/${id}/clips`,
        headers: studio.headers(userId),
        payload: multipartForm(
          { [EPISODE_CLIPS_BODY_FIELD]: JSON.stringify(body) },
          logo ? { [AUDIOGRAM_LOGO_FIELD]: logo } : {},
        ),
      }),
    async get(userId: string, id: string): Promise<Episode> {
      const response = await send(userId, 'GET', `/api/episodes/${id}`);
      if (response.statusCode !== 200) throw new Error(`get answered ${response.body}`);
      return response.json<Episode>();
    },
    /** One attempt of a job, as a worker runs it. */
    run: (name: 'episodes.analyse' | 'episodes.find-moments', episodeId: string) =>
      handlers(name).handler(
        { episodeId },
        {
          jobId: randomUUID(),
          attempt: 1,
          signal: new AbortController().signal,
          reportProgress: () => {},
        },
      ),
    /** The retries ran out (or the worker died for good): what the platform then calls. */
    exhaust: (name: 'episodes.analyse' | 'episodes.find-moments', id: string, error: JobFailure) =>
      handlers(name).onExhausted!(
        { episodeId: id },
        { jobId: randomUUID(), error, signal: new AbortController().signal },
      ),
    episodeRows: (userId: string) =>
      t.database.db.select().from(episodes).where(eq(episodes.userId, userId)),
    videoRows: (userId: string) =>
      t.database.db.select().from(videoJobs).where(eq(videoJobs.userId, userId)),
    ledger: (userId: string) =>
      t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId)),
    /** Jobs queued under a name for one episode. */
    async queued(name: string, episodeId: string): Promise<number> {
      const { rows } = await t.database.executeSql<{ n: number }>(
        `SELECT count(*)::int AS n FROM pgboss.job
          WHERE name = $1 AND data->'payload'->>'episodeId' = $2`,
        [name, episodeId],
      );
      return rows[0]!.n;
    },
  };
}
