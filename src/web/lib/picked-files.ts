import {
  ALL_UPLOAD_FORMATS,
  SNIFF_BYTES,
  notOfKindMessage,
  sniffFormat,
  type UploadKind,
} from '@shared/upload-formats';

/**
 * What every file picker does before a chosen file counts (in a cost, a preview, a batch):
 * read its first bytes and keep it only when they are an image (or audio) the server accepts,
 * by the same signatures the server checks again on upload. A text file renamed to .jpg is
 * refused here, with a message, before it shows a broken thumbnail or a price.
 */
export async function isFileOfKind(file: File, kind: UploadKind): Promise<boolean> {
  try {
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    return sniffFormat(ALL_UPLOAD_FORMATS, kind, head) !== null;
  } catch {
    return false; // unreadable (moved or deleted since it was chosen)
  }
}

export interface SortedFiles {
  kept: File[];
  /** One message per refused file, in the order chosen. */
  refused: string[];
}

/** Splits chosen files into those of `kind` and messages for the rest, keeping their order. */
export async function keepFilesOfKind(
  files: readonly File[],
  kind: UploadKind,
): Promise<SortedFiles> {
  const checks = await Promise.all(files.map((file) => isFileOfKind(file, kind)));
  return {
    kept: files.filter((_, i) => checks[i]),
    refused: files.filter((_, i) => !checks[i]).map((file) => notOfKindMessage(file.name, kind)),
  };
}
