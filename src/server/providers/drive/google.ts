import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  OutboundTargetError,
  resolveOutboundTarget,
  type AddressLookup,
} from '../../platform/outbound/index.js';
import {
  type DriveFolderListing,
  type DriveFolders,
  type DriveImage,
  DRIVE_LIST_MAX,
  DriveUnavailableError,
} from './port.js';

const FOLDER_MIME_TYPE = 'application/vnd.google-apps.folder';
const REQUEST_TIMEOUT_MS = 10_000;
/** A download streams a whole image (up to IMAGE_UPLOAD_LIMIT_BYTES): more time than a list. */
const DOWNLOAD_TIMEOUT_MS = 60_000;
const PAGE_SIZE = 100;
/** Drive answers a download itself or sends it to its content host once; five is plenty. */
export const DRIVE_MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface GoogleDriveOptions {
  apiKey: string;
  /** https://www.googleapis.com/drive/v3 (a local fake in tests). */
  baseUrl: string;
  fetch?: typeof fetch;
  /** How a redirect's host is resolved before it is followed (tests); the system's otherwise. */
  lookup?: AddressLookup;
}

/**
 * A redirect this adapter will not follow: to another host that is not a public address (or
 * not https), or one hop too many. The download of that file fails; Drive itself is fine.
 */
class RefusedRedirectError extends DriveUnavailableError {}

/**
 * Drive API v3 with an API key: `GET /files/{id}` says whether the folder is visible to
 * anyone with the link (404 or 403 otherwise), then `GET /files?q='<id>' in parents and
 * mimeType contains 'image/' and trashed=false` lists its images, page by page, and
 * `GET /files/{id}?alt=media` downloads one (vendors.md section 10).
 */
export class GoogleDriveFolders implements DriveFolders {
  readonly mode = 'listed' as const;
  readonly #fetch: typeof fetch;

  constructor(private readonly options: GoogleDriveOptions) {
    this.#fetch = options.fetch ?? fetch;
  }

  async listImages(folderId: string, signal?: AbortSignal): Promise<DriveFolderListing> {
    const folder = await this.#get(
      `/files/${encodeURIComponent(folderId)}`,
      {
        fields: 'id,name,mimeType',
        supportsAllDrives: 'true',
      },
      signal,
    );
    if (folder.status === 404 || folder.status === 403) return { kind: 'not-public' };
    const meta = folder.body as { mimeType?: unknown };
    if (meta.mimeType !== FOLDER_MIME_TYPE) return { kind: 'not-a-folder' };

    const images: DriveImage[] = [];
    let pageToken: string | undefined;
    do {
      const page = await this.#get(
        '/files',
        {
          q: `'${folderId}' in parents and mimeType contains 'image/' and trashed=false`,
          fields: 'nextPageToken,files(id,name,mimeType,size)',
          pageSize: String(PAGE_SIZE),
          supportsAllDrives: 'true',
          includeItemsFromAllDrives: 'true',
          ...(pageToken ? { pageToken } : {}),
        },
        signal,
      );
      if (page.status === 404 || page.status === 403) return { kind: 'not-public' };
      const body = page.body as { files?: unknown; nextPageToken?: unknown };
      for (const file of Array.isArray(body.files) ? body.files : []) {
        const image = readImage(file);
        if (image) images.push(image);
      }
      pageToken = typeof body.nextPageToken === 'string' ? body.nextPageToken : undefined;
    } while (pageToken && images.length < DRIVE_LIST_MAX);
    return { kind: 'listed', images: images.slice(0, DRIVE_LIST_MAX) };
  }

  async openImage(fileId: string, signal?: AbortSignal): Promise<Readable | null> {
    let response: Response;
    try {
      response = await this.#request(
        `/files/${encodeURIComponent(fileId)}`,
        { alt: 'media', supportsAllDrives: 'true' },
        signal,
        DOWNLOAD_TIMEOUT_MS,
      );
    } catch (error) {
      if (error instanceof RefusedRedirectError) return null; // this file cannot be read
      throw error;
    }
    if (!response.ok) {
      await response.body?.cancel();
      return null; // 404, or a 403 about the file: Drive no longer shows it to us
    }
    const image = response.body
      ? Readable.fromWeb(response.body as WebReadableStream<Uint8Array>)
      : Readable.from([]);
    // A download cut off (timeout, reset) after its reader stopped listening must not crash
    // the process; whoever reads it still gets the error through its own listener or pipeline.
    image.on('error', () => {});
    return image;
  }

  /** A 2xx, 403 or 404 with its JSON; anything else is DriveUnavailableError. */
  async #get(
    path: string,
    query: Record<string, string>,
    signal: AbortSignal | undefined,
  ): Promise<{ status: number; body: unknown }> {
    const response = await this.#request(path, query, signal, REQUEST_TIMEOUT_MS);
    const body: unknown = await response.json().catch(() => ({}));
    return { status: response.status, body };
  }

  /**
   * A 2xx, a 404, or a 403 about the file (its body unread); anything else, and a 403 about our
   * key or quota, is DriveUnavailableError.
   */
  async #request(
    path: string,
    query: Record<string, string>,
    signal: AbortSignal | undefined,
    timeoutMs: number,
  ): Promise<Response> {
    const url = new URL(`${this.options.baseUrl}${path}`);
    for (const [name, value] of Object.entries({ ...query, key: this.options.apiKey })) {
      url.searchParams.set(name, value);
    }
    const timeout = AbortSignal.timeout(timeoutMs);
    const response = await this.#fetchFollowingRedirects(url, {
      headers: { accept: query.alt === 'media' ? '*/*' : 'application/json' },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (response.ok || response.status === 404) return response;
    // 403 is both "no access to this file" and "key not allowed / quota": only the first is
    // about the file.
    if (response.status === 403) {
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => ({}));
      if (!isKeyOrQuotaProblem(body)) return response;
    }
    await response.body?.cancel();
    throw new DriveUnavailableError(`Google Drive answered ${response.status}`);
  }

  /**
   * Follows redirects by hand (decision 051): a hop within the configured Drive origin (the
   * operator's setting) is followed as is; a hop to any other host must pass the outbound
   * address check the webhooks use (https, every address of the host public), so a file whose
   * download points at 127.0.0.1 or a metadata service is never fetched from there.
   */
  async #fetchFollowingRedirects(
    first: URL,
    init: { headers: Record<string, string>; signal: AbortSignal },
  ): Promise<Response> {
    const trustedOrigin = new URL(this.options.baseUrl).origin;
    let url = first;
    for (let hop = 0; ; hop++) {
      let response: Response;
      try {
        response = await this.#fetch(url, { ...init, redirect: 'manual' });
      } catch (error) {
        throw new DriveUnavailableError(`Google Drive could not be reached: ${String(error)}`);
      }
      const location = response.headers.get('location');
      if (!REDIRECT_STATUSES.has(response.status) || !location) return response;
      await response.body?.cancel();
      if (hop === DRIVE_MAX_REDIRECTS) {
        throw new RefusedRedirectError(`Google Drive redirected more than ${hop} times`);
      }
      try {
        url = new URL(location, url);
      } catch {
        throw new RefusedRedirectError('Google Drive redirected to an unreadable address');
      }
      if (url.origin !== trustedOrigin) await this.#checkRedirectTarget(url);
    }
  }

  async #checkRedirectTarget(url: URL): Promise<void> {
    try {
      await resolveOutboundTarget(url.href, {
        allowPrivate: false,
        ...(this.options.lookup && { lookup: this.options.lookup }),
      });
    } catch (error) {
      if (!(error instanceof OutboundTargetError)) throw error;
      // A host that cannot be resolved right now is Drive being unavailable, not a refusal.
      if (error.retryable) throw new DriveUnavailableError(error.message);
      throw new RefusedRedirectError(`Google Drive redirected to ${url.host}: ${error.message}`);
    }
  }
}

/** Drive's 403 reasons that are about our key or quota, not about the folder. */
const KEY_OR_QUOTA_REASONS =
  /^(keyInvalid|keyExpired|accessNotConfigured|ipRefererBlocked|dailyLimitExceeded|userRateLimitExceeded|rateLimitExceeded|quotaExceeded)$/;

function isKeyOrQuotaProblem(body: unknown): boolean {
  const errors = (body as { error?: { errors?: { reason?: unknown }[] } } | null)?.error?.errors;
  if (!Array.isArray(errors)) return false;
  return errors.some((entry) => KEY_OR_QUOTA_REASONS.test(String(entry?.reason ?? '')));
}

function readImage(file: unknown): DriveImage | null {
  if (typeof file !== 'object' || file === null) return null;
  const { id, name, mimeType, size } = file as Record<string, unknown>;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof mimeType !== 'string') {
    return null;
  }
  if (!mimeType.startsWith('image/')) return null;
  const bytes = typeof size === 'string' ? Number(size) : typeof size === 'number' ? size : 0;
  return { id, name, mimeType, size: Number.isSafeInteger(bytes) && bytes >= 0 ? bytes : 0 };
}
