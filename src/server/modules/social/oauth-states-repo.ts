import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { ConnectablePlatform } from '@shared/social';
import type { Queryable } from '../../db/client.js';
import { oauthStates } from '../../db/schema/index.js';

/** Queries on oauth_states (see oauth-states.ts). */

export type OAuthStateRow = typeof oauthStates.$inferSelect;

export async function deleteStatesExpiredAt(db: Queryable, at: Date): Promise<void> {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, at));
}

export async function insertState(
  db: Queryable,
  row: typeof oauthStates.$inferInsert,
): Promise<void> {
  await db.insert(oauthStates).values(row);
}

/**
 * Marks the state used and answers it, only when it is this user's, for this platform, unused
 * and unexpired at `now`; undefined (and nothing written) otherwise.
 */
export async function consumeState(
  db: Queryable,
  state: { id: string; userId: string; platform: ConnectablePlatform },
  now: Date,
): Promise<OAuthStateRow | undefined> {
  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(oauthStates.id, state.id),
        eq(oauthStates.userId, state.userId),
        eq(oauthStates.platform, state.platform),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, now),
      ),
    )
    .returning();
  return row;
}
