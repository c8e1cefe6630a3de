import type { AppTx } from '../../db/client.js';
import { VIDEO_FAILED_MESSAGE, type VideoJobRow } from '../videos/index.js';
import type { IntegrationEventEmitter } from './events.js';

/**
 * Tells the user's integrations (webhook, social planner) that a video ended: `video.completed`
 * or `video.failed`. Called in the transaction that records the end (the video jobs' onEnded),
 * so an event leaves exactly when the end is committed.
 */
export async function announceVideoEnd(
  events: IntegrationEventEmitter,
  tx: AppTx,
  row: VideoJobRow,
): Promise<void> {
  const { id: videoId, mode, prompt } = row;
  if (row.status === 'succeeded') {
    const { durationSeconds, aspectRatio } = row;
    const data = { videoId, mode, prompt, durationSeconds, aspectRatio };
    await events.emit(tx, row.userId, 'video.completed', data);
  } else if (row.status === 'failed') {
    const error = row.error ?? VIDEO_FAILED_MESSAGE;
    await events.emit(tx, row.userId, 'video.failed', { videoId, mode, prompt, error });
  }
}
