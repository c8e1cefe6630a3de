import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CLIENT_VISIBLE_CLIP_STATUSES } from '@shared/order-review';
import type { Queryable } from '../../db/client.js';
import { orderClips, user, userRoles, videoJobs } from '../../db/schema/index.js';
import { isUuid } from '../../platform/http/index.js';
import type { OrderClipRow } from './repo.js';

/**
 * The client's review of an order's clips (issue 28 item 4). Every read here is of one order
 * the caller already found as its owner's (findOwnOrder / lockOrder + owner check), and only
 * of the clips a client may see: a draft is the operator's until it is sent for review.
 */

export interface VisibleClipRow extends OrderClipRow {
  /** The current render's mp4 and poster (null while it has none). */
  outputKey: string | null;
  posterKey: string | null;
}

const visible = inArray(orderClips.reviewStatus, [...CLIENT_VISIBLE_CLIP_STATUSES]);

const clipColumns = {
  clip: orderClips,
  outputKey: videoJobs.outputKey,
  posterKey: videoJobs.posterKey,
};

type JoinedRow = { clip: OrderClipRow; outputKey: string | null; posterKey: string | null };
const flatten = ({ clip, outputKey, posterKey }: JoinedRow): VisibleClipRow => ({
  ...clip,
  outputKey,
  posterKey,
});

/** The clips of the order the client may see, by position. */
export async function listVisibleClips(q: Queryable, orderId: string): Promise<VisibleClipRow[]> {
  const rows = await q
    .select(clipColumns)
    .from(orderClips)
    .leftJoin(videoJobs, eq(videoJobs.id, orderClips.videoJobId))
    .where(and(eq(orderClips.orderId, orderId), visible))
    .orderBy(asc(orderClips.position));
  return rows.map(flatten);
}

/** One clip of the order the client may see; a malformed id finds nothing. */
export async function findVisibleClip(
  q: Queryable,
  orderId: string,
  clipId: string,
): Promise<VisibleClipRow | undefined> {
  if (!isUuid(clipId)) return undefined;
  const [row] = await q
    .select(clipColumns)
    .from(orderClips)
    .leftJoin(videoJobs, eq(videoJobs.id, orderClips.videoJobId))
    .where(and(eq(orderClips.orderId, orderId), eq(orderClips.id, clipId), visible));
  return row && flatten(row);
}

export async function updateClipReview(
  q: Queryable,
  clipId: string,
  values: Partial<
    Pick<
      OrderClipRow,
      'reviewStatus' | 'changeComment' | 'changeRequestedAt' | 'approvedAt' | 'approvedFirstTime'
    >
  >,
): Promise<void> {
  await q
    .update(orderClips)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orderClips.id, clipId));
}

/** How many clips the order has, and how many of them are approved (drafts count too). */
export async function clipTally(
  q: Queryable,
  orderId: string,
): Promise<{ total: number; approved: number }> {
  const [row] = await q
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      approved:
        sql<number>`count(*) filter (where ${orderClips.reviewStatus} = 'approved')`.mapWith(
          Number,
        ),
    })
    .from(orderClips)
    .where(eq(orderClips.orderId, orderId));
  return { total: row?.total ?? 0, approved: row?.approved ?? 0 };
}

/** The client's address and name, for their mails. */
export async function findClientContact(
  q: Queryable,
  userId: string,
): Promise<{ email: string; name: string } | undefined> {
  const [row] = await q
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, userId));
  return row;
}

/** Every admin account's address: the operators told of a change request. */
export async function listAdminEmails(q: Queryable): Promise<string[]> {
  const rows = await q
    .select({ email: user.email })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(eq(userRoles.role, 'admin'));
  return rows.map((row) => row.email);
}
