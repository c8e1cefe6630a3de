import type { Dispatch, SetStateAction } from 'react';
import {
  objectUrlsOf,
  withLibraryPhotos,
  type BatchImage,
  type LibraryPhoto,
  type PickedImage,
  type PromptFormState,
  type SavedBackground,
} from './prompt-form';

/** A chosen file with an object URL for its preview; the panel revokes it when let go. */
export const pick = (file: File): PickedImage => ({ file, previewUrl: URL.createObjectURL(file) });
export const revoke = (urls: readonly string[]) => urls.forEach((url) => URL.revokeObjectURL(url));

/**
 * Image to Video's batch, as the panel changes it: files and library photos join in the order
 * chosen (each photo once), and a removed file's preview is let go.
 */
export function imageBatchActions(setState: Dispatch<SetStateAction<PromptFormState>>) {
  const update = (change: (images: BatchImage[]) => BatchImage[]) =>
    setState((current) => ({
      ...current,
      veo: { ...current.veo, images: change(current.veo.images) },
    }));
  return {
    addFiles(files: File[]) {
      const added = files.map(pick); // outside the updater: it may run twice in StrictMode
      update((images) => [...images, ...added]);
    },
    addPhotos(photos: (LibraryPhoto | SavedBackground)[]) {
      update((images) => withLibraryPhotos(images, photos));
    },
    remove(image: BatchImage) {
      revoke(objectUrlsOf([image]));
      update((images) => images.filter((kept) => kept !== image));
    },
  };
}
