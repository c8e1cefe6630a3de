import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  DRIVE_ASSUMED_IMAGE_COUNT,
  driveFolderId,
  MAX_SUBMISSION_FILES,
  SUBMISSION_CREATED_EVENT,
  SUBMISSION_MESSAGES,
  submissionFieldsSchema,
  submissionProblem,
} from '@shared/submissions';
import { storableText } from '@shared/text';
import type { Database } from '../../db/client.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { publishEvent } from '../../platform/events/index.js';
import { parseInput } from '../../platform/http/index.js';
import type { StoragePort } from '../../platform/storage/index.js';
import {
  checkPartNames,
  fieldText,
  readableMultipartError,
  receiveUpload,
  type ImageDecoder,
  type StoredUpload,
} from '../../platform/uploads/index.js';
import { DriveUnavailableError, type DriveFolders } from '../../providers/drive/index.js';
import type { Admission } from './admission.js';
import { releaseReservation } from './pending-room-repo.js';
import { adminUserIds, insertSubmission, type SubmittedImage } from './repo.js';

/** The form's text fields; anything else is refused. */
const FIELD_NAMES = new Set([
  'email',
  'phone',
  'businessName',
  'submissionType',
  'googleDriveLink',
  'contentDescription',
  'website',
]);
const FILE_FIELD = 'files';
/** A file's name is shown to admins and kept as the photo's name: bounded. */
const MAX_NAME_LENGTH = 200;

export interface IntakeDeps {
  database: Database;
  storage: StoragePort;
  media: ImageDecoder;
  drive: DriveFolders;
  /** Per-file limit (IMAGE_UPLOAD_LIMIT_BYTES). */
  fileLimitBytes: number;
  /** The room admitted for this submission: settled when its row is written. */
  admission: Admission;
}

export type IntakeResult = { stored: true; id: string } | { stored: false; reason: 'honeypot' };

/**
 * Reads /upload's multipart form and stores the submission: each file streams to
 * `pending-uploads/<submission id>/…` through the one image intake (format by bytes, size
 * limit, decoded), the fields are checked with the page's own rules, a Drive link is listed
 * (or counted as 10), and the row is written with a live event to every admin. Any refusal
 * deletes what was stored first: a refused submission leaves no row and no object.
 */
export async function receiveSubmission(
  request: FastifyRequest,
  deps: IntakeDeps,
): Promise<IntakeResult> {
  const id = randomUUID();
  const fields: Record<string, string> = {};
  const files: { upload: StoredUpload; name: string }[] = [];
  const discard = () =>
    Promise.all(files.map((file) => deps.storage.delete(file.upload.key).catch(() => {})));
  try {
    for await (const part of request.parts()) {
      checkPartNames(part);
      if (part.type === 'field') {
        if (!FIELD_NAMES.has(part.fieldname)) {
          throw badRequest(`Unexpected form field "${part.fieldname}"`);
        }
        if (Object.hasOwn(fields, part.fieldname)) {
          throw badRequest(`The field "${part.fieldname}" was sent more than once`);
        }
        fields[part.fieldname] = fieldText(part);
        continue;
      }
      if (part.fieldname !== FILE_FIELD) {
        throw badRequest(`Unexpected file field "${part.fieldname}"`);
      }
      if (files.length >= MAX_SUBMISSION_FILES) throw badRequest(SUBMISSION_MESSAGES.tooManyFiles);
      const upload = await receiveUpload(part.file, {
        kind: 'image',
        storage: deps.storage,
        bucket: 'pending-uploads',
        ownerId: id,
        limitBytes: deps.fileLimitBytes,
        media: deps.media,
      });
      files.push({ upload, name: part.filename.slice(0, MAX_NAME_LENGTH) || 'photo' });
    }

    const problem = submissionProblem(fields, files.length);
    if (problem) throw badRequest(problem.message);
    const input = parseInput(submissionFieldsSchema, fields);
    if (input.website) {
      request.log.info('submission honeypot filled: ignored');
      await discard();
      return { stored: false, reason: 'honeypot' };
    }

    let images: SubmittedImage[];
    let fileCount: number;
    if (input.submissionType === 'files') {
      images = files.map(({ upload, name }) => ({
        key: upload.key,
        name,
        size: upload.size,
        contentType: upload.format.contentType,
      }));
      fileCount = images.length;
    } else {
      if (files.length > 0) throw badRequest(SUBMISSION_MESSAGES.filesNotForDrive);
      ({ images, fileCount } = await listDriveFolder(deps.drive, input.googleDriveLink!));
    }

    await deps.database.db.transaction(async (tx) => {
      await insertSubmission(tx, {
        id,
        email: input.email,
        phone: input.phone,
        businessName: input.businessName,
        submissionType: input.submissionType,
        fileCount,
        googleDriveLink: input.submissionType === 'google_drive' ? input.googleDriveLink! : null,
        contentDescription: input.contentDescription || null,
        images,
        addressHash: deps.admission.addressHash,
        storedBytes: files.reduce((sum, file) => sum + file.upload.size, 0),
      });
      // The row's real size now counts instead of the reservation, in the same commit.
      await releaseReservation(tx, deps.admission.reservationId);
      // New submissions appear live on every admin's review page (decision 030).
      for (const adminId of await adminUserIds(tx)) {
        await publishEvent(tx, adminId, SUBMISSION_CREATED_EVENT, { id });
      }
    });
    return { stored: true, id };
  } catch (error) {
    await discard();
    throw readableMultipartError(error);
  }
}

async function listDriveFolder(
  drive: DriveFolders,
  link: string,
): Promise<{ images: SubmittedImage[]; fileCount: number }> {
  const folderId = driveFolderId(link);
  if (!folderId) throw badRequest(SUBMISSION_MESSAGES.invalidDriveLink);
  let listing;
  try {
    listing = await drive.listImages(folderId);
  } catch (error) {
    if (error instanceof DriveUnavailableError) {
      throw new AppError(503, SUBMISSION_MESSAGES.driveUnavailable);
    }
    throw error;
  }
  switch (listing.kind) {
    case 'assumed':
      return { images: [], fileCount: DRIVE_ASSUMED_IMAGE_COUNT };
    case 'not-public':
      throw badRequest(SUBMISSION_MESSAGES.driveNotPublic);
    case 'not-a-folder':
      throw badRequest(SUBMISSION_MESSAGES.invalidDriveLink);
    case 'listed':
      if (listing.images.length === 0) throw badRequest(SUBMISSION_MESSAGES.driveEmpty);
      return {
        images: listing.images.map((image) => ({
          name: storableText(image.name).slice(0, MAX_NAME_LENGTH) || 'photo',
          size: image.size,
          contentType: image.mimeType,
        })),
        fileCount: listing.images.length,
      };
  }
}
