import type { Photo } from '@shared/photos';
import type { LibraryPhoto } from './prompt-form';

/** Picks or unpicks a photo; picked photos keep the order they were picked in. */
export function toggleSelected(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((kept) => kept !== id) : [...selected, id];
}

/** The picked photos, in the order picked, as batch images (a photo no longer listed drops). */
export function pickedPhotos(
  photos: readonly Photo[],
  selected: readonly string[],
): LibraryPhoto[] {
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  return selected.flatMap((id) => {
    const photo = byId.get(id);
    return photo ? [{ photoId: photo.id, name: photo.name, previewUrl: photo.thumbnailUrl }] : [];
  });
}

/** "Add 1 photo", "Add 3 photos" */
export const addPhotosLabel = (count: number) =>
  count === 0 ? 'Add photos' : `Add ${count} ${count === 1 ? 'photo' : 'photos'}`;
