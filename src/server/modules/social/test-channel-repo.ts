import { and, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import {
  youtubeTestGrants,
  youtubeTestUploads,
  youtubeTestVideos,
  youtubeTestViews,
  type TestUploadPart,
} from '../../db/schema/index.js';

/**
 * Queries on the test-mode channel's own tables (grants, resumable uploads, videos and their
 * view marks): see test-channel-grants.ts, test-channel-uploads.ts and test-channel-videos.ts.
 */

export type TestGrant = typeof youtubeTestGrants.$inferSelect;
export type TestUploadRow = typeof youtubeTestUploads.$inferSelect;
export type TestVideoRow = typeof youtubeTestVideos.$inferSelect;
export type { TestUploadPart };

// --- Grants ----------------------------------------------------------------------------------

export async function insertGrant(
  q: Queryable,
  row: typeof youtubeTestGrants.$inferInsert,
): Promise<void> {
  await q.insert(youtubeTestGrants).values(row);
}

/**
 * Uses a code up in the same statement that checks it (unexchanged, unrevoked, unexpired at
 * `now`, same redirect and challenge): two exchanges of one code cannot both win.
 */
export async function exchangeGrantCode(
  q: Queryable,
  code: {
    codeHash: string;
    redirectUri: string;
    codeChallenge: string;
    refreshTokenHash: string;
    now: Date;
  },
): Promise<TestGrant | undefined> {
  const [grant] = await q
    .update(youtubeTestGrants)
    .set({ exchangedAt: code.now, refreshTokenHash: code.refreshTokenHash })
    .where(
      and(
        eq(youtubeTestGrants.codeHash, code.codeHash),
        isNull(youtubeTestGrants.exchangedAt),
        isNull(youtubeTestGrants.revokedAt),
        gt(youtubeTestGrants.codeExpiresAt, code.now),
        eq(youtubeTestGrants.redirectUri, code.redirectUri),
        eq(youtubeTestGrants.codeChallenge, code.codeChallenge),
      ),
    )
    .returning();
  return grant;
}

export async function findGrantByRefreshToken(
  q: Queryable,
  refreshTokenHash: string,
): Promise<TestGrant | undefined> {
  const [grant] = await q
    .select()
    .from(youtubeTestGrants)
    .where(
      and(
        eq(youtubeTestGrants.refreshTokenHash, refreshTokenHash),
        isNull(youtubeTestGrants.revokedAt),
      ),
    );
  return grant;
}

export async function revokeGrant(
  q: Queryable,
  which: { id: string } | { refreshTokenHash: string },
  now: Date,
): Promise<void> {
  await q
    .update(youtubeTestGrants)
    .set({ revokedAt: now })
    .where(
      and(
        'id' in which
          ? eq(youtubeTestGrants.id, which.id)
          : eq(youtubeTestGrants.refreshTokenHash, which.refreshTokenHash),
        isNull(youtubeTestGrants.revokedAt),
      ),
    );
}

/** A grant whose code was exchanged and that is not revoked. */
export async function findExchangedGrant(q: Queryable, id: string): Promise<TestGrant | undefined> {
  const [grant] = await q
    .select()
    .from(youtubeTestGrants)
    .where(
      and(
        eq(youtubeTestGrants.id, id),
        isNull(youtubeTestGrants.revokedAt),
        isNotNull(youtubeTestGrants.exchangedAt),
      ),
    );
  return grant;
}

// --- Uploads ---------------------------------------------------------------------------------

/** The new session's id. */
export async function insertUpload(
  q: Queryable,
  row: typeof youtubeTestUploads.$inferInsert,
): Promise<string> {
  const [inserted] = await q
    .insert(youtubeTestUploads)
    .values(row)
    .returning({ id: youtubeTestUploads.id });
  return inserted!.id;
}

export async function findUpload(q: Queryable, id: string): Promise<TestUploadRow | undefined> {
  const [row] = await q.select().from(youtubeTestUploads).where(eq(youtubeTestUploads.id, id));
  return row;
}

/** Adds a part if the session still ends where it began (else another sender won). */
export async function addUploadPart(
  q: Queryable,
  id: string,
  part: TestUploadPart,
): Promise<boolean> {
  const updated = await q
    .update(youtubeTestUploads)
    .set({
      received: sql`${youtubeTestUploads.received} + ${part.bytes}`,
      parts: sql`${youtubeTestUploads.parts} || ${JSON.stringify([part])}::jsonb`,
    })
    .where(and(eq(youtubeTestUploads.id, id), eq(youtubeTestUploads.received, part.offset)))
    .returning({ id: youtubeTestUploads.id });
  return updated.length > 0;
}

/**
 * Claims the upload for `video.id` and lists the video, in one transaction; false when
 * another publisher claimed it first.
 */
export function publishUpload(
  database: Database,
  uploadId: string,
  video: typeof youtubeTestVideos.$inferInsert,
): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(youtubeTestUploads)
      .set({ videoId: video.id })
      .where(and(eq(youtubeTestUploads.id, uploadId), isNull(youtubeTestUploads.videoId)))
      .returning({ id: youtubeTestUploads.id });
    if (!claimed) return false;
    await tx.insert(youtubeTestVideos).values(video);
    return true;
  });
}

export async function publishedVideoId(q: Queryable, uploadId: string): Promise<string | null> {
  const [row] = await q
    .select({ videoId: youtubeTestUploads.videoId })
    .from(youtubeTestUploads)
    .where(eq(youtubeTestUploads.id, uploadId));
  return row?.videoId ?? null;
}

// --- Videos ----------------------------------------------------------------------------------

export async function findTestVideo(q: Queryable, id: string): Promise<TestVideoRow | undefined> {
  const [video] = await q.select().from(youtubeTestVideos).where(eq(youtubeTestVideos.id, id));
  return video;
}

export async function findChannelVideo(
  q: Queryable,
  channelId: string,
  id: string,
): Promise<TestVideoRow | undefined> {
  const [video] = await q
    .select()
    .from(youtubeTestVideos)
    .where(and(eq(youtubeTestVideos.id, id), eq(youtubeTestVideos.channelId, channelId)));
  return video;
}

/** A change to one of the channel's videos still there; undefined when it is not (or gone). */
export async function updateChannelVideo(
  q: Queryable,
  channelId: string,
  id: string,
  change: Partial<Pick<TestVideoRow, 'thumbnailKey' | 'publishAt' | 'privacy' | 'deletedAt'>>,
): Promise<TestVideoRow | undefined> {
  const [video] = await q
    .update(youtubeTestVideos)
    .set(change)
    .where(
      and(
        eq(youtubeTestVideos.id, id),
        eq(youtubeTestVideos.channelId, channelId),
        isNull(youtubeTestVideos.deletedAt),
      ),
    )
    .returning();
  return video;
}

export function testVideoViews(
  q: Queryable,
  channelId: string,
  ids: readonly string[],
): Promise<{ id: string; views: number }[]> {
  return q
    .select({ id: youtubeTestVideos.id, views: youtubeTestVideos.playCount })
    .from(youtubeTestVideos)
    .where(
      and(eq(youtubeTestVideos.channelId, channelId), inArray(youtubeTestVideos.id, [...ids])),
    );
}

/**
 * One play by `viewer`, counted once per `windowMs`; the video's count after it. Run it in a
 * transaction: this video's marks whose window is over go first (which also keeps the table
 * small), then the viewer's mark races for one insert.
 */
export async function countViewOnce(
  q: Queryable,
  videoId: string,
  viewer: string,
  windowMs: number,
): Promise<number | null> {
  await q
    .delete(youtubeTestViews)
    .where(
      and(eq(youtubeTestViews.videoId, videoId), lte(youtubeTestViews.countedUntil, sql`now()`)),
    );
  const marked = await q
    .insert(youtubeTestViews)
    .values({
      videoId,
      viewer,
      countedUntil: sql`now() + ${`${windowMs} milliseconds`}::interval`,
    })
    .onConflictDoNothing()
    .returning({ viewer: youtubeTestViews.viewer });
  const [row] = await q
    .update(youtubeTestVideos)
    .set({ playCount: sql`${youtubeTestVideos.playCount} + ${marked.length > 0 ? 1 : 0}` })
    .where(eq(youtubeTestVideos.id, videoId))
    .returning({ views: youtubeTestVideos.playCount });
  return row?.views ?? null;
}
