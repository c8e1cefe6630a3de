import { VIDEO_MESSAGES } from '@shared/videos';
import { useState } from 'react';
import { toast } from 'sonner';
import { browserLocalStorage } from '../../../lib/browser-storage';
import { errorMessage } from '../../../lib/error-messages';
import { useCreateImageToVideo } from '../api/create-image-to-video';
import { useCreatePodcastClip } from '../api/create-podcast-clip';
import { useCreateTextToVideo } from '../api/create-text-to-video';
import { submitImageBatch } from '../lib/image-batch';
import { isLibraryPhoto, isSavedBackground, type BatchImage } from '../lib/prompt-form';
import type { VideoSubmission } from '../lib/prompt-submission';
import { markNotificationsOffered, shouldOfferNotifications } from '../lib/video-notifications';

/**
 * What became of a submit, so the panel knows what to clear: everything (`done`), nothing
 * (`failed`), or all but the images of a batch that did not become jobs (`partial`).
 */
export type SubmitOutcome =
  { kind: 'done' } | { kind: 'failed' } | { kind: 'partial'; remainingImages: BatchImage[] };

/**
 * Asks once, politely, whether the user wants "Video Ready!" notifications: a toast with a
 * button, so the browser's permission prompt only ever follows a click on it.
 */
function offerNotificationsOnce(): void {
  const storage = browserLocalStorage();
  const permission = typeof Notification === 'undefined' ? undefined : Notification.permission;
  if (!shouldOfferNotifications(storage, permission)) return;
  markNotificationsOffered(storage);
  toast('Want a browser notification when your video is ready?', {
    duration: 15_000,
    action: {
      label: 'Notify me',
      onClick: () => void Notification.requestPermission().catch(() => undefined),
    },
  });
}

/** Sends the checked form to the right endpoint(s) and reports the spec's toasts. */
export function useSubmitVideo() {
  const textToVideo = useCreateTextToVideo();
  const podcastClip = useCreatePodcastClip();
  const createImageToVideo = useCreateImageToVideo();
  const [isSubmitting, setSubmitting] = useState(false);

  async function send(submission: VideoSubmission): Promise<SubmitOutcome> {
    switch (submission.mode) {
      case 'hedra':
        await podcastClip.mutateAsync(submission);
        toast.success(VIDEO_MESSAGES.jobSubmitted);
        return { kind: 'done' };
      case 'text-to-video':
        await textToVideo.mutateAsync(submission.body);
        toast.success(VIDEO_MESSAGES.textToVideoStarted);
        return { kind: 'done' };
      case 'veo': {
        const { queued, failedImages, refusedImages } = await submitImageBatch(
          submission.images,
          (image) =>
            createImageToVideo(
              submission.fields,
              isLibraryPhoto(image)
                ? { photoId: image.photoId }
                : isSavedBackground(image)
                  ? { backgroundId: image.backgroundId }
                  : { file: image.file },
            ),
          { onItemFailed: (message) => toast.error(message) },
        );
        if (queued > 0) toast.success(VIDEO_MESSAGES.batchQueued(queued));
        // A refused image leaves the picker; one that may pass on another try stays.
        if (queued === 0 && refusedImages.length === 0) return { kind: 'failed' };
        return failedImages.length === 0 && queued > 0
          ? { kind: 'done' }
          : { kind: 'partial', remainingImages: failedImages };
      }
    }
  }

  async function submit(submission: VideoSubmission): Promise<SubmitOutcome> {
    setSubmitting(true);
    try {
      const outcome = await send(submission);
      if (outcome.kind !== 'failed') offerNotificationsOnce();
      return outcome;
    } catch (error) {
      toast.error(errorMessage(error, VIDEO_MESSAGES.failedToSubmit));
      return { kind: 'failed' };
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, isSubmitting };
}
