import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed links for local storage: `/api/files/<key>?exp=<unix>&sig=<base64url>[&dn=<name>]`.
 * The HMAC covers the key, the expiry and the download name, so none of them can be changed
 * without invalidating the link. Links carry no session: whoever holds one may fetch the file
 * until it expires.
 */

export const LOCAL_FILES_PREFIX = '/api/files/';

export interface LocalLinkFields {
  key: string;
  /** Unix time in seconds after which the link stops working. */
  expiresAt: number;
  /** The name offered to the browser's download dialog (Content-Disposition). */
  downloadName?: string | undefined;
}

/**
 * The exact bytes that are signed. JSON of a fixed-shape array is unambiguous: no separator
 * inside a key or name can make two different links sign the same text, and a missing
 * download name (null) differs from an empty one ("").
 */
function signedPayload(fields: LocalLinkFields): string {
  return JSON.stringify([
    'reelcast-file-v1',
    fields.key,
    fields.expiresAt,
    fields.downloadName ?? null,
  ]);
}

function hmac(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload, 'utf8').digest();
}

export function signLocalUrl(fields: LocalLinkFields & { secret: string }): string {
  if (!Number.isSafeInteger(fields.expiresAt)) throw new Error('expiresAt must be unix seconds');
  const signature = hmac(fields.secret, signedPayload(fields)).toString('base64url');
  const path = fields.key.split('/').map(encodeURIComponent).join('/');
  const query = new URLSearchParams({ exp: String(fields.expiresAt), sig: signature });
  if (fields.downloadName !== undefined) query.set('dn', fields.downloadName);
  return `${LOCAL_FILES_PREFIX}${path}?${query.toString()}`;
}

/** True only for an unexpired link whose signature matches every signed field. */
export function verifyLocalSignature(
  fields: LocalLinkFields & {
    secret: string;
    signature: string;
    /** Unix seconds; defaults to the current time. */
    now?: number;
  },
): boolean {
  const now = fields.now ?? Math.floor(Date.now() / 1000);
  if (!Number.isSafeInteger(fields.expiresAt) || fields.expiresAt <= now) return false;
  const expected = hmac(fields.secret, signedPayload(fields));
  if (!/^[A-Za-z0-9_-]+$/.test(fields.signature)) return false;
  const given = Buffer.from(fields.signature, 'base64url');
  // timingSafeEqual throws on a length mismatch; the length of an HMAC is public anyway.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A Content-Disposition value offering `name` as a download. The plain `filename` is reduced
 * to safe ASCII (no quotes, slashes, control characters) for old clients; `filename*` keeps
 * the readable UTF-8 name, percent-encoded (RFC 6266 / RFC 8187).
 */
export function attachmentDisposition(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[/\\]/g, '_')
    .replace(/^[.\s]+/, '')
    .trim();
  // Cut by code points, never inside a surrogate pair (encodeURIComponent would throw).
  const readable = Array.from(cleaned).slice(0, 150).join('').trim() || 'download';
  const ascii = readable.replace(/[^\x20-\x7e]/g, '_').replace(/["%;]/g, '_');
  const encoded = encodeURIComponent(readable).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
