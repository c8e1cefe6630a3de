import {
  ALL_UPLOAD_FORMATS,
  SNIFF_BYTES,
  type UploadFormat,
  type UploadKind,
} from '@shared/upload-formats';

/**
 * What a file is, told from its first bytes. On the ground floor because both sides need it:
 * the upload intake (platform) checks what users send, and the vendor adapters (providers)
 * check what vendors send back; neither may import the other for it.
 */

/** The signatures themselves are shared with the web app's pickers (src/shared/upload-formats). */
export { SNIFF_BYTES, type UploadFormat, type UploadKind };

/** The media and data formats the app produces or accepts; anything else is refused. */
export const ALLOWED_EXTENSIONS = [
  'mp4',
  'webm',
  'mov',
  'mp3',
  'wav',
  'm4a',
  'ogg',
  'png',
  'jpg',
  'jpeg',
  'webp',
  'gif',
  'json',
  'txt',
  'srt',
  'vtt',
] as const;
/**
 * The formats accepted: only those storage can keep under their own extension (the key rules
 * in platform/storage/keys.ts decide which extensions exist), so a file is never stored misnamed.
 */
export const UPLOAD_FORMATS: readonly UploadFormat[] = ALL_UPLOAD_FORMATS.filter((format) =>
  (ALLOWED_EXTENSIONS as readonly string[]).includes(format.extension),
);

export function formatsOf(kind: UploadKind): UploadFormat[] {
  return UPLOAD_FORMATS.filter((format) => format.kind === kind);
}

/** The format of a file from its first bytes, or null when it is none we accept. */
export function detectFormat(kind: UploadKind, head: Uint8Array): UploadFormat | null {
  return formatsOf(kind).find((format) => format.matches(head)) ?? null;
}
