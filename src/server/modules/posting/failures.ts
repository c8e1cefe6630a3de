import type { YouTubeVideoStatus } from '../../providers/youtube/index.js';

/**
 * Why a post failed, or what to know about it, worded for the people who read it on the job
 * card, in Analytics and in the failure toast. The YouTube port's own failure messages are
 * used only for `final` failures (a refusal it already words); every other kind has one
 * sentence here, so the same situation always reads the same.
 */
export const POST_FAILURES = {
  reconnect:
    'The YouTube channel needs reconnecting: connect it again on Social connections, then post the video again.',
  noChannel: 'No YouTube channel is connected: connect one on Social connections.',
  uploadLimit:
    "The channel has reached YouTube's upload limit for now. YouTube lifts it after a while (usually within a day): post the video again later.",
  duplicate: 'YouTube rejected the video as a duplicate of one already on the channel.',
  deleted: 'The video was deleted on YouTube before it was published.',
  missingFile: 'The video file is missing, so it could not be uploaded.',
  gaveUp:
    'YouTube kept failing, so the upload was given up after several tries. Please post the video again later.',
  notConfirmed:
    'YouTube did not report on the upload in time: check YouTube Studio before posting the video again.',
} as const;

/** Auto-post skipped a video: what the toggle's card says until a post goes out again. */
export const AUTO_POST_PAUSED = {
  reconnect: 'Auto-post is paused: the YouTube channel needs reconnecting.',
  noChannel: 'Auto-post is paused: no YouTube channel is connected.',
  failed: 'Auto-post could not queue the last video; it will try again with the next one.',
} as const;

export const FORCED_PRIVATE_NOTICE =
  "YouTube made this video private: uploads from unverified Google projects are forced private until the project passes Google's audit.";

/** status.rejectionReason values (YouTube Data API videos resource), in a few words. */
const REJECTIONS: Record<string, string> = {
  claim: 'a content claim',
  copyright: 'a copyright claim',
  inappropriate: 'inappropriate content',
  legal: 'a legal complaint',
  length: 'the video is too long',
  termsOfUse: 'a terms of use violation',
  trademark: 'a trademark claim',
  uploaderAccountClosed: 'the channel is closed',
  uploaderAccountSuspended: 'the channel is suspended',
};

/** status.failureReason values. */
const PROCESSING_FAILURES: Record<string, string> = {
  codec: 'its video or audio format is not supported',
  conversion: 'it could not be converted',
  emptyFile: 'the file was empty',
  invalidFile: 'the file is not a video',
  tooSmall: 'the file is too small',
  uploadAborted: 'the upload was cut off',
};

/** Why YouTube refused a video after the upload, or null when it counts as posted. */
export function verdictFailure(status: YouTubeVideoStatus): string | null {
  switch (status.uploadStatus) {
    case 'processed':
    case 'uploaded':
      return null;
    case 'deleted':
      return POST_FAILURES.deleted;
    case 'rejected': {
      if (status.rejectionReason === 'duplicate') return POST_FAILURES.duplicate;
      const why = status.rejectionReason && REJECTIONS[status.rejectionReason];
      return why ? `YouTube rejected the video: ${why}.` : 'YouTube rejected the video.';
    }
    case 'failed': {
      const why = status.failureReason && PROCESSING_FAILURES[status.failureReason];
      return why
        ? `YouTube could not process the video: ${why}.`
        : 'YouTube could not process the video.';
    }
  }
}

/**
 * A published video that YouTube keeps private although it should be seen (posted public or
 * unlisted, or private with a publish time that has come): the project is unverified
 * (vendors.md: forced private until an audit passes).
 */
export function forcedPrivateNotice(
  shouldBeVisible: boolean,
  status: YouTubeVideoStatus,
): string | null {
  return shouldBeVisible && status.privacyStatus === 'private' ? FORCED_PRIVATE_NOTICE : null;
}
