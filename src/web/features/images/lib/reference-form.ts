import { firstIssueMessage } from '@shared/auth';
import {
  createReferenceFieldsSchema,
  IMAGE_MESSAGES,
  REFERENCE_MAX_IMAGES,
  REFERENCE_MIN_IMAGES,
} from '@shared/images';

/**
 * "My Characters": the create form's rules in the spec's order (name, then the photos). The
 * browser's file type is only a first check; the server checks every file by its content.
 */
export type CheckedReference =
  { ok: true; name: string; images: readonly File[] } | { ok: false; message: string };

const isImageFile = (file: File) => file.type.startsWith('image/');

export function checkReference(name: string, images: readonly File[]): CheckedReference {
  const fields = createReferenceFieldsSchema.safeParse({ name });
  if (!fields.success) return { ok: false, message: firstIssueMessage(fields.error) };
  if (images.length === 0) return { ok: false, message: IMAGE_MESSAGES.referenceNoImages };
  if (images.length < REFERENCE_MIN_IMAGES || images.length > REFERENCE_MAX_IMAGES) {
    return { ok: false, message: IMAGE_MESSAGES.referenceImageCount };
  }
  if (!images.every(isImageFile)) return { ok: false, message: IMAGE_MESSAGES.referenceOnlyImages };
  return { ok: true, name: fields.data.name, images };
}
