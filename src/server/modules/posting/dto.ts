import {
  DEFAULT_AUTO_POST,
  type AutoPostSetting,
  type Post,
  type PostingPlatform,
} from '@shared/posting';
import type { AutoPostSettingsRow, PostedVideoRow } from './repo.js';

/**
 * Nothing of the post has reached YouTube yet: queued, or scheduled for the next quota day.
 * Once a session is started (uploading) YouTube holds bytes of it.
 */
export function isBeforeUpload(row: PostedVideoRow): boolean {
  return (
    (row.status === 'queued' || row.status === 'scheduled') &&
    row.uploadSession === null &&
    row.externalVideoId === null
  );
}

/**
 * Uploaded and waiting for its publish time (issue 28): private on YouTube with a publishAt
 * still ahead, so deleting the video or moving the time changes what goes out.
 */
export function isUploadedAndScheduled(row: PostedVideoRow, now: Date): boolean {
  return (
    (row.status === 'scheduled' || row.status === 'processing') &&
    row.externalVideoId !== null &&
    row.publishAt !== null &&
    row.publishAt > now
  );
}

/** Before the upload (the row alone), or uploaded and still scheduled (on YouTube too). */
export function isCancellable(row: PostedVideoRow, now: Date = new Date()): boolean {
  return isBeforeUpload(row) || isUploadedAndScheduled(row, now);
}

/** A post as its owner sees it: never the session URI, the job id or the quota bookkeeping. */
export function postDto(row: PostedVideoRow, now: Date = new Date()): Post {
  return {
    id: row.id,
    platform: row.platform,
    videoJobId: row.videoJobId,
    status: row.status,
    title: row.title,
    privacy: row.privacy,
    madeForKids: row.madeForKids,
    syntheticMedia: row.syntheticMedia,
    publishAt: row.publishAt?.toISOString() ?? null,
    postUrl: row.postUrl,
    failureReason: row.failureReason,
    notice: row.notice,
    auto: row.auto,
    notBefore: row.notBefore?.toISOString() ?? null,
    cancellable: isCancellable(row, now),
    movable: isCancellable(row, now),
    orderClipId: row.orderClipId,
    thumbnailSet: row.thumbnailSetAt !== null,
    thumbnailFailure: row.thumbnailFailure,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** A saved setting, or the spec's defaults (off) where the user never saved one. */
export function autoPostSettingDto(
  platform: PostingPlatform,
  row: AutoPostSettingsRow | undefined,
): AutoPostSetting {
  return {
    platform,
    enabled: row?.enabled ?? false,
    defaultTitle: row?.defaultTitle ?? DEFAULT_AUTO_POST.title,
    defaultDescription: row?.defaultDescription ?? DEFAULT_AUTO_POST.description,
    privacy: row?.privacySetting ?? DEFAULT_AUTO_POST.privacy,
    pausedReason: row?.pausedReason ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}
