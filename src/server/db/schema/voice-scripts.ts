import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SCRIPT_ENGINES } from '@shared/scripts';
import { SPEECH_ENGINES, type VoiceApproximation } from '@shared/voices';
import { VOICEOVER_STATUSES, type CaptionCue } from '@shared/voiceovers';
import type { CaptionWord } from '@shared/captions';
import { creditLedger } from './credits.js';
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
    /**
     * A local clone's approximation (issue 29): the espeak-ng settings that follow the sample's
     * measured pitch and pace, and what was measured. Null for default voices and vendor clones.
     */
    approximation: jsonb().$type<VoiceApproximation>(),
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

/**
 * A script read aloud by one of the user's voices: paid at creation (charge and row in one
 * transaction), refunded once if it fails. The voice's name and engine are copied so the
 * voiceover keeps meaning something if the voice is later removed.
 */
export const voiceovers = pgTable(
  'voiceovers',
  {
    id: uuid().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    scriptId: uuid()
      .notNull()
      .references(() => podcastScripts.id, { onDelete: 'cascade' }),
    voiceRowId: uuid().references(() => userVoices.id, { onDelete: 'set null' }),
    voiceName: text().notNull(),
    /** The voice-service id spoken with (an ElevenLabs id, or a default/placeholder id). */
    voiceId: text().notNull(),
    engine: text({ enum: SPEECH_ENGINES }).notNull(),
    status: text({ enum: VOICEOVER_STATUSES }).notNull().default('queued'),
    /** The text read aloud (the script without its section labels), fixed at creation. */
    spokenText: text().notNull(),
    characters: integer().notNull(),
    /** Credits charged, priced on the server from src/shared/pricing. */
    cost: integer().notNull(),
    /** The ledger entry of the charge: what a refund returns, once. */
    chargeEntryId: bigint({ mode: 'number' })
      .notNull()
      .references(() => creditLedger.id),
    refunded: boolean().notNull().default(false),
    /** voiceovers/{userId}/{id}.mp3 once ready. */
    audioKey: text(),
    durationMs: integer(),
    captionTiming: text({ enum: ['word-timings', 'syllables'] }),
    captions: jsonb().$type<CaptionCue[]>(),
    /**
     * Every spoken word and when it is heard (ms into the MP3): the engine's timings or the
     * local engine's measured ones (decision 060); null before ready and on older rows.
     */
    wordTimings: jsonb().$type<CaptionWord[]>(),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('voiceovers_user_script_created_idx').on(table.userId, table.scriptId, table.createdAt),
    check('voiceovers_cost_positive', sql`${table.cost} > 0`),
  ],
);
