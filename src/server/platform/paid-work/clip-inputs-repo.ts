import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { DELETE_MESSAGES } from '@shared/deletes';
import { FINAL_JOB_STATUSES } from '@shared/job-statuses';
import type { AppTx } from '../../db/client.js';
import { videoJobs } from '../../db/schema/index.js';
import { conflict } from '../errors.js';

/**
 * A podcast clip uses a host's portrait and a voiceover's audio in place (never copied). When
 * one of those is deleted, the clips that used it lose the link to it: a finished clip keeps
 * its own video and drops the reference; a clip still being made needs the file, so the
 * delete is refused (409) until it has finished. Called in the delete's transaction.
 */
export async function releaseClipInput(
  tx: AppTx,
  userId: string,
  input: 'image' | 'audio',
  key: string | null,
): Promise<void> {
  if (!key) return;
  const column = input === 'image' ? videoJobs.inputImageKey : videoJobs.inputAudioKey;
  const using = and(eq(videoJobs.userId, userId), eq(column, key));
  const [busy] = await tx
    .select({ id: videoJobs.id })
    .from(videoJobs)
    .where(and(using, notInArray(videoJobs.status, [...FINAL_JOB_STATUSES])))
    .limit(1)
    .for('update');
  if (busy) throw conflict(DELETE_MESSAGES.inUseByClip);
  await tx
    .update(videoJobs)
    .set(input === 'image' ? { inputImageKey: null } : { inputAudioKey: null })
    .where(and(using, inArray(videoJobs.status, [...FINAL_JOB_STATUSES])));
}
