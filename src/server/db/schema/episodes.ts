import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { EPISODE_STATUSES, type EpisodeMoment, type MomentRequest } from '@shared/episodes';
import { TRANSCRIPTION_ENGINES, type TranscriptWord } from '@shared/transcripts';
import { user } from './auth.js';
import { creditLedger } from './credits.js';

/**
 * Episodes (issue 30, decision 066): one uploaded recording, its paid analysis and the moments
 * found in it. The words live in episode_transcripts: a three-hour episode holds ~30,000 of
 * them (megabytes of JSON) that the list, the progress writes and the status checks never read.
 */
export const episodes = pgTable(
  'episodes',
  {
    id: uuid().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The uploaded file's name, as sent (shown, never used as a key). */
    title: text().notNull(),
    /** episodes/{userId}/… : the recording as uploaded (audio, or a video whose sound is used). */
    recordingKey: text().notNull(),
    durationSeconds: doublePrecision().notNull(),
    /** Credits charged for the analysis (src/shared/pricing: episodeAnalysisCredits). */
    cost: integer().notNull(),
    /** The ledger entry of the charge: what a failed analysis returns, once. */
    chargeEntryId: bigint({ mode: 'number' })
      .notNull()
      .references(() => creditLedger.id),
    refunded: boolean().notNull().default(false),
    status: text({ enum: EPISODE_STATUSES }).notNull().default('queued'),
    progress: integer().notNull().default(0),
    /** The engine that made the words; null while queued, or when none is set up. */
    engine: text({ enum: TRANSCRIPTION_ENGINES }),
    language: text(),
    /** Set when the moments come from the sound alone (no transcription engine). */
    wordsNote: text(),
    moments: jsonb().$type<EpisodeMoment[]>().notNull().default([]),
    momentRequest: jsonb().$type<MomentRequest>().notNull(),
    /** Why the analysis failed, or why finding the moments again did (the moments stay). */
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the analysis ended (ready or failed): its job writes only while this is null. */
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('episodes_user_created_idx').on(table.userId, table.createdAt),
    check('episodes_cost_positive', sql`${table.cost} > 0`),
    check('episodes_progress_range', sql`${table.progress} BETWEEN 0 AND 100`),
  ],
);

/** An episode's words (one row per transcribed episode), deleted with it. */
export const episodeTranscripts = pgTable('episode_transcripts', {
  episodeId: uuid()
    .primaryKey()
    .references(() => episodes.id, { onDelete: 'cascade' }),
  userId: text()
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  words: jsonb().$type<TranscriptWord[]>().notNull(),
});
