import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { SubmissionFilter, SubmissionStatus } from '@shared/submissions';
import type { Queryable } from '../../db/client.js';
import { pendingSubmissions, userRoles, type SubmittedImage } from '../../db/schema/index.js';

export type { SubmittedImage };

export type SubmissionRow = typeof pendingSubmissions.$inferSelect;
export type NewSubmissionRow = typeof pendingSubmissions.$inferInsert;

/** The admin list's cap: newest first. */
export const SUBMISSION_LIST_LIMIT = 500;

export async function insertSubmission(
  q: Queryable,
  row: NewSubmissionRow,
): Promise<SubmissionRow> {
  const [inserted] = await q.insert(pendingSubmissions).values(row).returning();
  if (!inserted) throw new Error('submission insert returned no row');
  return inserted;
}

export async function listSubmissions(q: Queryable, filter: SubmissionFilter) {
  const query = q.select().from(pendingSubmissions);
  const filtered = filter === 'all' ? query : query.where(eq(pendingSubmissions.status, filter));
  return filtered
    .orderBy(desc(pendingSubmissions.createdAt), desc(pendingSubmissions.id))
    .limit(SUBMISSION_LIST_LIMIT);
}

export async function countSubmissions(
  q: Queryable,
): Promise<Record<SubmissionStatus | 'all', number>> {
  const rows = await q
    .select({ status: pendingSubmissions.status, count: sql<number>`count(*)::int` })
    .from(pendingSubmissions)
    .groupBy(pendingSubmissions.status);
  const counts = { all: 0, pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) {
    counts[row.status] = Number(row.count);
    counts.all += Number(row.count);
  }
  return counts;
}

export async function findSubmission(q: Queryable, id: string): Promise<SubmissionRow | undefined> {
  const [row] = await q.select().from(pendingSubmissions).where(eq(pendingSubmissions.id, id));
  return row;
}

/** The row, locked until the transaction ends: reviews of one submission run one at a time. */
export async function lockSubmission(q: Queryable, id: string): Promise<SubmissionRow | undefined> {
  const [row] = await q
    .select()
    .from(pendingSubmissions)
    .where(eq(pendingSubmissions.id, id))
    .for('update');
  return row;
}

export async function markReviewed(
  q: Queryable,
  id: string,
  change: {
    status: 'approved' | 'rejected';
    reviewedBy: string;
    rejectionReason?: string | null;
    approvedUserId?: string | null;
  },
): Promise<void> {
  await q
    .update(pendingSubmissions)
    .set({
      status: change.status,
      reviewedAt: new Date(),
      reviewedBy: change.reviewedBy,
      rejectionReason: change.rejectionReason ?? null,
      approvedUserId: change.approvedUserId ?? null,
    })
    .where(eq(pendingSubmissions.id, id));
}

export async function adminUserIds(q: Queryable): Promise<string[]> {
  const rows = await q
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, 'admin'));
  return rows.map((row) => row.userId);
}

const daysAgo = (days: number) => sql`now() - ${days}::float8 * interval '1 day'`;

/**
 * Submissions whose stored files are due for deletion (see sweep.ts): rejected or approved
 * ones reviewed `rejectedGraceDays` ago, pending ones made `unreviewedKeepDays` ago; oldest
 * first, at most `limit`.
 */
export function submissionsWithFilesDue(
  q: Queryable,
  days: { rejectedGraceDays: number; unreviewedKeepDays: number },
  limit: number,
): Promise<Pick<SubmissionRow, 'id' | 'images'>[]> {
  const submissions = pendingSubmissions;
  return q
    .select({ id: submissions.id, images: submissions.images })
    .from(submissions)
    .where(
      and(
        isNull(submissions.filesRemovedAt),
        gt(submissions.storedBytes, 0),
        or(
          and(
            inArray(submissions.status, ['rejected', 'approved']),
            lte(submissions.reviewedAt, daysAgo(days.rejectedGraceDays)),
          ),
          and(
            eq(submissions.status, 'pending'),
            lte(submissions.createdAt, daysAgo(days.unreviewedKeepDays)),
          ),
        ),
      ),
    )
    .orderBy(submissions.createdAt)
    .limit(limit);
}

/** Marks the submission's files removed; false when another run marked it first. */
export async function markFilesRemoved(q: Queryable, id: string): Promise<boolean> {
  const marked = await q
    .update(pendingSubmissions)
    .set({ filesRemovedAt: sql`now()` })
    .where(and(eq(pendingSubmissions.id, id), isNull(pendingSubmissions.filesRemovedAt)))
    .returning({ id: pendingSubmissions.id });
  return marked.length > 0;
}
