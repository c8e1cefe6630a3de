import { z } from 'zod';
import { videoJobSchema, videoSourceFlowSchema } from './videos.js';

/**
 * The quick-start wizard (/start) and simple upload (/simple-upload): spec sections Quick-start
 * wizard, Signed-in video upload flow, Simple upload, quick-start-flow and
 * check-credits-and-queue-jobs (the credit check itself is POST /api/billing/credit-check).
 * docs/decisions/043-quick-start.md
 */

/** Spec section 9: the default prompts of the wizard's and the simple tool's jobs. */
export const QUICK_START_PROMPT = 'A professional interior design showcase video';
export const SIMPLE_UPLOAD_PROMPT = 'A smooth dynamic video';
/** Spec: a Drive link alone counts as this many images. */
export const DRIVE_LINK_IMAGE_COUNT = 10;
/** Spec: the simple tool lists this many jobs; polling every 5 s is only the fallback. */
export const SIMPLE_JOB_LIST_LIMIT = 20;
export const SIMPLE_JOB_POLL_MS = 5_000;

export const WIZARD_STEPS = ['Upload', 'Connect', 'Generate', 'Schedule', 'Done'] as const;
export const WIZARD_STEP_COUNT = WIZARD_STEPS.length;
/** The query the YouTube consent returns with (spec): jumps to step 3 and is cleared. */
export const YOUTUBE_RETURN_STEP = 'youtube-connect';
export const QUICK_START_PATH = '/start';
export const SIMPLE_UPLOAD_PATH = '/simple-upload';

/** Spec, word for word (sections 5 and 8), plus a few of ours. */
export const QUICK_START_MESSAGES = {
  emailRequired: 'Please enter your email to continue',
  imagesOrDrive: 'Please upload images or provide a Google Drive link',
  uploadSuccessful: "Upload successful! Let's connect YouTube.",
  uploadFailed: 'Upload failed',
  paymentFailed: 'Payment failed',
  connectionFailed: 'Connection failed',
  // Ours:
  accountExists:
    'An account with this email already exists. Please sign in to continue: nothing was added to it.',
  invalidEmail: 'Please enter a valid email address',
  invalidDriveLink: 'Enter the link of a Google Drive folder (https://drive.google.com/...)',
  scheduled: (count: number) => `${count} video${count === 1 ? '' : 's'} scheduled on YouTube`,
  notYours: 'Video not found',
  publishAtInPast: 'Choose publish times in the future',
  /** Decision 046: without GOOGLE_API_KEY a Drive folder cannot be read, only counted. */
  driveImportNeedsKey:
    "Importing from a Google Drive folder needs the server's Google API key, which is not set up here. Please add the images instead.",
  driveImportUnpaid: 'Not enough credits for this image',
  driveImageUnreadable: 'This image could not be read from Google Drive',
} as const;

export const SIMPLE_UPLOAD_MESSAGES = {
  signInToUpload: 'Please sign in to upload images',
  selectImages: 'Please select image files',
  startedProcessing: (file: string) => `Started processing ${file}`,
  failedToProcess: (file: string) => `Failed to process ${file}`,
  downloadStarted: 'Download started',
  downloadFailed: 'Failed to download video',
  removed: 'Video removed',
} as const;

/** Spec status text of a simple-tool card: succeeded shows as completed, failed as failed. */
export function simpleJobStatusText(status: string): 'processing' | 'completed' | 'failed' {
  if (status === 'succeeded') return 'completed';
  if (status === 'failed') return 'failed';
  return 'processing';
}

const driveLinkSchema = z
  .url(QUICK_START_MESSAGES.invalidDriveLink)
  .max(2048)
  .refine(
    (link) => /^https:\/\/drive\.google\.com\//.test(link),
    QUICK_START_MESSAGES.invalidDriveLink,
  );

/** POST /api/quick-start/flow (spec quick-start-flow: {email, googleDriveLink, hasFiles}). */
export const quickStartFlowBodySchema = z
  .strictObject({
    /** Required when nobody is signed in (checked on the server, spec message). */
    email: z.string().trim().max(254).nullish(),
    googleDriveLink: z
      .string()
      .trim()
      .nullish()
      .transform((link) => link || null)
      .pipe(driveLinkSchema.nullable()),
    hasFiles: z.boolean(),
  })
  .refine((body) => body.hasFiles || body.googleDriveLink, {
    message: QUICK_START_MESSAGES.imagesOrDrive,
    path: ['hasFiles'],
  });
export type QuickStartFlowBody = z.input<typeof quickStartFlowBodySchema>;
export const quickStartFlowResponseSchema = z.object({
  userId: z.string(),
  /** A new account was made and this browser signed in (a link to set a password was mailed). */
  created: z.boolean(),
});

/** POST /api/quick-start/videos: multipart, one file "image" or field "photoId", plus this. */
export const simpleVideoFieldsSchema = z.strictObject({
  flow: videoSourceFlowSchema,
  photoId: z.string().max(64).optional(),
});

/** GET /api/quick-start/videos?flow=: the last 20 jobs of a simple flow, newest first. */
export const simpleVideosQuerySchema = z.object({ flow: videoSourceFlowSchema });
export const simpleVideoListSchema = z.object({ jobs: z.array(videoJobSchema) });

/** GET /api/quick-start: where the wizard is, from the server (it survives a reload). */
export const quickStartStateSchema = z.object({
  step: z.number().int().min(1).max(WIZARD_STEP_COUNT),
  batchStartedAt: z.string(),
  googleDriveLink: z.string().nullable(),
  /** This batch's jobs, oldest first (the order they are scheduled in). */
  jobs: z.array(videoJobSchema),
  youtube: z.object({ connected: z.boolean(), channelName: z.string().nullable() }),
});
export type QuickStartState = z.infer<typeof quickStartStateSchema>;

/** PUT /api/quick-start/step */
export const quickStartStepBodySchema = z.strictObject({
  step: z.number().int().min(1).max(WIZARD_STEP_COUNT),
  /** Step 1 again ("Upload more"): a new batch begins. */
  newBatch: z.boolean().default(false),
});

/** POST /api/quick-start/schedule: each video's publish time (one a day, edited per video). */
export const quickStartScheduleBodySchema = z.strictObject({
  items: z
    .array(
      z.strictObject({ jobId: z.string().max(64), publishAt: z.iso.datetime({ offset: true }) }),
    )
    .min(1)
    .max(SIMPLE_JOB_LIST_LIMIT),
});
export type QuickStartScheduleBody = z.input<typeof quickStartScheduleBodySchema>;
export const quickStartScheduleResponseSchema = z.object({
  /** Posts created now (finished videos); the rest are posted when they finish. */
  postsCreated: z.number().int(),
  scheduled: z.number().int(),
});

/**
 * POST /api/quick-start/drive-import (decision 046): a wizard batch's images from a public
 * Drive folder (needs GOOGLE_API_KEY). At most `count` of them (the credit check's count, or
 * the part of it the user pays for; 10 at most), each one quick-start job paid like an upload.
 */
export const quickStartDriveImportBodySchema = z.strictObject({
  googleDriveLink: z.string().trim().pipe(driveLinkSchema),
  count: z.number().int().min(1).max(DRIVE_LINK_IMAGE_COUNT).default(DRIVE_LINK_IMAGE_COUNT),
});
export type QuickStartDriveImportBody = z.input<typeof quickStartDriveImportBodySchema>;
export const quickStartDriveImportResponseSchema = z.object({
  /** The jobs made, in the folder's order. */
  jobs: z.array(videoJobSchema),
  /** The chosen images that made no job (not an image, too large, gone, not paid for). */
  failed: z.array(z.object({ name: z.string(), error: z.string() })),
  /** Images the folder holds (listed up to 500). */
  imagesInFolder: z.number().int(),
});
export type QuickStartDriveImport = z.infer<typeof quickStartDriveImportResponseSchema>;

/** GET /api/billing/free-videos: today's free daily videos (the dashboard shows what is left). */
export const freeVideosResponseSchema = z.object({
  perDay: z.number().int(),
  remainingToday: z.number().int(),
});

/**
 * The default schedule: one a day at `time` (HH:MM, the user's clock), starting the first day
 * whose time is still ahead of `now`.
 */
export function dailySchedule(count: number, time: string, now: Date): Date[] {
  const [hours, minutes] = time.split(':').map(Number);
  const first = new Date(now);
  first.setHours(hours ?? 9, minutes ?? 0, 0, 0);
  if (first.getTime() <= now.getTime() + 15 * 60_000) first.setDate(first.getDate() + 1);
  return Array.from({ length: count }, (_, index) => {
    const at = new Date(first);
    at.setDate(first.getDate() + index);
    return at;
  });
}
