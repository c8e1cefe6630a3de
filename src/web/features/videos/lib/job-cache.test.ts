import type { VideoJob, VideoJobList } from '@shared/videos';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { VIDEO_JOBS_QUERY_KEY } from '../api/get-video-jobs';
import { applyVideoJobUpdate, upsertVideoJob } from './job-cache';

const clients: QueryClient[] = [];
function newQueryClient(jobs?: VideoJob[]): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (jobs) client.setQueryData<VideoJobList>(VIDEO_JOBS_QUERY_KEY, { jobs });
  clients.push(client);
  return client;
}

afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

function job(id: string, patch: Partial<VideoJob> = {}): VideoJob {
  return {
    id,
    mode: 'text-to-video',
    status: 'queued',
    prompt: `Prompt ${id}`,
    aspectRatio: '9:16',
    resolution: '720p',
    durationSeconds: 5,
    cost: 40,
    refunded: false,
    freeVideo: false,
    sourceFlow: null,
    publishAt: null,
    engine: 'local',
    progress: null,
    error: null,
    hasInputImage: false,
    voiceoverId: null,
    captioned: false,
    captionsHeardBy: null,
    podcastStyle: null,
    musicBed: null,
    videoUrl: null,
    posterUrl: null,
    downloadUrl: null,
    createdAt: '2025-01-01T10:00:00.000Z',
    startedAt: null,
    estimatedSeconds: null,
    completedAt: null,
    ...patch,
  };
}

const cachedJobs = (client: QueryClient) =>
  client.getQueryData<VideoJobList>(VIDEO_JOBS_QUERY_KEY)?.jobs;

describe('upsertVideoJob', () => {
  it('puts a new job first and keeps the list newest first', () => {
    const client = newQueryClient([
      job('b', { createdAt: '2025-01-01T10:00:02.000Z' }),
      job('a', { createdAt: '2025-01-01T10:00:01.000Z' }),
    ]);
    upsertVideoJob(client, job('c', { createdAt: '2025-01-01T10:00:03.000Z' }));
    expect(cachedJobs(client)?.map(({ id }) => id)).toEqual(['c', 'b', 'a']);
  });

  it('replaces a known job in place', () => {
    const client = newQueryClient([
      job('b', { createdAt: '2025-01-01T10:00:02.000Z' }),
      job('a', { createdAt: '2025-01-01T10:00:01.000Z' }),
    ]);
    upsertVideoJob(
      client,
      job('a', { createdAt: '2025-01-01T10:00:01.000Z', status: 'succeeded', videoUrl: '/v.mp4' }),
    );
    expect(cachedJobs(client)?.map(({ id, status }) => [id, status])).toEqual([
      ['b', 'queued'],
      ['a', 'succeeded'],
    ]);
  });

  it('starts the list when none was loaded yet', () => {
    const client = newQueryClient();
    upsertVideoJob(client, job('a'));
    expect(cachedJobs(client)?.map(({ id }) => id)).toEqual(['a']);
  });
});

describe('applyVideoJobUpdate', () => {
  it('patches progress in place without asking for a re-read', () => {
    const client = newQueryClient([job('a', { status: 'running', progress: 10 })]);
    const result = applyVideoJobUpdate(client, { id: 'a', status: 'running', progress: 55 });
    expect(result).toEqual({ kind: 'progress', id: 'a' });
    expect(cachedJobs(client)?.[0]).toMatchObject({ status: 'running', progress: 55 });
  });

  it('reports a status change so the job is re-read for its links', () => {
    const client = newQueryClient([job('a', { status: 'processing', progress: 90 })]);
    const result = applyVideoJobUpdate(client, { id: 'a', status: 'succeeded', progress: 100 });
    expect(result).toEqual({ kind: 'status-changed', id: 'a' });
    expect(cachedJobs(client)?.[0]).toMatchObject({ status: 'succeeded', progress: 100 });
  });

  it('never moves a finished job back', () => {
    const client = newQueryClient([
      job('a', { status: 'succeeded', progress: 100 }),
      job('b', { status: 'failed', progress: null }),
    ]);
    const result = applyVideoJobUpdate(client, { id: 'a', status: 'processing', progress: 80 });
    expect(result).toEqual({ kind: 'ignored' });
    expect(applyVideoJobUpdate(client, { id: 'b', status: 'running', progress: 5 })).toEqual({
      kind: 'ignored',
    });
    expect(cachedJobs(client)?.map(({ status }) => status)).toEqual(['succeeded', 'failed']);
  });

  it('adds a job made in another tab from the event alone, without a re-read', () => {
    const client = newQueryClient([job('a', { createdAt: '2025-01-01T10:00:01.000Z' })]);
    const made = job('n', { createdAt: '2025-01-01T10:00:05.000Z' });
    const result = applyVideoJobUpdate(client, {
      id: 'n',
      status: 'queued',
      progress: null,
      job: made,
    });
    expect(result).toEqual({ kind: 'added' });
    expect(cachedJobs(client)).toEqual([made, job('a', { createdAt: '2025-01-01T10:00:01.000Z' })]);
    // No list read yet: the job alone would pass for the whole list, so the list is read.
    const empty = newQueryClient();
    expect(
      applyVideoJobUpdate(empty, { id: 'n', status: 'queued', progress: null, job: made }),
    ).toEqual({ kind: 'unknown' });
    expect(cachedJobs(empty)).toBeUndefined();
  });

  it('flags a job the list does not know and the event does not carry', () => {
    const client = newQueryClient([job('a')]);
    expect(applyVideoJobUpdate(client, { id: 'zz', status: 'queued', progress: null })).toEqual({
      kind: 'unknown',
    });
    expect(
      applyVideoJobUpdate(newQueryClient(), { id: 'a', status: 'queued', progress: null }),
    ).toEqual({ kind: 'unknown' });
  });
});
