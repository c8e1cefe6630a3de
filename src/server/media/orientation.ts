import { open } from 'node:fs/promises';

/**
 * The EXIF orientation of a JPEG (1..8; 1 = upright). Phones store portraits sideways with a tag
 * saying how to turn them; browsers honour it, and so must the video, or a portrait comes out
 * lying on its side. Anything that is not a JPEG with a readable tag counts as upright.
 */
export async function readImageOrientation(filePath: string): Promise<number> {
  const file = await open(filePath, 'r');
  try {
    // The EXIF block (APP1) sits near the start: 128 KB covers it, thumbnails included.
    const { buffer, bytesRead } = await file.read(Buffer.alloc(128 * 1024), 0, 128 * 1024, 0);
    return jpegOrientation(buffer.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}

/** Walks the JPEG segments to APP1 "Exif", then IFD0's Orientation (0x0112) entry. */
export function jpegOrientation(jpeg: Buffer): number {
  if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return 1;
  let offset = 2;
  while (offset + 4 <= jpeg.length && jpeg[offset] === 0xff) {
    const marker = jpeg[offset + 1]!;
    const length = jpeg.readUInt16BE(offset + 2);
    if (marker === 0xda || marker === 0xd9) return 1; // image data: no EXIF before it
    if (marker === 0xe1 && jpeg.toString('latin1', offset + 4, offset + 10) === 'Exif\0\0') {
      return exifOrientation(jpeg.subarray(offset + 10, offset + 2 + length));
    }
    offset += 2 + length;
  }
  return 1;
}

function exifOrientation(tiff: Buffer): number {
  if (tiff.length < 8) return 1;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return 1;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}
