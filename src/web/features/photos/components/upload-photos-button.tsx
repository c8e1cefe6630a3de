import {
  PHOTO_ACCEPT,
  PHOTO_MESSAGES,
  type PhotoDuplicate,
  type PhotoLimits,
} from '@shared/photos';
import { ImagePlus } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { toast } from 'sonner';
import { buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { keepFilesOfKind } from '../../../lib/picked-files';
import { errorMessage } from '../../../lib/error-messages';
import { useUploadPhotos } from '../api/upload-photos';
import { sortPhotoFiles, type RefusedFile } from '../lib/photo-files';

/** At most this many reasons in one toast; the rest are counted. */
const SHOWN_REASONS = 3;

function reportRefused(refused: readonly RefusedFile[]) {
  if (refused.length === 0) return;
  const shown = refused.slice(0, SHOWN_REASONS).map((file) => file.reason);
  const more = refused.length - shown.length;
  toast.error(
    refused.length === 1 ? 'This file was not added' : `${refused.length} files were not added`,
    { description: [...shown, ...(more > 0 ? [`and ${more} more`] : [])].join('. ') },
  );
}

/** Files the library already held: not an error, nothing was stored twice. */
function reportDuplicates(duplicates: readonly PhotoDuplicate[]) {
  const [first] = duplicates;
  if (!first) return;
  const shown = duplicates.slice(0, SHOWN_REASONS).map((file) => file.name);
  const more = duplicates.length - shown.length;
  toast.info(first.message, {
    description: [shown.join(', '), ...(more > 0 ? [`and ${more} more`] : [])].join(' '),
  });
}

interface UploadPhotosButtonProps {
  /** Unknown until the list has loaded: the button waits for it. */
  limits: PhotoLimits | undefined;
  photoCount: number;
}

/**
 * "Upload photos": a file input dressed as a button (reachable by keyboard, named by its
 * label). Checks the files here first, sends what passes in groups the server takes, and says
 * in toasts what was added and what was not, and why.
 */
export function UploadPhotosButton({ limits, photoCount }: UploadPhotosButtonProps) {
  const { upload, isUploading } = useUploadPhotos();
  const disabled = !limits || isUploading;

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Cleared so that choosing the same files again still fires a change.
    event.target.value = '';
    if (!limits || files.length === 0) return;
    // By name and type first, then by content (a text file renamed .jpg is not a photo).
    const { accepted: typed, refused } = sortPhotoFiles(files, limits, photoCount);
    const { kept: accepted } = await keepFilesOfKind(typed, 'image');
    for (const file of typed.filter((file) => !accepted.includes(file))) {
      refused.push({ name: file.name, reason: PHOTO_MESSAGES.notAnImage(file.name) });
    }
    reportRefused(refused);
    if (accepted.length === 0) return;
    const outcome = await upload(accepted, limits.maxFilesPerUpload);
    if (outcome.added.length > 0) toast.success(PHOTO_MESSAGES.uploaded(outcome.added.length));
    reportDuplicates(outcome.duplicates);
    if (outcome.failure) {
      toast.error(PHOTO_MESSAGES.uploadFailed, {
        description: errorMessage(outcome.failure, 'Please try again'),
      });
    }
  }

  return (
    <label
      aria-disabled={disabled || undefined}
      className={cn(
        buttonVariants(),
        'cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
      )}
    >
      <input
        type="file"
        accept={PHOTO_ACCEPT}
        multiple
        disabled={disabled}
        onChange={(event) => void handleChange(event)}
        className="sr-only"
        data-testid="photos-upload"
      />
      {isUploading ? <Spinner label="" /> : <ImagePlus aria-hidden="true" />}
      {isUploading ? 'Uploading…' : 'Upload photos'}
    </label>
  );
}
