/**
 * An audio file's length, read by the browser before anything is uploaded (it prefills the
 * podcast clip's duration). Only the metadata is decoded.
 */

export function readAudioDuration(file: File): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const audio = new Audio();
    const finish = () => {
      audio.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
    audio.preload = 'metadata';
    audio.addEventListener('loadedmetadata', () => {
      const seconds = audio.duration;
      finish();
      if (Number.isFinite(seconds) && seconds > 0) resolve(seconds);
      else reject(new Error('The audio file has no readable length'));
    });
    audio.addEventListener('error', () => {
      finish();
      reject(new Error('The audio file could not be read'));
    });
    audio.src = url;
  });
}

/** "12.4 MB", "830 KB": file sizes as people read them. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1_000))} KB`;
}
