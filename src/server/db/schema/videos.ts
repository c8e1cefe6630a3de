import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  smallint,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  MUSIC_BEDS,
  VIDEO_ENGINES,
  VIDEO_MODES,
  VIDEO_SOURCE_FLOWS,
  VIDEO_STATUSES,
} from '@shared/videos';
import type { CaptionCue } from '@shared/voiceovers';
import type { AudiogramDesign } from '@shared/audiogram';
import type { CaptionLook, CaptionWord } from '@shared/captions';
import type { SpeakerTurn } from '@shared/speaker-turns';
import { TRANSCRIPTION_ENGINES } from '@shared/transcripts';
import { user } from './auth.js';
import { creditLedger } from './credits.js';
import { episodes } from './episodes.js';
import { serviceOrders } from './orders.js';
import { voiceovers } from './voice-scripts.js';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Every video job of the studio, whatever its mode: the spec's hedra_jobs (mode `hedra`) and
 * veo_jobs (modes `text-to-video` and `veo`) in one table, because they share their life
 * cycle, charge, refund, engine and outputs (docs/decisions/005-one-video-jobs-table.md).
 * Storage keys, never user-sent names, point at the inputs and outputs.
 */
export const videoJobs = pgTable(
  'video_jobs',
  {
    id: uuid().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    mode: text({ enum: VIDEO_MODES }).notNull(),
    status: text({ enum: VIDEO_STATUSES }).notNull().default('queued'),
    prompt: text().notNull(),
    aspectRatio: text().notNull(),
    resolution: text().notNull(),
    durationSeconds: doublePrecision().notNull(),
    /** Drawn at creation so a retry renders the same video. */
    seed: integer().notNull(),
    /** Credits charged, priced on the server from src/shared/pricing. */
    cost: integer().notNull(),
    /**
     * The ledger entry of the charge: what a refund returns, once. Null only for a job paid
     * with a free daily video (then `freeVideoDay` is set and `cost` is 0).
     */
    chargeEntryId: bigint({ mode: 'number' }).references(() => creditLedger.id),
    /** The UTC day whose free daily video paid for this job (quick-start flows); a failure gives it back. */
    freeVideoDay: date({ mode: 'string' }),
    /**
     * The service order whose plan pays for it (issue 28): plan work costs the client no
     * credits (`cost` 0, no charge), and its vendor cost is counted against the order.
     */
    serviceOrderId: uuid().references(() => serviceOrders.id, { onDelete: 'cascade' }),
    refunded: boolean().notNull().default(false),
    /** Which engine makes it, fixed at creation so a retry never switches engine. */
    engine: text({ enum: VIDEO_ENGINES }).notNull(),
    /** The vendor's handle (Veo operation, Hedra generation): a retry resumes polling it. */
    vendorRef: text(),
    /** 0..100 as the engine reported it; null while nothing is known. */
    progress: real(),
    /** A readable reason, shown on the card when the job failed. */
    error: text(),
    inputImageKey: text(),
    inputAudioKey: text(),
    /**
     * A podcast clip's set: the job's own copy (hedra-inputs) of a saved background the host
     * stands in front of; null: the portrait alone.
     */
    inputBackgroundKey: text(),
    /**
     * The voiceover a podcast clip speaks (its audio is inputAudioKey, the voiceover's own
     * object, never replaced while referenced).
     */
    voiceoverId: uuid().references(() => voiceovers.id, { onDelete: 'set null' }),
    /** The caption cues burned into the video, copied at creation; null: no captions. */
    captions: jsonb().$type<CaptionCue[]>(),
    /**
     * The voiceover's words in the clip and when each is heard (ms from the clip's start),
     * copied at creation: the talking portrait's mouth follows their phonemes (decision 057).
     * Null: uploaded audio, or a voiceover without word timings.
     */
    spokenWords: jsonb().$type<CaptionWord[]>(),
    /**
     * Text and Image to Video: the music bed mixed under the video (issue 29); null: none.
     * Stored so a retry makes the same video.
     */
    musicBed: text({ enum: MUSIC_BEDS }),
    /**
     * A podcast clip made as an audiogram (decision 059): its template, texts, colour, waveform
     * and the job's own copy of the logo; null: the talking portrait.
     */
    audiogram: jsonb().$type<AudiogramDesign>(),
    /** The talking portrait's speaker, an index into the picture's faces (decision 057). */
    speakerFace: smallint(),
    /**
     * Which face is on screen when, on the clip's clock, when its words tell two speakers apart
     * and the picture has their faces (decision 070); null: one face speaks throughout.
     */
    speakerTurns: jsonb().$type<SpeakerTurn[]>(),
    /** How the captions look (style, size, position); null: the defaults (decision 060). */
    captionLook: jsonb().$type<CaptionLook>(),
    /**
     * Which transcription engine heard an uploaded recording's captions (decision 069). Set at
     * creation when the clip asks for captions and sent no words: the render hears its own cut
     * audio first and stores the cues it made, naming the engine that made them.
     */
    captionsHeardBy: text({ enum: TRANSCRIPTION_ENGINES }),
    /**
     * The episode a clip was cut from (decision 068): its page lists the clips made from it.
     * Deleting the episode keeps the clips, which are videos of their own.
     */
    episodeId: uuid().references(() => episodes.id, { onDelete: 'set null' }),
    outputKey: text(),
    posterKey: text(),
    /**
     * Spec quick-start field: post the video when it succeeds, whatever the user's auto-post
     * setting (modules/posting queues it once).
     */
    autoPostOnComplete: boolean().notNull().default(false),
    /** Spec veo_jobs.source_flow: which simple flow made it (null: the video studio). */
    sourceFlow: text({ enum: VIDEO_SOURCE_FLOWS }),
    /**
     * When its auto post is to go public (the quick-start Schedule step). A quick-start job's
     * auto post waits until this is set (decision 043).
     */
    publishAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('video_jobs_user_id_created_at_idx').on(table.userId, table.createdAt.desc()),
    // Measured render times (estimatedSeconds): the latest succeeded jobs of each kind.
    index('video_jobs_succeeded_kind_completed_idx')
      .on(table.mode, table.engine, table.completedAt.desc())
      .where(sql`${table.status} = 'succeeded'`),
    check('video_jobs_mode_known', sql`${table.mode} IN (${inList(VIDEO_MODES)})`),
    check('video_jobs_status_known', sql`${table.status} IN (${inList(VIDEO_STATUSES)})`),
    check('video_jobs_engine_known', sql`${table.engine} IN (${inList(VIDEO_ENGINES)})`),
    check(
      'video_jobs_paid_or_free',
      sql`(${table.cost} > 0 AND ${table.chargeEntryId} IS NOT NULL) OR (${table.cost} = 0 AND ${table.chargeEntryId} IS NULL AND (${table.freeVideoDay} IS NOT NULL OR ${table.serviceOrderId} IS NOT NULL))`,
    ),
    check(
      'video_jobs_music_bed_known',
      sql`${table.musicBed} IS NULL OR ${table.musicBed} IN (${inList(MUSIC_BEDS)})`,
    ),
    check(
      'video_jobs_source_flow_known',
      sql`${table.sourceFlow} IS NULL OR ${table.sourceFlow} IN (${inList(VIDEO_SOURCE_FLOWS)})`,
    ),
    index('video_jobs_service_order_idx').on(table.serviceOrderId),
    index('video_jobs_user_id_source_flow_idx').on(
      table.userId,
      table.sourceFlow,
      table.createdAt.desc(),
    ),
    check(
      'video_jobs_progress_range',
      sql`${table.progress} IS NULL OR (${table.progress} >= 0 AND ${table.progress} <= 100)`,
    ),
  ],
);

export type VideoJobRow = typeof videoJobs.$inferSelect;
export type NewVideoJobRow = typeof videoJobs.$inferInsert;
