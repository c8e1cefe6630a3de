import type { FastifyBaseLogger } from 'fastify';
import { SUBMISSION_MESSAGES, type RejectSubmissionBody } from '@shared/submissions';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../platform/errors.js';
import { html } from '../../platform/html.js';
import type { MailPort } from '../../platform/mail/index.js';
import type { StoragePort } from '../../platform/storage/index.js';
import {
  copyIntoLibrary,
  discardStoredPhotos,
  insertPhotos,
  type PhotoMedia,
  type StoredPhoto,
} from '../photos/index.js';
import type { DomainEvents } from '../../platform/events/index.js';
import type { DriveFolders } from '../../providers/drive/index.js';
import type { SubmissionAccounts } from './accounts.js';
import { downloadDrivePhotos } from './drive-photos.js';
import { findSubmission, lockSubmission, markReviewed, type SubmissionRow } from './repo.js';

export interface ReviewDeps {
  config: Pick<Config, 'productName' | 'imageUploadLimitBytes'>;
  database: Database;
  storage: StoragePort;
  /** The photo library copies each image and makes its thumbnail with it. */
  media: PhotoMedia;
  mail: MailPort;
  /** A Drive submission's folder is downloaded on approval when it can be listed. */
  drive: DriveFolders;
  accounts: SubmissionAccounts;
  /** Where `submission.approved` is published, in the approval's transaction. */
  events: DomainEvents;
  logger: FastifyBaseLogger;
}

export interface ApprovalResult {
  userId: string;
  accountCreated: boolean;
  photoCount: number;
  linkSent: boolean;
  /** The photos are still in the client's Drive folder: the operator adds them. */
  photosToAdd?: 'drive_folder';
}

const assertPending = (row: SubmissionRow | undefined): SubmissionRow => {
  if (!row) throw notFound(SUBMISSION_MESSAGES.notFound);
  if (row.status !== 'pending') throw conflict(SUBMISSION_MESSAGES.alreadyReviewed(row.status));
  return row;
};

/** Approving needs the stored photos: once the sweep deleted them, say so (decision 050). */
const assertPhotosKept = (row: SubmissionRow): SubmissionRow => {
  if (row.filesRemovedAt) throw conflict(SUBMISSION_MESSAGES.filesRemovedCannotApprove);
  return row;
};

/**
 * Approves a pending submission (decision 030):
 * 1. the account for its email is made or found (idempotent: two approvals at once find one
 *    account; it runs before the transaction because the accounts port writes through its own
 *    connection, which PGlite would only serve after our transaction);
 * 2. each stored image is copied into the account's photo library (`client-photos/<user>/…`,
 *    with its thumbnail: decision 033), before the transaction, so the copying never holds the
 *    row lock (nor, on PGlite, the one connection every other request waits for);
 * 3. one transaction holds the submission's row lock: it must still be pending (else 409, so of
 *    two reviews exactly one wins), the copies are recorded in client_photos, and the row
 *    becomes approved with reviewed_at and reviewed_by, and the client's integrations hear of it
 *    (`submission.approved`, decision 037); the copies of a review that loses or fails are
 *    deleted;
 *    A Drive submission's images are downloaded from its folder in the same step; when they
 *    cannot be (no GOOGLE_API_KEY, folder gone), the answer and the mail say the team adds them;
 * 4. after the commit the sign-in link is mailed. A failed mail does not undo the approval: it
 *    is on the outbox row (status failed) and the answer says so (`linkSent: false`).
 */
export async function approveSubmission(
  deps: ReviewDeps,
  submissionId: string,
  reviewerId: string,
): Promise<ApprovalResult> {
  const before = assertPhotosKept(
    assertPending(await findSubmission(deps.database.db, submissionId)),
  );
  const account = await deps.accounts.ensureAccount(before.email, before.businessName);

  const photos: StoredPhoto[] = [];
  let photoCount: number;
  let photosToAdd: ApprovalResult['photosToAdd'];
  try {
    const library = { storage: deps.storage, media: deps.media, log: deps.logger };
    if (before.submissionType === 'google_drive') {
      const drive = {
        ...library,
        drive: deps.drive,
        limitBytes: deps.config.imageUploadLimitBytes,
      };
      const fetched = await downloadDrivePhotos(drive, account.userId, before, photos);
      if (fetched === null) photosToAdd = 'drive_folder';
    }
    for (const image of before.images) {
      const { key, name } = image;
      const photo = key ? await copyIntoLibrary(library, account.userId, { key, name }) : null;
      if (photo) photos.push(photo);
    }
    // Checked again under the lock: the sweep may have deleted the photos since the read.
    const { rows, duplicates } = await deps.database.db.transaction(async (tx) => {
      const row = assertPhotosKept(assertPending(await lockSubmission(tx, submissionId)));
      // An image the client's library already holds (or sent twice) is kept once.
      const inserted = await insertPhotos(
        tx,
        photos.map((photo) => ({ ...photo, userId: account.userId, sourceSubmissionId: row.id })),
      );
      await markReviewed(tx, row.id, {
        status: 'approved',
        reviewedBy: reviewerId,
        approvedUserId: account.userId,
      });
      await deps.events.publish(tx, 'submission.approved', {
        userId: account.userId,
        submissionId: row.id,
        businessName: row.businessName,
        photoCount: inserted.rows.length,
      });
      return inserted;
    });
    photoCount = rows.length;
    await discardStoredPhotos(deps.storage, duplicates);
  } catch (error) {
    await discardStoredPhotos(deps.storage, photos);
    throw error;
  }

  let linkSent = true;
  try {
    await deps.accounts.sendSignInLink(
      before.email,
      photosToAdd ? SUBMISSION_MESSAGES.drivePhotosMailNote : undefined,
    );
  } catch (error) {
    linkSent = false;
    deps.logger.error(
      { err: error, submissionId },
      'submission approved but its sign-in link could not be sent: see the mail outbox',
    );
  }
  return {
    userId: account.userId,
    accountCreated: account.created,
    photoCount,
    linkSent,
    ...(photosToAdd ? { photosToAdd } : {}),
  };
}

/** Rejects a pending submission and mails the reason (if any) to the submitter. */
export async function rejectSubmission(
  deps: ReviewDeps,
  body: RejectSubmissionBody,
  reviewerId: string,
): Promise<{ mailed: boolean }> {
  const reason = body.reason?.trim() || null;
  const row = await deps.database.db.transaction(async (tx) => {
    const locked = assertPending(await lockSubmission(tx, body.submissionId));
    await markReviewed(tx, locked.id, {
      status: 'rejected',
      reviewedBy: reviewerId,
      rejectionReason: reason,
    });
    return locked;
  });

  const product = deps.config.productName;
  try {
    await deps.mail.send({
      to: row.email,
      kind: 'submission_rejected',
      subject: `About the photos you sent to ${product}`,
      text: [
        `Thank you for sending ${row.businessName}'s photos to ${product}.`,
        'We are not able to take this submission on.',
        ...(reason ? [`The reviewer's note: ${reason}`] : []),
        'You are welcome to send new photos at any time.',
      ].join('\n\n'),
      html:
        html`<p>Thank you for sending ${row.businessName}'s photos to ${product}.</p>
          <p>We are not able to take this submission on.</p>` +
        (reason ? html`<p>The reviewer's note: ${reason}</p>` : '') +
        html`<p>You are welcome to send new photos at any time.</p>`,
    });
    return { mailed: true };
  } catch (error) {
    deps.logger.error(
      { err: error, submissionId: row.id },
      'submission rejected but its mail could not be sent: see the mail outbox',
    );
    return { mailed: false };
  }
}
