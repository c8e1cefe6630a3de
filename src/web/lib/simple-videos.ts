import { quickStartEndpoints } from '@shared/endpoints/quick-start';
import { SIMPLE_JOB_POLL_MS } from '@shared/quick-start';
import { type VideoSourceFlow } from '@shared/videos';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

/**
 * The simple flows' videos (decision 043), shared by /simple-upload and the /start wizard:
 * one request per image (a file or one of My photos), each paid on the server with a free
 * daily video or 64 credits; the flow's last 20 jobs; removing a finished one.
 */

/** One image of a batch: a chosen file, or a photo of the user's library. */
export type BatchImage = { kind: 'file'; file: File } | { kind: 'photo'; id: string; name: string };

export const imageName = (image: BatchImage) =>
  image.kind === 'file' ? image.file.name : image.name;

export function createSimpleVideo(flow: VideoSourceFlow, image: BatchImage) {
  const form = new FormData();
  if (image.kind === 'file') form.append('image', image.file, image.file.name);
  else form.append('photoId', image.id);
  return api.call(quickStartEndpoints.uploadVideos, { query: { flow }, body: form });
}

export const simpleVideosQueryKey = (flow: VideoSourceFlow) => ['simple-videos', flow] as const;

export const simpleVideosQueryOptions = (flow: VideoSourceFlow, live: boolean) =>
  queryOptions({
    queryKey: simpleVideosQueryKey(flow),
    queryFn: ({ signal }) => api.call(quickStartEndpoints.listVideos, { query: { flow }, signal }),
    // Live events keep it current; polling every 5 s only while they do not arrive.
    refetchInterval: live ? false : SIMPLE_JOB_POLL_MS,
  });

export const removeSimpleVideo = (id: string) =>
  api.call(quickStartEndpoints.removeVideo, { params: { id } });

/** Only image files (spec: 'Please select image files'); the server checks the bytes again. */
export const isImageFile = (file: File) => file.type.startsWith('image/');
