import { ALLOWED_EXTENSIONS } from '../storage/keys.js';

/**
 * What an upload is, told from its first bytes (magic numbers), never from the name or the
 * type the browser sent: a text file renamed to .jpg is still a text file.
 */

export type UploadKind = 'image' | 'audio';

export interface UploadFormat {
  kind: UploadKind;
  /** Short name for messages: "JPEG", "MP3". */
  label: string;
  /** The extension of the storage key (one of storage's allowed extensions). */
  extension: string;
  contentType: string;
  matches(head: Buffer): boolean;
}

/** Enough bytes for every signature below (the longest reads bytes 8..11). */
export const SNIFF_BYTES = 16;

const ascii = (head: Buffer, offset: number, text: string) =>
  head.length >= offset + text.length &&
  head.toString('latin1', offset, offset + text.length) === text;

const startsWith = (head: Buffer, bytes: readonly number[]) =>
  head.length >= bytes.length && bytes.every((byte, i) => head[i] === byte);

/**
 * An MPEG audio frame header without an ID3 tag: 11 sync bits, a version that is not
 * "reserved", a layer that is not "reserved" (which also rules out AAC's ADTS header, whose
 * layer bits are 00), and a bitrate and sample rate index that are not "bad"/"reserved".
 */
function isMpegAudioFrame(head: Buffer): boolean {
  if (head.length < 3 || head[0] !== 0xff) return false;
  const b1 = head[1]!;
  const b2 = head[2]!;
  return (
    (b1 & 0xe0) === 0xe0 &&
    (b1 & 0x18) !== 0x08 &&
    (b1 & 0x06) !== 0x00 &&
    b2 >> 4 !== 0x0f &&
    ((b2 >> 2) & 0x03) !== 0x03
  );
}

const ALL_FORMATS: readonly UploadFormat[] = [
  {
    kind: 'image',
    label: 'JPEG',
    extension: 'jpg',
    contentType: 'image/jpeg',
    matches: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  },
  {
    kind: 'image',
    label: 'PNG',
    extension: 'png',
    contentType: 'image/png',
    matches: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    kind: 'image',
    label: 'WebP',
    extension: 'webp',
    contentType: 'image/webp',
    matches: (head) => ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP'),
  },
  {
    kind: 'image',
    label: 'GIF',
    extension: 'gif',
    contentType: 'image/gif',
    matches: (head) => ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a'),
  },
  {
    kind: 'audio',
    label: 'MP3',
    extension: 'mp3',
    contentType: 'audio/mpeg',
    matches: (head) => ascii(head, 0, 'ID3') || isMpegAudioFrame(head),
  },
  {
    kind: 'audio',
    label: 'WAV',
    extension: 'wav',
    contentType: 'audio/wav',
    matches: (head) => ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE'),
  },
  {
    // ISO base media (M4A, MP4, MOV): a probe later checks it really holds audio.
    kind: 'audio',
    label: 'M4A',
    extension: 'm4a',
    contentType: 'audio/mp4',
    matches: (head) => ascii(head, 4, 'ftyp'),
  },
  {
    kind: 'audio',
    label: 'OGG',
    extension: 'ogg',
    contentType: 'audio/ogg',
    matches: (head) => ascii(head, 0, 'OggS'),
  },
  {
    // EBML: WebM (and Matroska audio, which ffmpeg reads alike).
    kind: 'audio',
    label: 'WebM',
    extension: 'webm',
    contentType: 'audio/webm',
    matches: (head) => startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]),
  },
];

/**
 * The formats accepted: only those storage can keep under their own extension (the key rules
 * in storage/keys.ts decide which extensions exist), so a file is never stored misnamed.
 */
export const UPLOAD_FORMATS: readonly UploadFormat[] = ALL_FORMATS.filter((format) =>
  (ALLOWED_EXTENSIONS as readonly string[]).includes(format.extension),
);

export function formatsOf(kind: UploadKind): UploadFormat[] {
  return UPLOAD_FORMATS.filter((format) => format.kind === kind);
}

/** The format of a file from its first bytes, or null when it is none we accept. */
export function detectFormat(kind: UploadKind, head: Buffer): UploadFormat | null {
  return formatsOf(kind).find((format) => format.matches(head)) ?? null;
}

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
