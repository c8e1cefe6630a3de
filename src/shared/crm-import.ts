import { z } from 'zod';

/**
 * Lead import (/crm/import), two steps (decision 038): the file is uploaded and the server
 * answers a preview it keeps as a draft (parsed rows, duplicates, skip reasons); the user then
 * commits it with a choice for duplicates, and may undo it as a whole. The preview and the
 * import are computed by the same server code, so their counts cannot disagree.
 */

/** The lead fields a column can fill, in the spec's column order. */
export const IMPORT_FIELDS = [
  'businessName',
  'googleMapsUrl',
  'rating',
  'reviewCount',
  'address',
  'website',
  'phone',
  'email',
  'claimStatus',
  'completionPercentage',
  'instagramUrl',
  'linkedinUrl',
  'youtubeUrl',
  'suggestedServices',
  'aiMessage',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  businessName: 'Business name',
  googleMapsUrl: 'Maps link',
  rating: 'Rating',
  reviewCount: 'Review count',
  address: 'Address',
  website: 'Website',
  phone: 'Phone',
  email: 'Email',
  claimStatus: 'Claim status',
  completionPercentage: 'Completion %',
  instagramUrl: 'Instagram',
  linkedinUrl: 'LinkedIn',
  youtubeUrl: 'YouTube',
  suggestedServices: 'Suggested service',
  aiMessage: 'AI message',
};

/**
 * The spec's fixed column order for tab-separated files (0-based here; the spec counts from 1:
 * instagram, linkedin, youtube in columns 13-15, suggested service in 16, AI message in 19).
 */
export const SPEC_COLUMNS: Record<ImportField, number> = {
  businessName: 0,
  googleMapsUrl: 1,
  rating: 2,
  reviewCount: 3,
  address: 4,
  website: 5,
  phone: 6,
  email: 7,
  claimStatus: 8,
  completionPercentage: 9,
  instagramUrl: 12,
  linkedinUrl: 13,
  youtubeUrl: 14,
  suggestedServices: 15,
  aiMessage: 18,
};

/** File names the picker and the server take (the spec's "CSV" holds tab-separated text). */
export const IMPORT_EXTENSIONS = ['.csv', '.tsv', '.txt'] as const;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
/** Spec: import preview 10 rows. */
export const IMPORT_PREVIEW_ROWS = 10;
/** Skipped rows listed in the preview; all of them are in the downloadable CSV. */
export const IMPORT_SKIPPED_LISTED = 100;

export const IMPORT_MESSAGES = {
  tooLarge: 'The file is too large: at most 5 MB',
  tooManyRows: `The file has too many rows: at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')}`,
  noRows: 'The file has no rows under its header',
  notText: 'The file is not text: please upload a CSV file',
  noFile: 'Please choose a file to import',
  importNotFound: 'Import not found',
  alreadyImported: 'This file was already imported',
  notImported: 'Only an imported file can be undone',
  mappingFixed: 'The columns of a tab-separated file follow the fixed order',
  mappingColumn: 'A mapping names a column of the file',
  mappingBusinessName: 'Choose the column that holds the business name',
  undone: (n: number, m: number, kept: readonly string[] = [], keptTotal = kept.length) =>
    `Import undone: ${n} ${n === 1 ? 'lead' : 'leads'} removed` +
    (m ? `, ${m} restored to their earlier values` : '') +
    (keptTotal
      ? `; ${keptLeads(kept, keptTotal)} edited since the import ${keptTotal === 1 ? 'was' : 'were'} kept`
      : ''),
} as const;

/** "Acme and Birch", "Acme, Birch and 3 more": the leads undo keeps, named. */
export function keptLeads(names: readonly string[], total: number): string {
  const more = total - names.length;
  const listed = more > 0 ? [...names, `${more} more`] : [...names];
  if (listed.length <= 1) return listed.join('');
  return `${listed.slice(0, -1).join(', ')} and ${listed.at(-1)}`;
}

/** Leads named in an undo's preview and answer; the rest are counted. */
export const UNDO_KEPT_LISTED = 50;

export const IMPORT_STATUSES = ['draft', 'importing', 'imported', 'undone'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const DUPLICATE_CHOICES = ['skip', 'update'] as const;
export type DuplicateChoice = (typeof DUPLICATE_CHOICES)[number];

/** Which column fills each field (null: none). */
export const importMappingSchema = z.partialRecord(
  z.enum(IMPORT_FIELDS),
  z.number().int().min(0).max(500).nullable(),
);
export type ImportMapping = Partial<Record<ImportField, number | null>>;

/** PATCH /api/crm/imports/:id: correct the column mapping of a comma-separated file. */
export const updateImportBodySchema = z.object({ mapping: importMappingSchema });

/** POST /api/crm/imports/:id/commit */
export const commitImportBodySchema = z.object({
  duplicates: z.enum(DUPLICATE_CHOICES, 'Choose skip or update for duplicates'),
});

/** What happens to one row. */
export const ROW_OUTCOMES = ['add', 'no_name', 'duplicate'] as const;

export const importRowSchema = z.object({
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: z.number(),
  values: z.partialRecord(z.enum(IMPORT_FIELDS), z.string()),
  outcome: z.enum(ROW_OUTCOMES),
  /** Why it is not added as a new lead (a duplicate's match), else null. */
  reason: z.string().nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importCountsSchema = z.object({
  /** Data rows (empty lines are not rows). */
  rows: z.number(),
  /** New leads, whichever duplicate choice. */
  toAdd: z.number(),
  /** Rows without a business name: always skipped (spec). */
  noName: z.number(),
  duplicatesInFile: z.number(),
  duplicatesExisting: z.number(),
  /** Existing leads the "update" choice would change. */
  toUpdate: z.number(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const importResultSchema = z.object({
  duplicates: z.enum(DUPLICATE_CHOICES),
  inserted: z.number(),
  updated: z.number(),
  skipped: z.number(),
});

export const importPreviewSchema = z.object({
  id: z.string(),
  status: z.enum(IMPORT_STATUSES),
  fileName: z.string(),
  format: z.enum(['tsv', 'csv']),
  header: z.array(z.string()),
  mapping: importMappingSchema,
  /** Comma-separated files are matched by header and may be corrected; tab-separated are fixed. */
  mappingEditable: z.boolean(),
  counts: importCountsSchema,
  /** The first rows (spec: 10), as they will be stored. */
  sample: z.array(importRowSchema),
  /** The first skipped rows with their reason (under "skip"; the CSV has them all). */
  skipped: z.array(importRowSchema),
  /** Things the parser had to work around, said once each. */
  warnings: z.array(z.string()),
  result: importResultSchema.nullable(),
  createdAt: z.string(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const commitImportResponseSchema = z.object({
  message: z.string(),
  import: importPreviewSchema,
});

/** A lead undo leaves as it is, because it was changed after the import. */
export const keptLeadSchema = z.object({ id: z.string(), businessName: z.string() });

/**
 * GET /api/crm/imports/:id/undo: what undo would do now, shown before the user confirms. A
 * lead counts as edited when it changed after the import was committed: its fields or status
 * saved again (its updated_at is later), or a call, email, note, meeting or status change on
 * its timeline written since. Edited leads are kept as they are, neither removed nor restored.
 */
export const undoPreviewSchema = z.object({
  /** Leads the import added and nobody changed since: removed. */
  remove: z.number(),
  /** Leads the import updated and nobody changed since: given their earlier values back. */
  restore: z.number(),
  /** The edited leads (the first UNDO_KEPT_LISTED, by name): kept. */
  kept: z.array(keptLeadSchema),
  keptTotal: z.number(),
});
export type UndoPreview = z.infer<typeof undoPreviewSchema>;

/** POST /api/crm/imports/:id/undo: what undo did, the kept leads named. */
export const undoImportResponseSchema = z.object({
  message: z.string(),
  import: importPreviewSchema,
  kept: z.array(keptLeadSchema),
  keptTotal: z.number(),
});

/** Lower-cased letters and digits only: how a header cell is compared with the names below. */
export const headerKey = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Header names a comma-separated file may use for each field (compared by headerKey). */
export const HEADER_NAMES: Record<ImportField, readonly string[]> = {
  businessName: [
    'businessname',
    'name',
    'business',
    'company',
    'companyname',
    'title',
    'placename',
  ],
  googleMapsUrl: ['mapslink', 'googlemapsurl', 'mapsurl', 'googlemaps', 'googlemapslink', 'maps'],
  rating: ['rating', 'stars', 'averagerating', 'googlerating'],
  reviewCount: ['reviewcount', 'reviews', 'numberofreviews', 'reviewscount', 'totalreviews'],
  address: ['address', 'fulladdress', 'location', 'streetaddress'],
  website: ['website', 'site', 'web', 'websiteurl', 'domain', 'url'],
  phone: ['phone', 'phonenumber', 'telephone', 'tel', 'mobile'],
  email: ['email', 'emailaddress', 'mail', 'emails'],
  claimStatus: ['claimstatus', 'claimed', 'claim', 'isclaimed'],
  completionPercentage: [
    'completionpercent',
    'completionpercentage',
    'completion',
    'profilecompletion',
    'percentcomplete',
  ],
  instagramUrl: ['instagram', 'instagramurl', 'ig'],
  linkedinUrl: ['linkedin', 'linkedinurl'],
  youtubeUrl: ['youtube', 'youtubeurl'],
  suggestedServices: ['suggestedservice', 'suggestedservices', 'services', 'service'],
  aiMessage: ['aimessage', 'message', 'outreachmessage', 'pitch'],
};
