import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { SUBMISSION_STATUSES, SUBMISSION_TYPES } from '@shared/submissions';
import { user } from './auth.js';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** One image a visitor sent with a submission (files) or listed in their Drive folder. */
export interface SubmittedImage {
  /** A stored upload (`pending-uploads/…`); absent for an image only listed in Drive. */
  key?: string;
  /** The name the visitor's file had, or the Drive file's name (shown, never a key). */
  name: string;
  size: number;
  contentType: string;
}

/**
 * Photos a visitor sent from /upload without an account (spec pending_submissions). Rows belong
 * to the operator until an admin approves one: then the account is made and the images are
 * copied to client_photos. Only admins read or change them.
 */
export const pendingSubmissions = pgTable(
  'pending_submissions',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Trimmed and lower-cased. */
    email: text().notNull(),
    phone: text().notNull(),
    businessName: text().notNull(),
    submissionType: text({ enum: SUBMISSION_TYPES }).notNull(),
    /** Files stored, or images listed in the Drive folder (10 when the folder was not listed). */
    fileCount: integer().notNull(),
    googleDriveLink: text(),
    contentDescription: text(),
    /** The stored files (files) or the listed Drive images (google_drive), in the order sent. */
    images: jsonb().$type<SubmittedImage[]>().notNull().default([]),
    status: text({ enum: SUBMISSION_STATUSES }).notNull().default('pending'),
    /** The reason an admin gave for a rejection (mailed to the submitter). */
    rejectionReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp({ withTimezone: true }),
    /** The admin who approved or rejected it; kept when that account is deleted. */
    reviewedBy: text().references(() => user.id, { onDelete: 'set null' }),
    /** The account approval made or found (client_photos rows point at it too). */
    approvedUserId: text().references(() => user.id, { onDelete: 'set null' }),
    /**
     * HMAC of the sender's client address (IPv6: its /64), never the address: the per-address
     * cap on pending bytes counts by it (decision 050). Null for rows from before it.
     */
    addressHash: text(),
    /** Bytes of the files stored under `pending-uploads/<id>/` (0 for a Drive folder). */
    storedBytes: bigint({ mode: 'number' }).notNull().default(0),
    /** When the sweep deleted the stored files (rejected past the grace, or never reviewed). */
    filesRemovedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('pending_submissions_created_at_idx').on(table.createdAt),
    index('pending_submissions_status_idx').on(table.status),
    index('pending_submissions_address_hash_idx').on(table.addressHash),
    check('pending_submissions_stored_bytes_check', sql`${table.storedBytes} >= 0`),
    check(
      'pending_submissions_status_check',
      sql`${table.status} in (${inList(SUBMISSION_STATUSES)})`,
    ),
    check(
      'pending_submissions_type_check',
      sql`${table.submissionType} in (${inList(SUBMISSION_TYPES)})`,
    ),
    check('pending_submissions_file_count_check', sql`${table.fileCount} >= 0`),
  ],
);

/**
 * Room taken by a submission while its body streams in (decision 050): from its Content-Length
 * (or the most a submission can store), checked against the caps on pending bytes in one locked
 * transaction, and deleted when the row is written (settled to its real size) or the request
 * ends. A process that dies mid-upload leaves a row that stops counting at `expiresAt`.
 */
export const submissionUploadReservations = pgTable(
  'submission_upload_reservations',
  {
    id: uuid().primaryKey().defaultRandom(),
    addressHash: text().notNull(),
    bytes: bigint({ mode: 'number' }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('submission_upload_reservations_address_hash_idx').on(table.addressHash),
    check('submission_upload_reservations_bytes_check', sql`${table.bytes} >= 0`),
  ],
);

/**
 * A person's photo library (My photos, decision 033): the images of their approved submissions
 * and the photos they upload. Owned by `userId`; the object lives under `client-photos/<userId>/…`,
 * a copy of its own, so deleting a photo never touches the submission the admin still sees.
 */
export const clientPhotos = pgTable(
  'client_photos',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    storageKey: text().notNull().unique(),
    /**
     * A small JPEG made once when the photo entered the library (the grid shows it instead of
     * a 20 MB original); null for photos from before thumbnails, or when it could not be made.
     */
    thumbnailKey: text().unique(),
    name: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    contentType: text().notNull(),
    sourceSubmissionId: uuid().references(() => pendingSubmissions.id, { onDelete: 'set null' }),
    /**
     * SHA-256 of the image's bytes (hex): a library holds each image once, so sending the same
     * file again adds nothing. Null for photos stored before it was kept.
     */
    contentHash: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('client_photos_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('client_photos_source_submission_id_idx').on(table.sourceSubmissionId),
    // Two uploads of one file at once: the second insert waits for the first, then adds nothing.
    uniqueIndex('client_photos_user_id_content_hash_idx').on(table.userId, table.contentHash),
  ],
);
