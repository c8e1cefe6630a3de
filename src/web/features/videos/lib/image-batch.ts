import { VIDEO_MESSAGES } from '@shared/videos';
import { ApiError } from '../../../lib/api';

export interface ImageBatchCallbacks<T> {
  /** One image became a job. */
  onQueued?: (result: T, imageNumber: number) => void;
  /** One image failed; the message is the spec's wording for it. The batch goes on. */
  onItemFailed?: (message: string, imageNumber: number) => void;
}

export interface ImageBatchOutcome<I> {
  queued: number;
  /**
   * The images that did not become jobs but may on another try (short of credits, a network or
   * server failure), in order, so the user can send them again.
   */
  failedImages: I[];
  /**
   * The images the server refused for what they are (not an image, unreadable, too large):
   * sending them again cannot work, so they leave the picker.
   */
  refusedImages: I[];
}

/** A refusal of the image itself (4xx other than the 402 shortfall): no retry can help. */
function refusesTheImage(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 402
  );
}

/**
 * Sends an image-to-video batch (files and library photos) one image at a time, in order (the
 * spec's batch: each image is its own job and its own charge). An image refused for credits
 * (HTTP 402) or for any other reason is reported with its 1-based number and the batch carries
 * on with the next one, so a balance that runs short partway still queues every image it can
 * pay for before that.
 */
export async function submitImageBatch<I, T>(
  images: readonly I[],
  submitOne: (image: I) => Promise<T>,
  callbacks: ImageBatchCallbacks<T> = {},
): Promise<ImageBatchOutcome<I>> {
  let queued = 0;
  const failedImages: I[] = [];
  const refusedImages: I[] = [];
  for (const [index, image] of images.entries()) {
    const imageNumber = index + 1;
    try {
      const result = await submitOne(image);
      queued += 1;
      callbacks.onQueued?.(result, imageNumber);
    } catch (error) {
      (refusesTheImage(error) ? refusedImages : failedImages).push(image);
      const short = error instanceof ApiError && error.status === 402;
      callbacks.onItemFailed?.(
        short
          ? VIDEO_MESSAGES.batchItemShort(imageNumber)
          : VIDEO_MESSAGES.batchItemFailed(imageNumber),
        imageNumber,
      );
    }
  }
  return { queued, failedImages, refusedImages };
}
