import { PassThrough, type Readable } from 'node:stream';
import yazl from 'yazl';
import type { StoragePort } from '../../platform/storage/index.js';
import { clipFileName } from './review-dto.js';
import type { VisibleClipRow } from './review-repo.js';

/**
 * The order's clips as one zip, streamed: each clip's mp4 is read from storage only when the
 * zip reaches it (yazl's lazy entries), stored without compression (mp4 does not shrink), so
 * the server holds one chunk at a time, never the whole zip. File names are the clips' own
 * (`01-title.mp4`): the position keeps them unique.
 */
export function zipOfClips(storage: StoragePort, clips: readonly VisibleClipRow[]): Readable {
  const zip = new yazl.ZipFile();
  const out = new PassThrough();
  zip.on('error', (error: Error) => out.destroy(error));
  for (const clip of clips) {
    const key = clip.outputKey;
    if (!key) continue;
    zip.addReadStreamLazy(
      clipFileName(clip),
      { compress: false, mtime: clip.updatedAt },
      (callback) => {
        storage.get(key).then(
          (object) =>
            object
              ? callback(null, object.body)
              : callback(new Error(`clip ${clip.id}: its video is missing from storage`), out),
          (error: unknown) => callback(error, out),
        );
      },
    );
  }
  zip.end();
  zip.outputStream.pipe(out);
  return out;
}
