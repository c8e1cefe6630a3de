import { VIDEO_MESSAGES, type VideoJob } from '@shared/videos';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { fetchVideoJob, useRefreshVideoJob } from '../api/get-video-job';
import { upsertVideoJob } from '../lib/job-cache';

/** Starts a download the browser way: a link click, so the server's filename is kept. */
function openDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** A job card's actions, with the spec's toasts. */
export function useJobActions(job: Pick<VideoJob, 'id' | 'prompt'>) {
  const queryClient = useQueryClient();
  const refresh = useRefreshVideoJob();

  function copyPrompt() {
    navigator.clipboard.writeText(job.prompt).then(
      () => toast.success(VIDEO_MESSAGES.promptCopied),
      () => toast.error('Could not copy the prompt'),
    );
  }

  /**
   * Signed links last an hour and the page may have been open longer, so the job is re-read
   * first: the download always uses a fresh link.
   */
  async function download() {
    toast(VIDEO_MESSAGES.openingDownload);
    try {
      const fresh = await fetchVideoJob(job.id);
      upsertVideoJob(queryClient, fresh);
      if (!fresh.downloadUrl) throw new Error('The video has no download link');
      openDownload(fresh.downloadUrl);
    } catch {
      toast.error(VIDEO_MESSAGES.failedToDownload);
    }
  }

  function refreshStatus() {
    refresh.mutate(job.id, {
      onSuccess: () => toast.success(VIDEO_MESSAGES.statusRefreshed),
      onError: () => toast.error(VIDEO_MESSAGES.failedToCheckStatus),
    });
  }

  return { copyPrompt, download, refreshStatus, isRefreshing: refresh.isPending };
}
