import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { VIDEO_JOB_UPDATED_EVENT, type VideoJob, type VideoStatus } from '@shared/videos';
import { FINAL_JOB_STATUSES, isFinalJobStatus } from '@shared/job-statuses';
import type { Queryable } from '../../db/client.js';
import { videoJobs, type NewVideoJobRow, type VideoJobRow } from '../../db/schema/index.js';
import { lockUserEvents, publishEvent } from '../../platform/events/index.js';

export type { VideoJobRow } from '../../db/schema/index.js';

/** Statuses a job never leaves (the one list, in src/shared, that the web app uses too). */
export const isFinal = isFinalJobStatus;

/** The owner's identity of a row: every query below is scoped by both. */
export interface OwnedJob {
  id: string;
  userId: string;
}

export async function insertVideoJob(q: Queryable, row: NewVideoJobRow): Promise<VideoJobRow> {
  const [inserted] = await q.insert(videoJobs).values(row).returning();
  if (!inserted) throw new Error('video job insert returned no row');
  return inserted;
}

export async function findOwnJob(
  q: Queryable,
  userId: string,
  id: string,
): Promise<VideoJobRow | undefined> {
  const [row] = await q
    .select()
    .from(videoJobs)
    .where(and(eq(videoJobs.id, id), eq(videoJobs.userId, userId)));
  return row;
}

/**
 * Newest first (the studio's grid). A service order's clips are not the studio's: the client
 * sees them on /orders once the operator sends them for review (issue 28).
 */
export function listOwnJobs(q: Queryable, userId: string, limit: number): Promise<VideoJobRow[]> {
  return q
    .select()
    .from(videoJobs)
    .where(and(eq(videoJobs.userId, userId), sql`${videoJobs.sourceFlow} IS DISTINCT FROM 'order'`))
    .orderBy(desc(videoJobs.createdAt), desc(videoJobs.id))
    .limit(limit);
}

/** The owner's clips cut from an episode (decision 068), oldest first: the episode page's. */
export async function ownEpisodeClipIds(
  q: Queryable,
  userId: string,
  episodeId: string,
): Promise<string[]> {
  const rows = await q
    .select({ id: videoJobs.id })
    .from(videoJobs)
    .where(and(eq(videoJobs.userId, userId), eq(videoJobs.episodeId, episodeId)))
    .orderBy(videoJobs.createdAt, videoJobs.id);
  return rows.map((row) => row.id);
}

/**
 * The worker's read: a job payload carries only the id, so this is the one lookup that does
 * not start from a session. Every write after it is scoped by the row's owner.
 */
export async function findJobForWorker(q: Queryable, id: string): Promise<VideoJobRow | undefined> {
  const [row] = await q.select().from(videoJobs).where(eq(videoJobs.id, id));
  return row;
}

type JobChange = Partial<
  Pick<
    VideoJobRow,
    | 'status'
    | 'progress'
    | 'error'
    | 'refunded'
    | 'startedAt'
    | 'completedAt'
    | 'outputKey'
    | 'posterKey'
    | 'vendorRef'
    // An uploaded recording's captions, heard by the render (decision 069).
    | 'captions'
    | 'captionsHeardBy'
  >
>;

/**
 * Changes a job that is still in one of `whileIn` (by default: not finished), and publishes
 * the owner's live event in the same transaction. Returns the updated row, or undefined when
 * the job had already moved on (a late write from a stale attempt changes nothing).
 */
export async function updateJob(
  q: Queryable,
  job: OwnedJob,
  change: JobChange,
  whileIn?: readonly VideoStatus[],
): Promise<VideoJobRow | undefined> {
  // The user's events lock first, then the row: the lock order credits and events use too.
  await lockUserEvents(q, job.userId);
  const statusGuard = whileIn
    ? inArray(videoJobs.status, [...whileIn])
    : notInArray(videoJobs.status, [...FINAL_JOB_STATUSES]);
  const [row] = await q
    .update(videoJobs)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(videoJobs.id, job.id), eq(videoJobs.userId, job.userId), statusGuard))
    .returning();
  if (row && (change.status !== undefined || change.progress !== undefined)) {
    await publishJobUpdate(q, row);
  }
  return row;
}

/** Saves a vendor's handle without touching status or announcing anything. */
export async function saveVendorRef(q: Queryable, job: OwnedJob, vendorRef: string): Promise<void> {
  await q
    .update(videoJobs)
    .set({ vendorRef, updatedAt: sql`now()` })
    .where(and(eq(videoJobs.id, job.id), eq(videoJobs.userId, job.userId)));
}

/** Announces a job's status and progress; `job` (the whole job) only with a new one. */
export async function publishJobUpdate(
  q: Queryable,
  row: VideoJobRow,
  job?: VideoJob,
): Promise<void> {
  await publishEvent(q, row.userId, VIDEO_JOB_UPDATED_EVENT, {
    id: row.id,
    status: row.status,
    progress: row.progress,
    ...(job ? { job } : {}),
  });
}

/** How many of the latest succeeded jobs of a kind the estimate is the median of. */
export const ESTIMATE_SAMPLE_SIZE = 20;

/** A kind of job, as far as its render time goes: what it makes and which engine makes it. */
export const jobKind = (job: Pick<VideoJobRow, 'mode' | 'engine'>) => `${job.mode}:${job.engine}`;

/**
 * Measured render times on this server: per kind of job, the median seconds from created to
 * completed of its last ESTIMATE_SAMPLE_SIZE succeeded jobs, all users' (an aggregate of
 * durations, nothing of anyone's content). Kinds never measured are absent.
 */
export async function measuredRenderSeconds(q: Queryable): Promise<Map<string, number>> {
  const result = await q.execute(sql`
    select mode, engine,
      percentile_cont(0.5) within group (order by seconds)::float8 as seconds
    from (
      select mode, engine,
        extract(epoch from (completed_at - created_at)) as seconds,
        row_number() over (partition by mode, engine order by completed_at desc) as rank
      from ${videoJobs}
      where status = 'succeeded' and completed_at is not null
    ) latest
    where rank <= ${ESTIMATE_SAMPLE_SIZE}
    group by mode, engine`);
  // node-postgres and PGlite both answer `{ rows }`.
  const { rows } = result as unknown as {
    rows: { mode: string; engine: string; seconds: unknown }[];
  };
  return new Map(
    rows.map((row) => [`${row.mode}:${row.engine}`, Math.round(Number(row.seconds) * 10) / 10]),
  );
}

/** The owner's video, locked FOR UPDATE to delete it; undefined when missing or not theirs. */
export async function lockOwnVideoJob(
  db: Queryable,
  userId: string,
  id: string,
): Promise<VideoJobRow | undefined> {
  const [row] = await db
    .select()
    .from(videoJobs)
    .where(and(eq(videoJobs.id, id), eq(videoJobs.userId, userId)))
    .for('update');
  return row;
}

export async function deleteVideoJobRow(db: Queryable, id: string): Promise<void> {
  await db.delete(videoJobs).where(eq(videoJobs.id, id));
}
