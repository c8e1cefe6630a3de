import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/errors';
import { MAX_SUBMISSION_FILES, SUBMISSION_MESSAGES, type Submission } from '@shared/submissions';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { requireAdmin } from '../../platform/auth/index.js';
import { rejectInvalidRequest, route } from '../../platform/http/index.js';
import type { MailPort } from '../../platform/mail/index.js';
import type { StoragePort } from '../../platform/storage/index.js';
import { registerMultipart } from '../../platform/uploads/index.js';
import type { DriveFolders } from '../../providers/drive/index.js';
import type { PhotoMedia } from '../photos/index.js';
import type { SubmissionAccounts } from './accounts.js';
import { SubmissionAdmission } from './admission.js';
import { receiveSubmission } from './intake.js';
import { countSubmissions, listSubmissions, type SubmissionRow } from './repo.js';
import type { DomainEvents } from '../../platform/events/index.js';
import { approveSubmission, rejectSubmission, type ReviewDeps } from './review.js';
import { submissionEndpoints } from '@shared/endpoints/submissions';

export interface SubmissionRoutesOptions {
  config: Config;
  database: Database;
  storage: StoragePort;
  /** Decodes each submitted image; at approval, also makes the library's thumbnails. */
  media: PhotoMedia;
  mail: MailPort;
  drive: DriveFolders;
  accounts: SubmissionAccounts;
  /** Where an approval is published (`submission.approved`: the client's integrations hear). */
  events: DomainEvents;
  /** Submissions one client address may send per window. */
  submissionsPerWindow?: number;
  submissionWindowMs?: number;
}

const DEFAULT_SUBMISSIONS_PER_WINDOW = 10;
const DEFAULT_SUBMISSION_WINDOW_MS = 60 * 60_000;

const adminErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * Client intake (decision 030): the public /upload form and the admins' review of what came
 * in. Every /api/admin/submissions route checks the admin role on the server.
 */
export async function submissionRoutes(
  app: FastifyInstance,
  options: SubmissionRoutesOptions,
): Promise<void> {
  const { config, database, storage } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  await registerMultipart(app, {
    limits: { image: config.imageUploadLimitBytes, audio: config.audioUploadLimitBytes },
    // One more than allowed, so the 11th file gets the page's own message.
    maxFiles: MAX_SUBMISSION_FILES + 1,
    maxFields: 10,
  });
  // Counted and reserved in the database, so every web process shares them (decision 050).
  const admission = new SubmissionAdmission({
    database,
    caps: config.submissions,
    secret: config.appSecret,
    fileLimitBytes: config.imageUploadLimitBytes,
    submissionsPerWindow: options.submissionsPerWindow ?? DEFAULT_SUBMISSIONS_PER_WINDOW,
    windowMs: options.submissionWindowMs ?? DEFAULT_SUBMISSION_WINDOW_MS,
  });

  route(
    routes,
    submissionEndpoints.settings,
    {
      schema: {
        tags: ['submissions'],
        summary:
          "What /upload shows and checks: the support mailbox, the files' limits, and whether uploads are taken from this caller right now",
      },
    },
    async (request) => ({
      supportEmail: config.supportEmail,
      maxFiles: MAX_SUBMISSION_FILES,
      maxFileBytes: config.imageUploadLimitBytes,
      driveListing: options.drive.mode === 'listed',
      ...(await admission.openFor(request.ip)),
      unreviewedKeepDays: config.submissions.unreviewedKeepDays,
    }),
  );

  route(
    routes,
    submissionEndpoints.create,
    {
      schema: {
        tags: ['submissions'],
        summary:
          'Send photos (repeated `files`) or a Google Drive folder link for review, without an account (multipart form)',
        consumes: ['multipart/form-data'],
        response: {
          400: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // Before the body is read: a refusal costs the sender's upload, not our disk.
      const admitted = await admission.admit(request, reply);
      try {
        await receiveSubmission(request, {
          database,
          storage,
          media: options.media,
          drive: options.drive,
          fileLimitBytes: config.imageUploadLimitBytes,
          admission: admitted,
        });
      } finally {
        await admission.release(admitted);
      }
      // A honeypot hit is answered the same way: a bot learns nothing.
      return { message: SUBMISSION_MESSAGES.success };
    },
  );

  const reviewDeps: ReviewDeps = {
    config,
    database,
    storage,
    media: options.media,
    mail: options.mail,
    drive: options.drive,
    accounts: options.accounts,
    events: options.events,
    logger: app.log,
  };

  route(
    routes,
    submissionEndpoints.list,
    {
      attachValidation: true,
      schema: {
        tags: ['admin'],
        summary: 'Submissions from /upload, newest first, with counts per status',
        response: adminErrors,
      },
    },
    async (request) => {
      await requireAdmin(request);
      rejectInvalidRequest(request);
      const [rows, counts] = await Promise.all([
        listSubmissions(database.db, request.query.status),
        countSubmissions(database.db),
      ]);
      return { submissions: await Promise.all(rows.map((row) => present(storage, row))), counts };
    },
  );

  route(
    routes,
    submissionEndpoints.approve,
    {
      attachValidation: true,
      schema: {
        tags: ['admin'],
        summary:
          'Approve a pending submission: make or find the account, give it the photos, mail a sign-in link',
        response: adminErrors,
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      rejectInvalidRequest(request);
      const result = await approveSubmission(reviewDeps, request.body.submissionId, admin.id);
      return {
        message: result.linkSent
          ? SUBMISSION_MESSAGES.approvedBody
          : SUBMISSION_MESSAGES.approvedMailFailed,
        ...result,
        ...(result.photosToAdd ? { photosToAddMessage: SUBMISSION_MESSAGES.drivePhotosToAdd } : {}),
      };
    },
  );

  route(
    routes,
    submissionEndpoints.reject,
    {
      attachValidation: true,
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending submission, mailing the optional reason to the submitter',
        response: adminErrors,
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      rejectInvalidRequest(request);
      await rejectSubmission(reviewDeps, request.body, admin.id);
      return { message: SUBMISSION_MESSAGES.rejected };
    },
  );
}

async function present(storage: StoragePort, row: SubmissionRow): Promise<Submission> {
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    businessName: row.businessName,
    submissionType: row.submissionType,
    fileCount: row.fileCount,
    googleDriveLink: row.googleDriveLink,
    contentDescription: row.contentDescription,
    status: row.status,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    filesRemovedAt: row.filesRemovedAt?.toISOString() ?? null,
    images: await Promise.all(
      row.images.map(async (image) => ({
        name: image.name,
        size: image.size,
        contentType: image.contentType,
        url: image.key && !row.filesRemovedAt ? await storage.signedUrl(image.key) : null,
      })),
    ),
  };
}
