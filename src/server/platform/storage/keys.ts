import { randomUUID } from 'node:crypto';
import { ALLOWED_EXTENSIONS } from '../../kernel/formats.js';
import { BUCKETS, type Bucket } from './port.js';

export { ALLOWED_EXTENSIONS };

/**
 * Object keys are generated here and only here: `<bucket>/<ownerId>/<yyyy>/<mm>/<uuid>.<ext>`.
 * Nothing a user typed (a filename, a title) ever becomes part of a key, so a key can never
 * point outside the storage root, collide with another user's object or leak a name.
 */

const OWNER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type ObjectExtension = (typeof ALLOWED_EXTENSIONS)[number];

/**
 * One key segment. A leading dot is not allowed, so dotted names inside the storage root
 * (temp files, sidecars) can never be addressed as objects.
 */
const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

export class InvalidObjectKeyError extends Error {
  override name = 'InvalidObjectKeyError';
}

function isBucket(value: string): value is Bucket {
  return (BUCKETS as readonly string[]).includes(value);
}

function normaliseExtension(extension: string): ObjectExtension {
  const candidate = extension.replace(/^\./, '').toLowerCase();
  const found = ALLOWED_EXTENSIONS.find((allowed) => allowed === candidate);
  if (!found) throw new InvalidObjectKeyError(`File extension is not allowed: ${extension}`);
  return found;
}

/** A fresh key for a new object. Throws on an unknown bucket, a bad owner id or extension. */
export function newObjectKey(
  bucket: Bucket,
  ownerId: string,
  extension: string,
  now: Date = new Date(),
): string {
  if (!isBucket(bucket)) throw new InvalidObjectKeyError(`Unknown storage bucket: ${bucket}`);
  if (!OWNER_ID.test(ownerId)) throw new InvalidObjectKeyError('Invalid owner id for a key');
  const ext = normaliseExtension(extension);
  // UTC, so the folder does not depend on the server's time zone.
  const year = String(now.getUTCFullYear()).padStart(4, '0');
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${bucket}/${ownerId}/${year}/${month}/${randomUUID()}.${ext}`;
}

/** Why a key is unacceptable, or null when it is fine. */
export function keyProblem(key: string): string | null {
  if (typeof key !== 'string' || key.length === 0) return 'empty key';
  if (key.length > MAX_KEY_LENGTH) return 'key too long';
  if (key.includes('\\')) return 'backslash in key';
  if (key.startsWith('/')) return 'absolute key';
  const segments = key.split('/');
  if (segments.length < 2) return 'key has no object name';
  for (const segment of segments) {
    if (segment === '') return 'empty segment in key';
    if (segment === '.' || segment === '..') return 'relative segment in key';
    if (!KEY_SEGMENT.test(segment)) return 'invalid characters in key';
  }
  if (!isBucket(segments[0]!)) return 'key does not start with a known bucket';
  return null;
}

/**
 * Adapters call this before touching any key: it rejects `..`, absolute paths, backslashes,
 * empty segments and keys outside the known buckets, so nothing escapes the storage root.
 */
export function assertValidKey(key: string): void {
  const problem = keyProblem(key);
  if (problem) throw new InvalidObjectKeyError(`Invalid storage key: ${problem}`);
}

export function isValidKey(key: string): boolean {
  return keyProblem(key) === null;
}

const CONTENT_TYPES: Record<ObjectExtension, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
  srt: 'application/x-subrip',
  vtt: 'text/vtt; charset=utf-8',
};

/** The content type implied by a key's extension; octet-stream when it has none we know. */
export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  const found = ALLOWED_EXTENSIONS.find((allowed) => allowed === ext);
  return found ? CONTENT_TYPES[found] : 'application/octet-stream';
}
