import type { FastifyRequest } from 'fastify';
import { IMAGE_MESSAGES, REFERENCE_MAX_IMAGES, REFERENCE_UPLOAD_FIELD } from '@shared/images';
import { AppError, badRequest } from '../../platform/errors.js';
import type { StoragePort } from '../../platform/storage/index.js';
import {
  checkPartNames,
  fieldText,
  readableMultipartError,
  receiveUpload,
  wrongFormatMessage,
  type ImageDecoder,
  type StoredUpload,
} from '../../platform/uploads/index.js';

export interface ReferenceFormSpec {
  storage: StoragePort;
  ownerId: string;
  limitBytes: number;
  media: ImageDecoder;
}

export interface ReferenceForm {
  fields: Record<string, string>;
  /** In upload order, each checked by content and stored in character-images. */
  images: StoredUpload[];
  /** Deletes every stored photo of this form, best effort: for a refused request. */
  discard(): Promise<void>;
}

export type ReferenceFormReader = (spec: ReferenceFormSpec) => Promise<ReferenceForm>;

/**
 * Reads "My Characters"' form: text fields, and up to REFERENCE_MAX_IMAGES photos in the one
 * field `images`, each streamed to storage through the upload intake (content-checked, size
 * limited, server key). The shared form reader takes one file per field, hence this one. Any
 * refusal deletes what was stored before it leaves, with the spec's wording (or the shared
 * readable wording for a malformed form).
 */
export async function readReferenceForm(
  request: FastifyRequest,
  spec: ReferenceFormSpec,
): Promise<ReferenceForm> {
  const fields: Record<string, string> = {};
  const images: StoredUpload[] = [];
  const discard = async () => {
    await Promise.all(images.map((file) => spec.storage.delete(file.key).catch(() => {})));
  };
  try {
    for await (const part of request.parts()) {
      checkPartNames(part);
      if (part.type === 'field') {
        fields[part.fieldname] = fieldText(part);
        continue;
      }
      if (part.fieldname !== REFERENCE_UPLOAD_FIELD) {
        throw badRequest(`Unexpected file field "${part.fieldname}"`);
      }
      if (images.length >= REFERENCE_MAX_IMAGES)
        throw badRequest(IMAGE_MESSAGES.referenceImageCount);
      images.push(await receivePhoto(part.file, spec));
    }
  } catch (error) {
    await discard();
    throw readableMultipartError(error);
  }
  return { fields, images, discard };
}

async function receivePhoto(
  file: Parameters<typeof receiveUpload>[0],
  spec: ReferenceFormSpec,
): Promise<StoredUpload> {
  try {
    return await receiveUpload(file, {
      kind: 'image',
      storage: spec.storage,
      bucket: 'character-images',
      ownerId: spec.ownerId,
      limitBytes: spec.limitBytes,
      media: spec.media,
    });
  } catch (error) {
    // The spec's wording for a file that is not an image.
    if (error instanceof AppError && error.message === wrongFormatMessage('image')) {
      throw badRequest(IMAGE_MESSAGES.referenceOnlyImages);
    }
    throw error;
  }
}
