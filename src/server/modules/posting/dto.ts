import {
  DEFAULT_AUTO_POST,
  type AutoPostSetting,
  type Post,
  type PostingPlatform,
} from '@shared/posting';
import type { AutoPostSettingsRow, PostedVideoRow } from './repo.js';

/**
 * A post can be cancelled while nothing of it has reached YouTube: queued, or scheduled for
 * the next quota day. Once a session is started (uploading) YouTube holds it; an uploaded
 * video waiting for its publish time is YouTube's to cancel (YouTube Studio).
 */
export function isCancellable(row: PostedVideoRow): boolean {
  return (
    (row.status === 'queued' || row.status === 'scheduled') &&
    row.uploadSession === null &&
    row.externalVideoId === null
  );
}

/** A post as its owner sees it: never the session URI, the job id or the quota bookkeeping. */
export function postDto(row: PostedVideoRow): Post {
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
    cancellable: isCancellable(row),
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
