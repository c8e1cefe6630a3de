import { photoEndpoints } from '@shared/endpoints/photos';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

/**
 * GET /api/photos, shared by My photos (which adds and deletes them) and the video studio
 * (whose Image to Video picker offers them): one cache entry, so a photo uploaded on one page
 * is there on the other.
 */
export const PHOTOS_QUERY_KEY = ['photos'] as const;

export const photosQueryOptions = queryOptions({
  queryKey: PHOTOS_QUERY_KEY,
  queryFn: ({ signal }) => api.call(photoEndpoints.list, { signal }),
  // Signed links last an hour: read the list again well before the thumbnails stop loading.
  staleTime: 5 * 60_000,
  refetchInterval: 30 * 60_000,
});

const UNITS = ['KB', 'MB', 'GB'] as const;

/** "512 bytes", "48 KB", "3.4 MB": a file's size the way people read it (1 KB = 1024 bytes). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) {
    const whole = Math.max(0, Math.round(Number.isFinite(bytes) ? bytes : 0));
    return `${whole} ${whole === 1 ? 'byte' : 'bytes'}`;
  }
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // One decimal under 10 (3.4 MB), whole numbers above (48 KB, 120 MB).
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${UNITS[unit]}`;
}
