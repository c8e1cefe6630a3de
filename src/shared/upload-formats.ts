/**
 * What an upload is, told from its first bytes (magic numbers), never from the name or the
 * type the browser sent: a text file renamed to .jpg is still a text file. Shared so that the
 * studio's pickers refuse a file by the same rules before its cost is shown (issue 21), and the
 * server refuses it again on upload (platform/uploads).
 */

export type UploadKind = 'image' | 'audio';

export interface UploadFormat {
  kind: UploadKind;
  /** Short name for messages: "JPEG", "MP3". */
  label: string;
  /** The extension of the storage key (one of storage's allowed extensions). */
  extension: string;
  contentType: string;
  matches(head: Uint8Array): boolean;
}

/** Enough bytes for every signature below (the longest reads bytes 8..11). */
export const SNIFF_BYTES = 16;

const ascii = (head: Uint8Array, offset: number, text: string) =>
  head.length >= offset + text.length &&
  [...text].every((char, i) => head[offset + i] === char.charCodeAt(0));

const startsWith = (head: Uint8Array, bytes: readonly number[]) =>
  head.length >= bytes.length && bytes.every((byte, i) => head[i] === byte);

/**
 * An MPEG audio frame header without an ID3 tag: 11 sync bits, a version that is not
 * "reserved", a layer that is not "reserved" (which also rules out AAC's ADTS header, whose
 * layer bits are 00), and a bitrate and sample rate index that are not "bad"/"reserved".
 */
function isMpegAudioFrame(head: Uint8Array): boolean {
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

export const ALL_UPLOAD_FORMATS: readonly UploadFormat[] = [
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

/** The format of a file's first bytes among `formats`, or null when it is none of them. */
export function sniffFormat(
  formats: readonly UploadFormat[],
  kind: UploadKind,
  head: Uint8Array,
): UploadFormat | null {
  return formats.find((format) => format.kind === kind && format.matches(head)) ?? null;
}

/** "JPEG, PNG, WebP or GIF" */
export function formatLabels(kind: UploadKind): string {
  const labels = ALL_UPLOAD_FORMATS.filter((format) => format.kind === kind).map((f) => f.label);
  return `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)!}`;
}

/** What a picker says when it refuses a file: `"notes.txt" is not an image (JPEG, PNG, …)`. */
export function notOfKindMessage(fileName: string, kind: UploadKind): string {
  const what = kind === 'image' ? 'an image' : 'an audio file';
  return `"${fileName}" is not ${what} (${formatLabels(kind)})`;
}

/** A picked image whose bytes looked right but that does not decode. */
export function unreadableImageMessage(fileName: string): string {
  return `"${fileName}" could not be read: choose another image`;
}
