import { open, rename } from 'node:fs/promises';
import { loadImage } from '@napi-rs/canvas';
import { detectFormat, SNIFF_BYTES } from '../../kernel/formats.js';
import { vendorError, type VendorSource } from '../http.js';
import type { GeneratedImage } from './port.js';

const EXTENSIONS: Record<GeneratedImage['mimeType'], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/**
 * The check every downloaded vendor image goes through before it is handed to the caller.
 * A vendor's bytes as a GeneratedImage: told apart by content (never by the URL or the
 * Content-Type a CDN sent), decoded once to prove it is a whole picture and to read its real
 * size, and renamed to `<base>.<ext>` beside the download.
 */
export async function adoptVendorImage(
  source: VendorSource,
  downloaded: string,
  base: string,
): Promise<GeneratedImage> {
  const head = Buffer.alloc(SNIFF_BYTES);
  const file = await open(downloaded, 'r');
  try {
    await file.read(head, 0, SNIFF_BYTES, 0);
  } finally {
    await file.close();
  }
  const mimeType = detectFormat('image', head)?.contentType;
  if (mimeType !== 'image/png' && mimeType !== 'image/jpeg' && mimeType !== 'image/webp') {
    throw vendorError(source, 'unexpected');
  }
  let size: { width: number; height: number };
  try {
    size = await loadImage(downloaded);
  } catch (error) {
    throw vendorError(source, 'unexpected', { cause: error });
  }
  const target = `${base}.${EXTENSIONS[mimeType]}`;
  await rename(downloaded, target);
  return { path: target, mimeType, width: size.width, height: size.height };
}
