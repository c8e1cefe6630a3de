import type { Readable } from 'node:stream';

/**
 * Google Drive folders a visitor links on /upload or in the quick-start wizard. With
 * GOOGLE_API_KEY the folder is listed through the Drive API v3 (public folders only: an API key
 * sees what "Anyone with the link" sees) and its images can be downloaded; without it the link
 * is only checked for form and counts as 10 images (spec).
 */
export interface DriveImage {
  id: string;
  name: string;
  mimeType: string;
  /** Bytes, when Drive says (0 otherwise). */
  size: number;
}

export type DriveFolderListing =
  /** The folder was listed: its images (at most DRIVE_LIST_MAX). */
  | { kind: 'listed'; images: DriveImage[] }
  /** Not listed (no API key): counts as DRIVE_ASSUMED_IMAGE_COUNT images. */
  | { kind: 'assumed' }
  /** Drive answered that the folder does not exist for us (not shared publicly, or deleted). */
  | { kind: 'not-public' }
  /** The id names a file, not a folder. */
  | { kind: 'not-a-folder' };

export interface DriveFolders {
  /** `listed` (GOOGLE_API_KEY) or `form-only`. */
  readonly mode: 'listed' | 'form-only';
  /** Throws DriveUnavailableError when Drive cannot be asked (network, 5xx, 429, bad key). */
  listImages(folderId: string, signal?: AbortSignal): Promise<DriveFolderListing>;
  /**
   * One listed file's bytes as a stream (`files/<id>?alt=media`), or null when Drive no longer
   * shows it to us. Throws DriveUnavailableError when Drive cannot be asked, or in form-only
   * mode (no key: nothing can be downloaded).
   */
  openImage(fileId: string, signal?: AbortSignal): Promise<Readable | null>;
}

/** Drive could not answer; nothing about the folder is known. */
export class DriveUnavailableError extends Error {
  override name = 'DriveUnavailableError';
}

/** The most image names kept per folder (a folder of thousands is still one submission). */
export const DRIVE_LIST_MAX = 500;
