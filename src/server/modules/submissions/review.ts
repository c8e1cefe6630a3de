import type { FastifyBaseLogger } from 'fastify';
import { SUBMISSION_MESSAGES, type RejectSubmissionBody } from '@shared/submissions';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { SubmittedImage } from '../../db/schema/index.js';
import { conflict, notFound } from '../../platform/errors.js';
import { html } from '../../platform/html.js';
import type { MailPort } from '../../platform/mail/port.js';
import { newObjectKey } from '../../platform/storage/keys.js';
import type { StoragePort } from '../../platform/storage/port.js';
import type { SubmissionAccounts } from './accounts.js';
import {
  findSubmission,
  insertClientPhotos,
  lockSubmission,
  markReviewed,
  type NewClientPhotoRow,
  type SubmissionRow,
} from './repo.js';

export interface ReviewDeps {
  config: Pick<Config, 'productName'>;
  database: Database;
  storage: StoragePort;
  mail: MailPort;
  accounts: SubmissionAccounts;
  logger: FastifyBaseLogger;
}

export interface ApprovalResult {
  userId: string;
  accountCreated: boolean;
  photoCount: number;
  linkSent: boolean;
}

const assertPending = (row: SubmissionRow | undefined): SubmissionRow => {
  if (!row) throw notFound(SUBMISSION_MESSAGES.notFound);
  if (row.status !== 'pending') throw conflict(SUBMISSION_MESSAGES.alreadyReviewed(row.status));
  return row;
};

/**
 * Approves a pending submission (decision 030):
 * 1. the account for its email is made or found (idempotent: two approvals at once find one
 *    account; it runs before the transaction because the accounts port writes through its own
 *    connection, which PGlite would only serve after our transaction);
 * 2. one transaction holds the submission's row lock: it must still be pending (else 409, so of
 *    two reviews exactly one wins), each stored image is copied to `client-photos/<user>/…` and
 *    recorded in client_photos, and the row becomes approved with reviewed_at and reviewed_by;
 *    copies made by a transaction that fails are deleted;
 * 3. after the commit the sign-in link is mailed. A failed mail does not undo the approval: it
 *    is on the outbox row (status failed) and the answer says so (`linkSent: false`).
 */
export async function approveSubmission(
  deps: ReviewDeps,
  submissionId: string,
  reviewerId: string,
): Promise<ApprovalResult> {
  const before = assertPending(await findSubmission(deps.database.db, submissionId));
  const account = await deps.accounts.ensureAccount(before.email, before.businessName);

  const copied: string[] = [];
  let photoCount = 0;
  try {
    await deps.database.db.transaction(async (tx) => {
      const row = assertPending(await lockSubmission(tx, submissionId));
      const photos: NewClientPhotoRow[] = [];
      for (const image of row.images) {
        const photo = await copyToLibrary(deps.storage, image, account.userId, copied);
        if (photo) photos.push({ ...photo, userId: account.userId, sourceSubmissionId: row.id });
      }
      await insertClientPhotos(tx, photos);
      await markReviewed(tx, row.id, {
        status: 'approved',
        reviewedBy: reviewerId,
        approvedUserId: account.userId,
      });
      photoCount = photos.length;
    });
  } catch (error) {
    await Promise.all(copied.map((key) => deps.storage.delete(key).catch(() => {})));
    throw error;
  }

  let linkSent = true;
  try {
    await deps.accounts.sendSignInLink(before.email);
  } catch (error) {
    linkSent = false;
    deps.logger.error(
      { err: error, submissionId },
      'submission approved but its sign-in link could not be sent: see the mail outbox',
    );
  }
  return { userId: account.userId, accountCreated: account.created, photoCount, linkSent };
}

/** Copies one stored image into the user's library; null when the image has no stored file. */
async function copyToLibrary(
  storage: StoragePort,
  image: SubmittedImage,
  userId: string,
  copied: string[],
): Promise<Omit<NewClientPhotoRow, 'userId'> | null> {
  if (!image.key) return null;
  const source = await storage.get(image.key);
  if (!source) return null;
  const extension = image.key.slice(image.key.lastIndexOf('.') + 1);
  const key = newObjectKey('client-photos', userId, extension);
  copied.push(key);
  const { size } = await storage.put(key, source.body, { contentType: source.contentType });
  return { storageKey: key, name: image.name, size, contentType: source.contentType };
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
