import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SCRIPT_ENGINES } from '@shared/scripts';
import { SPEECH_ENGINES } from '@shared/voices';
import { user } from './auth.js';

/** Scripts written in the Script Writer (spec podcast_scripts), owned by their author. */
export const podcastScripts = pgTable(
  'podcast_scripts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    topic: text().notNull(),
    content: text().notNull(),
    /** Which engine wrote the first draft (local or openai). */
    engine: text({ enum: SCRIPT_ENGINES }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('podcast_scripts_user_created_idx').on(table.userId, table.createdAt)],
);

/**
 * A user's voices (spec user_voices): default voices added from the list, and cloned ones with
 * their stored sample. A default voice is in a user's list at most once.
 */
export const userVoices = pgTable(
  'user_voices',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    voiceName: text().notNull(),
    /** The voice-service id (spec elevenlabs_voice_id); a fixed placeholder for local clones. */
    elevenlabsVoiceId: text().notNull(),
    isCloned: boolean().notNull(),
    /** voice-samples/{userId}/{timestamp}-{filename}, cloned voices only. */
    sampleAudioPath: text(),
    /** Which engine speaks with this voice. */
    engine: text({ enum: SPEECH_ENGINES }).notNull(),
    /** When the user confirmed the sample is their voice or that they may clone it. */
    consentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_voices_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('user_voices_default_once_idx')
      .on(table.userId, table.elevenlabsVoiceId)
      .where(sql`NOT ${table.isCloned}`),
  ],
);
