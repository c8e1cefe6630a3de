import { formatsOf, type UploadKind } from '../../kernel/formats.js';

/** Sniffing lives on the ground floor (kernel/formats.ts); the user-facing wording lives here. */
export {
  detectFormat,
  formatsOf,
  SNIFF_BYTES,
  UPLOAD_FORMATS,
  type UploadFormat,
  type UploadKind,
} from '../../kernel/formats.js';

/** "JPEG, PNG, WebP or GIF" */
function listLabels(kind: UploadKind): string {
  const labels = formatsOf(kind).map((format) => format.label);
  return labels.length < 2
    ? (labels[0] ?? '')
    : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)!}`;
}

const article = (word: string) => (/^[AEFHILMNORSX]/.test(word) ? 'an' : 'a');

/** "The image must be a JPEG, PNG, WebP or GIF file" */
export function wrongFormatMessage(kind: UploadKind): string {
  const labels = listLabels(kind);
  return `The ${kind} must be ${article(labels)} ${labels} file`;
}

/**
 * "The image could not be read: choose another image": a file whose first bytes look right but
 * that does not decode (a PNG signature before a page of HTML).
 */
export function unreadableMessage(kind: UploadKind): string {
  return kind === 'image'
    ? 'The image could not be read: choose another image'
    : 'The audio could not be read: choose another audio file';
}

/** 20 MB, 512 KB: limits are binary multiples, shown the way people read them. */
export function formatByteLimit(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  return `${Math.max(1, Math.floor(bytes / 1024))} KB`;
}

/** "The image is larger than 20 MB" */
export function tooLargeMessage(kind: UploadKind, limitBytes: number): string {
  return `The ${kind} is larger than ${formatByteLimit(limitBytes)}`;
}

export function emptyFileMessage(kind: UploadKind): string {
  return `The ${kind} file is empty`;
}
