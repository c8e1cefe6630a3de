import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CLAIM_STATUSES,
  GHL_OPPORTUNITY_STATUSES,
  LEAD_PRIORITIES,
  LEAD_STATUSES,
} from '@shared/crm';
import { ACTIVITY_TYPES } from '@shared/crm-activities';
import {
  DUPLICATE_CHOICES,
  IMPORT_STATUSES,
  type DuplicateChoice,
  type ImportCounts,
  type ImportMapping,
} from '@shared/crm-import';
import { user } from './auth.js';

/** The plan a commit carried out: its counts and each row's outcome, in file order. */
export interface StoredOutcome {
  counts: ImportCounts;
  rows: { outcome: 'add' | 'no_name' | 'duplicate'; reason: string | null }[];
}

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A lead file uploaded on /crm/import (decision 038): a draft holding the parsed cells until
 * it is committed, then the record of what it did, so it can be undone as a whole.
 */
export const crmImports = pgTable(
  'crm_imports',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text({ enum: IMPORT_STATUSES }).notNull().default('draft'),
    fileName: text().notNull(),
    format: text({ enum: ['tsv', 'csv'] }).notNull(),
    header: jsonb().$type<string[]>().notNull(),
    /** Data rows as parsed, with their row number in the file (the header is row 1). */
    rows: jsonb().$type<{ row: number; cells: string[] }[]>().notNull(),
    mapping: jsonb().$type<ImportMapping>().notNull(),
    warnings: jsonb().$type<string[]>().notNull().default([]),
    duplicateChoice: text({ enum: DUPLICATE_CHOICES }).$type<DuplicateChoice>(),
    insertedCount: integer().notNull().default(0),
    updatedCount: integer().notNull().default(0),
    skippedCount: integer().notNull().default(0),
    /** What the commit did with each row, kept for the preview and the skipped rows' CSV. */
    outcome: jsonb().$type<StoredOutcome>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    committedAt: timestamp({ withTimezone: true }),
    undoneAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('crm_imports_user_id_created_at_idx').on(table.userId, table.createdAt),
    check('crm_imports_status_valid', sql`${table.status} in (${inList(IMPORT_STATUSES)})`),
  ],
);

/** Spec crm_leads, owned by `userId`, with the keys imports find duplicates by. */
export const crmLeads = pgTable(
  'crm_leads',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    businessName: text().notNull(),
    googleMapsUrl: text(),
    rating: doublePrecision(),
    reviewCount: integer(),
    address: text(),
    website: text(),
    phone: text(),
    email: text(),
    claimStatus: text({ enum: CLAIM_STATUSES }),
    completionPercentage: integer(),
    instagramUrl: text(),
    linkedinUrl: text(),
    youtubeUrl: text(),
    suggestedServices: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    aiMessage: text(),
    leadStatus: text({ enum: LEAD_STATUSES }).notNull().default('new'),
    priority: text({ enum: LEAD_PRIORITIES }).notNull().default('medium'),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text(),
    /** Duplicate keys (dedupe.ts): a maps place, the phone's digits, the website's domain. */
    mapsKey: text(),
    phoneKey: text(),
    websiteKey: text(),
    /**
     * What the dashboard's search reads: the five searched fields lower-cased in one column
     * the database keeps up to date (decision 038 measures it at 10,000 leads).
     */
    searchText: text().generatedAlwaysAs(
      sql`lower(coalesce(business_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(address, '') || ' ' || coalesce(website, ''))`,
    ),
    /**
     * Go High Level (decision 042): the contact upserted for the lead, and the opportunity made
     * when it became qualified or converted. `ghlOpportunityClaimedAt` is the claim of the one
     * follow-up creating it (a conditional UPDATE), so two status changes at once create one.
     */
    ghlContactId: text(),
    ghlOpportunityId: text(),
    ghlOpportunityStatus: text({ enum: GHL_OPPORTUNITY_STATUSES }),
    ghlOpportunityClaimedAt: timestamp({ withTimezone: true }),
    /** The import that added it (undo deletes the leads it added). */
    importId: uuid().references(() => crmImports.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The dashboard: a user's leads newest first, optionally of one status.
    index('crm_leads_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('crm_leads_user_status_created_idx').on(
      table.userId,
      table.leadStatus,
      table.createdAt.desc(),
    ),
    index('crm_leads_user_maps_key_idx').on(table.userId, table.mapsKey),
    index('crm_leads_user_phone_key_idx').on(table.userId, table.phoneKey),
    index('crm_leads_user_website_key_idx').on(table.userId, table.websiteKey),
    index('crm_leads_import_id_idx').on(table.importId),
    check('crm_leads_status_valid', sql`${table.leadStatus} in (${inList(LEAD_STATUSES)})`),
    check('crm_leads_priority_valid', sql`${table.priority} in (${inList(LEAD_PRIORITIES)})`),
    check(
      'crm_leads_claim_status_valid',
      sql`${table.claimStatus} is null or ${table.claimStatus} in (${inList(CLAIM_STATUSES)})`,
    ),
    check(
      'crm_leads_rating_range',
      sql`${table.rating} is null or (${table.rating} >= 0 and ${table.rating} <= 5)`,
    ),
    check(
      'crm_leads_completion_range',
      sql`${table.completionPercentage} is null or (${table.completionPercentage} between 0 and 100)`,
    ),
    check(
      'crm_leads_ghl_opportunity_status_valid',
      sql`${table.ghlOpportunityStatus} is null or ${table.ghlOpportunityStatus} in (${inList(GHL_OPPORTUNITY_STATUSES)})`,
    ),
    check(
      'crm_leads_review_count_range',
      sql`${table.reviewCount} is null or ${table.reviewCount} >= 0`,
    ),
  ],
);

/** Spec crm_outreach_activities: the lead's timeline, written by people and by the server. */
export const crmOutreachActivities = pgTable(
  'crm_outreach_activities',
  {
    id: uuid().primaryKey().defaultRandom(),
    leadId: uuid()
      .notNull()
      .references(() => crmLeads.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    activityType: text({ enum: ACTIVITY_TYPES }).notNull(),
    subject: text(),
    message: text(),
    outcome: text(),
    /** A status change's from and to, an email's delivery: small, shown on the timeline. */
    details: jsonb().$type<Record<string, string>>().notNull().default({}),
    /**
     * The clock's time, not the transaction's: an email and the status change it causes are
     * written in one transaction and must still come out of the timeline in that order.
     */
    createdAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    index('crm_outreach_activities_lead_created_idx').on(
      table.leadId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('crm_outreach_activities_user_id_idx').on(table.userId),
    check(
      'crm_outreach_activities_type_valid',
      sql`${table.activityType} in (${inList(ACTIVITY_TYPES)})`,
    ),
  ],
);

/** A lead as it was before an import with "update" changed it: what undo puts back. */
export const crmImportUpdates = pgTable(
  'crm_import_updates',
  {
    importId: uuid()
      .notNull()
      .references(() => crmImports.id, { onDelete: 'cascade' }),
    leadId: uuid()
      .notNull()
      .references(() => crmLeads.id, { onDelete: 'cascade' }),
    previous: jsonb().$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.importId, table.leadId] }),
    index('crm_import_updates_lead_id_idx').on(table.leadId),
  ],
);
