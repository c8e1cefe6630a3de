import type { AppTx } from '../../db/client.js';
import type { DomainEvent } from '../../platform/events/index.js';
import { VIDEO_FAILED_MESSAGE } from '../videos/index.js';
import type { IntegrationEventEmitter } from './events.js';

/**
 * Tells the user's integrations (webhook, social planner) that a video ended: `video.completed`
 * or `video.failed`. Runs in the transaction that records the end (an in-transaction
 * subscriber of `video.ended`), so an event leaves exactly when the end is committed.
 */
export async function announceVideoEnd(
  events: IntegrationEventEmitter,
  tx: AppTx,
  video: DomainEvent<'video.ended'>,
): Promise<void> {
  const { videoId, mode, prompt } = video;
  if (video.status === 'succeeded') {
    const { durationSeconds, aspectRatio } = video;
    const data = { videoId, mode, prompt, durationSeconds, aspectRatio };
    await events.emit(tx, video.userId, 'video.completed', data);
  } else {
    const error = video.error ?? VIDEO_FAILED_MESSAGE;
    await events.emit(tx, video.userId, 'video.failed', { videoId, mode, prompt, error });
  }
}
