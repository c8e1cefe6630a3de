import { episodeEndpoints } from '@shared/endpoints/episodes';
import {
  ACTIVE_EPISODE_STATUSES,
  EPISODE_UPDATED_EVENT,
  type Episode,
  type EpisodeSummary,
  type MomentRequest,
} from '@shared/episodes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, type UploadProgress } from '../../../lib/api';
import { CREDIT_BALANCE_QUERY_KEY } from '../../../lib/credit-balance';
import { useLiveEvent } from '../../../lib/use-live-events';

export const EPISODES_QUERY_KEY = ['episodes'] as const;
const episodeQueryKey = (id: string) => ['episodes', id] as const;
/**
 * While an analysis runs the server announces each step (EPISODE_UPDATED_EVENT); the pages
 * also re-read this often, in case the event stream is down.
 */
const ACTIVE_REFRESH_MS = 5_000;

const isActive = (episode: Pick<Episode, 'status'> | undefined) =>
  episode !== undefined && ACTIVE_EPISODE_STATUSES.includes(episode.status);

/** Re-reads the episodes when the server says one changed, and when the stream (re)opens. */
export function useEpisodeUpdates(): void {
  const queryClient = useQueryClient();
  const connection = useLiveEvent(EPISODE_UPDATED_EVENT, () => {
    void queryClient.invalidateQueries({ queryKey: EPISODES_QUERY_KEY });
  });
  useEffect(() => {
    if (connection === 'open') void queryClient.invalidateQueries({ queryKey: EPISODES_QUERY_KEY });
  }, [connection, queryClient]);
}

/** GET /api/episodes: the user's episodes, newest first (no transcripts). */
export function useEpisodes() {
  return useQuery({
    queryKey: EPISODES_QUERY_KEY,
    queryFn: () => api.call(episodeEndpoints.list),
    refetchInterval: (query) =>
      query.state.data?.episodes.some(isActive) ? ACTIVE_REFRESH_MS : false,
  });
}

const episodeQuery = (id: string) =>
  queryOptions({
    queryKey: episodeQueryKey(id),
    queryFn: () => api.call(episodeEndpoints.get, { params: { id } }),
    refetchInterval: (query) => (isActive(query.state.data) ? ACTIVE_REFRESH_MS : false),
  });

/** GET /api/episodes/:id: one episode with its transcript and moments. */
export function useEpisode(id: string) {
  return useQuery(episodeQuery(id));
}

export interface EpisodeUpload {
  file: File;
  request: MomentRequest;
  /** The price the page showed: the server refuses to charge more than this. */
  confirmedCredits: number;
  signal: AbortSignal;
  onProgress: (progress: UploadProgress) => void;
}

/** POST /api/episodes: the recording streamed up with a progress report, charged on arrival. */
export function useUploadEpisode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, request, confirmedCredits, signal, onProgress }: EpisodeUpload) => {
      const form = new FormData();
      // The fields go first: the server reads them before the file streams past.
      form.append('minSeconds', String(request.minSeconds));
      form.append('maxSeconds', String(request.maxSeconds));
      form.append('topics', request.topics.join(', '));
      form.append('confirmedCredits', String(confirmedCredits));
      form.append('media', file, file.name);
      return api.upload(episodeEndpoints.create, { body: form, signal, onProgress });
    },
    onSuccess: (episode) => {
      queryClient.setQueryData(episodeQueryKey(episode.id), episode);
      void queryClient.invalidateQueries({ queryKey: EPISODES_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: CREDIT_BALANCE_QUERY_KEY });
    },
  });
}

/** POST /api/episodes/:id/moments: the moments found again for another length or topic. */
export function useFindMoments(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: MomentRequest) =>
      api.call(episodeEndpoints.findMoments, { params: { id }, body: request }),
    onSuccess: (episode) => queryClient.setQueryData(episodeQueryKey(id), episode),
  });
}

/** DELETE /api/episodes/:id: the episode, its transcript and its recording. */
export function useDeleteEpisode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(episodeEndpoints.remove, { params: { id } }),
    onSuccess: (_, id) => {
      queryClient.setQueryData<{ episodes: EpisodeSummary[] }>(EPISODES_QUERY_KEY, (list) =>
        list ? { episodes: list.episodes.filter((episode) => episode.id !== id) } : list,
      );
      queryClient.removeQueries({ queryKey: episodeQueryKey(id) });
    },
  });
}
