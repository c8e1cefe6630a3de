import { open, rename } from 'node:fs/promises';
import { loadImage } from '@napi-rs/canvas';
import { detectFormat, SNIFF_BYTES } from '../../platform/uploads/formats.js';
import {
  VendorSession,
  type VendorMessages,
  type VendorTimeouts,
  type VendorVocabulary,
} from '../http.js';
import { ImageEngineError, type GeneratedImage } from './port.js';

/**
 * The shared vendor HTTP helper (../http.ts) in the image studio's words: failures read as the
 * image provider's and are thrown as ImageEngineError. Plus the check every downloaded vendor
 * image goes through before it is handed to the caller.
 */

export const IMAGE_VENDOR_MESSAGES = {
  busy: "The image provider is busy. We'll retry shortly.",
  trouble: "The image provider had a temporary problem. We'll retry shortly.",
  unreachable: "We couldn't reach the image provider. We'll retry shortly.",
  notResponding: "The image provider is not responding. We'll retry shortly.",
  timedOut: 'The image provider took too long to respond.',
  blocked: "The image was blocked by the provider's content filter.",
  credentials: 'The image provider did not accept our credentials. Please contact support.',
  outOfCredit: "The image provider's account is out of credit. Please contact support.",
  unexpected: "The image provider sent an answer we couldn't read.",
  downloadFailed: "We couldn't download the finished image from the provider.",
  rejected: (detail?: string) =>
    detail
      ? `The image provider rejected the request: ${detail}`
      : 'The image provider rejected the request.',
  failed: (detail?: string) =>
    detail
      ? `The image provider could not make this image: ${detail}`
      : 'The image provider could not make this image.',
} as const satisfies VendorMessages;

export const IMAGE_VOCABULARY: VendorVocabulary = {
  messages: IMAGE_VENDOR_MESSAGES,
  ErrorClass: ImageEngineError,
};

/** One engine call's conversation with Higgsfield or an OpenAI-compatible API. */
export class ImageVendorSession extends VendorSession {
  constructor(jobSignal: AbortSignal, timeouts: VendorTimeouts) {
    super(jobSignal, timeouts, IMAGE_VOCABULARY);
  }
}

const EXTENSIONS: Record<GeneratedImage['mimeType'], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/**
 * A vendor's bytes as a GeneratedImage: told apart by content (never by the URL or the
 * Content-Type a CDN sent), decoded once to prove it is a whole picture and to read its real
 * size, and renamed to `<base>.<ext>` beside the download.
 */
export async function adoptVendorImage(downloaded: string, base: string): Promise<GeneratedImage> {
  const head = Buffer.alloc(SNIFF_BYTES);
  const file = await open(downloaded, 'r');
  try {
    await file.read(head, 0, SNIFF_BYTES, 0);
  } finally {
    await file.close();
  }
  const mimeType = detectFormat('image', head)?.contentType;
  if (mimeType !== 'image/png' && mimeType !== 'image/jpeg' && mimeType !== 'image/webp') {
    throw new ImageEngineError(IMAGE_VENDOR_MESSAGES.unexpected, false);
  }
  let size: { width: number; height: number };
  try {
    size = await loadImage(downloaded);
  } catch (error) {
    throw new ImageEngineError(IMAGE_VENDOR_MESSAGES.unexpected, false, { cause: error });
  }
  const target = `${base}.${EXTENSIONS[mimeType]}`;
  await rename(downloaded, target);
  return { path: target, mimeType, width: size.width, height: size.height };
}
