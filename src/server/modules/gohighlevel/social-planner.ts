import type { JobContext } from '../../platform/jobs/index.js';
import type { StoragePort } from '../../platform/storage/index.js';
import { GoHighLevelFailure, type GhlSocialAccount } from '../../providers/gohighlevel/index.js';
import { findOwnVideoJob } from '../videos/index.js';
import type { DeliveryAttempts } from './attempts.js';
import { GhlConnections, type GoHighLevelDeps } from './connection.js';
import type { SocialPostPayload } from './events.js';
import { findDeliveryForWorker, findFeature } from './repo.js';

/**
 * How long GHL may fetch the video from its signed link: it downloads the media when it
 * publishes, which can wait in its own queue; a day leaves room and still expires.
 */
export const MEDIA_LINK_SECONDS = 24 * 60 * 60;

export interface SocialPlannerDeps extends GoHighLevelDeps {
  storage: StoragePort;
  attempts: DeliveryAttempts;
}

/**
 * `gohighlevel.post-social`: posts one finished video through GHL's social planner. The
 * location's accounts are listed; those on the chosen platforms (all, when none was chosen)
 * that are not expired get one published post, its text the video's prompt and its media a
 * signed, time-limited link to the MP4. GHL's 429 and 5xx are retried; a refused key pauses the
 * connection (reconnect needed); anything else fails the delivery with GHL's reason.
 */
export async function postToSocialPlanner(
  deps: SocialPlannerDeps,
  deliveryId: string,
  ctx: JobContext,
): Promise<void> {
  const { database, attempts } = deps;
  const row = await findDeliveryForWorker(database.db, deliveryId);
  if (!row || row.status !== 'pending' || row.kind !== 'social_post') return;
  const payload = row.payload as unknown as SocialPostPayload;
  const fail = (message: string) => attempts.failed(row, { message }, { attempted: false });

  const feature = await findFeature(database.db, row.userId, 'social_planner');
  if (!feature?.enabled)
    return fail('The social planner was turned off before this video was posted.');
  const connections = new GhlConnections(deps);
  const opened = await connections.open(database.db, row.userId);
  if (!opened.ok) return fail(opened.problem);
  const video = await findOwnVideoJob(database.db, row.userId, payload.videoId);
  if (!video?.outputKey) return fail('The video is no longer available.');

  const client = deps.goHighLevel.client(opened.token);
  const locationId = opened.row.accountId;
  try {
    const accounts = await client.socialAccounts(locationId, ctx.signal);
    const { chosen, expired } = pickAccounts(accounts, payload.platforms);
    if (chosen.length === 0) {
      const on = payload.platforms ? ` on ${payload.platforms.replaceAll(',', ', ')}` : '';
      const skipped =
        expired.length > 0 ? ` (${countOf(expired.length, 'expired account')} skipped)` : '';
      return attempts.failed(row, {
        message: `No connected social account${on} in ${opened.row.accountName}${skipped}.`,
      });
    }
    const link = await deps.storage.signedUrl(video.outputKey, {
      expiresInSeconds: MEDIA_LINK_SECONDS,
    });
    await client.createSocialPost(
      locationId,
      {
        accountIds: chosen.map((account) => account.id),
        userId: payload.ghlUserId,
        summary: payload.summary,
        media: [{ url: new URL(link, deps.config.publicUrl).href, type: 'video/mp4' }],
      },
      ctx.signal,
    );
    const names = chosen.map((account) => `${account.name} (${account.platform})`).join(', ');
    const skipped =
      expired.length > 0 ? `; ${countOf(expired.length, 'expired account')} skipped` : '';
    return attempts.succeeded(row, { statusCode: 201, result: `Posted to ${names}${skipped}` });
  } catch (error) {
    if (ctx.signal.aborted) throw ctx.signal.reason;
    if (!(error instanceof GoHighLevelFailure)) throw error;
    const outcome = { statusCode: error.status ?? null, message: error.message };
    if (error.retryable) return attempts.retry(row, ctx, outcome);
    if (error.kind === 'credentials') await connections.refused(database.db, opened.row, error);
    return attempts.failed(row, outcome);
  }
}

/** The accounts to post to: on the chosen platforms (every one when none is), not expired. */
export function pickAccounts(
  accounts: GhlSocialAccount[],
  platforms: string,
): { chosen: GhlSocialAccount[]; expired: GhlSocialAccount[] } {
  const wanted = new Set(platforms.split(',').filter(Boolean));
  const onPlatform = accounts.filter((a) => wanted.size === 0 || wanted.has(a.platform));
  return {
    chosen: onPlatform.filter((account) => !account.isExpired),
    expired: onPlatform.filter((account) => account.isExpired),
  };
}

const countOf = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
