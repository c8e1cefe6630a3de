import { asc, eq, sql } from 'drizzle-orm';
import type { ImageStyle } from '@shared/images';
import { isSingleLine, storableText } from '@shared/text';
import type { Queryable } from '../../db/client.js';
import { imageStyles, type IMAGE_STYLE_SOURCES } from '../../db/schema/index.js';
import type { ImageStyleRef } from '../../providers/image/index.js';

export type StyleSource = (typeof IMAGE_STYLE_SOURCES)[number];

export async function upsertStyles(
  q: Queryable,
  styles: readonly ImageStyleRef[],
  source: StyleSource,
): Promise<void> {
  // A vendor's list is vendor text: an id we could not send back is skipped, and a stray
  // control character in a name would fail the whole write (decision 020).
  const rows = styles
    .filter(({ id }) => isSingleLine(id))
    .map(({ id, name, description }) => ({
      id,
      name: storableText(name),
      description: storableText(description),
      source,
    }));
  if (rows.length === 0) return;
  await q
    .insert(imageStyles)
    .values(rows)
    .onConflictDoUpdate({
      target: imageStyles.id,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        source: sql`excluded.source`,
        updatedAt: sql`now()`,
      },
    });
}

export async function findStyle(q: Queryable, id: string): Promise<ImageStyleRef | undefined> {
  const [row] = await q
    .select({ id: imageStyles.id, name: imageStyles.name, description: imageStyles.description })
    .from(imageStyles)
    .where(eq(imageStyles.id, id));
  return row;
}

/** Ordered by name (spec), then id. */
export function listStyles(q: Queryable): Promise<ImageStyle[]> {
  return q
    .select({ id: imageStyles.id, name: imageStyles.name, description: imageStyles.description })
    .from(imageStyles)
    .orderBy(asc(imageStyles.name), asc(imageStyles.id));
}
