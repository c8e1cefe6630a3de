import { episodeEndpoints } from '@shared/endpoints/episodes';
import { videoEndpoints } from '@shared/endpoints/videos';
import { isFinalJobStatus } from '@shared/job-statuses';
import { VIDEO_JOB_UPDATED_EVENT, type VideoJob } from '@shared/videos';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { CREDIT_BALANCE_QUERY_KEY } from '../../../lib/credit-balance';
import { useLiveEvent } from '../../../lib/use-live-events';

/** One clip job of the batch (not under ['episodes']: an episode's updates need not re-read it). */
const clipJobKey = (id: string) => ['episode-clip-jobs', id] as const;
/** Only while the event stream is down do the jobs need re-reading this often. */
const FALLBACK_REFRESH_MS = 5_000;

/** POST /api/episodes/:id/clips: the picked moments rendered as one paid batch (batchForm). */
export function useRenderClips(episodeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      api.call(episodeEndpoints.clips, { params: { id: episodeId }, body: form }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CREDIT_BALANCE_QUERY_KEY }),
  });
}

/**
 * The batch's video jobs, kept live by the studio's own `videos.job-updated` events: progress
 * is patched in place, a changed status re-reads the job (a finished one brings its video);
 * polled only while the stream is down.
 */
export function useClipJobs(ids: readonly string[]): (VideoJob | undefined)[] {
  const queryClient = useQueryClient();
  const connection = useLiveEvent(VIDEO_JOB_UPDATED_EVENT, ({ id, status, progress }) => {
    if (!ids.includes(id)) return;
    const cached = queryClient.getQueryData<VideoJob>(clipJobKey(id));
    if (cached && isFinalJobStatus(cached.status)) return;
    if (cached && cached.status === status) {
      queryClient.setQueryData<VideoJob>(clipJobKey(id), { ...cached, progress });
    } else {
      void queryClient.invalidateQueries({ queryKey: clipJobKey(id) });
    }
  });
  const live = connection === 'open';
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: clipJobKey(id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.call(videoEndpoints.get, { params: { id }, signal }),
      refetchInterval: (query: { state: { data: VideoJob | undefined } }) =>
        !live && !isFinalJobStatus(query.state.data?.status ?? 'queued')
          ? FALLBACK_REFRESH_MS
          : false,
    })),
  }).map((query) => query.data);
}
