import { SIMPLE_UPLOAD_MESSAGES } from '@shared/quick-start';
import { VIDEO_JOB_UPDATED_EVENT, type VideoSourceFlow } from '@shared/videos';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/error-messages';
import {
  createSimpleVideo,
  imageName,
  simpleVideosQueryKey,
  simpleVideosQueryOptions,
  type BatchImage,
} from '../../lib/simple-videos';
import { useItemDeletions } from '../../lib/item-deletions';
import { useLiveEvent } from '../../lib/use-live-events';

/**
 * A simple flow's last 20 jobs, kept live: every `videos.job-updated` event re-reads the list
 * (a finished job brings its signed links), and a job removed in another tab leaves at once
 * (`items.deleted`); polling every 5 s only while the stream is down.
 */
export function useSimpleVideos(flow: VideoSourceFlow, onUpdate?: () => void) {
  const queryClient = useQueryClient();
  useItemDeletions({ video: [simpleVideosQueryKey(flow)] });
  const connection = useLiveEvent(VIDEO_JOB_UPDATED_EVENT, () => {
    void queryClient.invalidateQueries({ queryKey: simpleVideosQueryKey(flow) });
    onUpdate?.();
  });
  const live = connection === 'open';
  useEffect(() => {
    if (live) void queryClient.invalidateQueries({ queryKey: simpleVideosQueryKey(flow) });
  }, [live, flow, queryClient]);
  return useQuery(simpleVideosQueryOptions(flow, live));
}

/**
 * Sends a batch image by image: 'Started processing {file}' for each one the server took,
 * 'Failed to process {file}' (with the reason) for each it refused. Resolves the count started.
 */
export function useSimpleVideoBatch(flow: VideoSourceFlow) {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  async function run(images: BatchImage[]): Promise<number> {
    setRunning(true);
    let started = 0;
    try {
      for (const image of images) {
        const name = imageName(image);
        try {
          await createSimpleVideo(flow, image);
          started += 1;
          toast.success(SIMPLE_UPLOAD_MESSAGES.startedProcessing(name));
        } catch (error) {
          toast.error(SIMPLE_UPLOAD_MESSAGES.failedToProcess(name), {
            description: errorMessage(error, ''),
          });
        }
        void queryClient.invalidateQueries({ queryKey: simpleVideosQueryKey(flow) });
      }
    } finally {
      setRunning(false);
    }
    return started;
  }
  return { run, running };
}
