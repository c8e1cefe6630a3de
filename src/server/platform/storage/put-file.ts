import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { StoredObjectInfo } from './port.js';

/**
 * Stores a local file through a store's stream `put`. The file is opened first, so a missing
 * or unreadable file rejects here, before any stream exists; a stream made with
 * `createReadStream(path)` opens its file on its own and, with nobody listening yet, turns
 * ENOENT into an 'error' event that takes the process down. The handle is closed by us (not
 * by the stream) whatever `put` did, so a failure to close also ends up in this promise.
 */
export async function putLocalFile(
  filePath: string,
  put: (body: Readable) => Promise<StoredObjectInfo>,
): Promise<StoredObjectInfo> {
  const handle = await open(filePath, 'r');
  try {
    const body = handle.createReadStream({ autoClose: false });
    try {
      return await put(body);
    } finally {
      body.destroy(); // a put that failed before reading leaves the stream to us
    }
  } finally {
    await handle.close();
  }
}
