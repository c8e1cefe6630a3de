import { SIMPLE_UPLOAD_MESSAGES } from '@shared/quick-start';
import { useQuery } from '@tanstack/react-query';
import { Check, ImagePlus, X } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { cn } from '../../lib/cn';
import { photosQueryOptions } from '../../lib/photos';
import { imageName, isImageFile, type BatchImage } from '../../lib/simple-videos';
import { Button } from '../ui/button';

interface ImagePickerProps {
  images: BatchImage[];
  onChange: (images: BatchImage[]) => void;
  disabled?: boolean;
  /** Offer My photos too (only for someone signed in: a visitor has no library). */
  offerPhotos?: boolean;
}

/**
 * Several images for a batch: files from the device (images only: 'Please select image files')
 * or photos of My photos, toggled on their thumbnails.
 */
export function ImagePicker({ images, onChange, disabled, offerPhotos = true }: ImagePickerProps) {
  const inputId = useId();
  const photos = useQuery({ ...photosQueryOptions, enabled: offerPhotos });
  const chosenPhotos = new Set(
    images.flatMap((image) => (image.kind === 'photo' ? [image.id] : [])),
  );

  function addFiles(list: FileList | null) {
    const files = [...(list ?? [])];
    if (files.length === 0) return;
    const accepted = files.filter(isImageFile);
    if (accepted.length < files.length) toast.error(SIMPLE_UPLOAD_MESSAGES.selectImages);
    onChange([...images, ...accepted.map((file) => ({ kind: 'file' as const, file }))]);
  }
  function togglePhoto(id: string, name: string) {
    onChange(
      chosenPhotos.has(id)
        ? images.filter((image) => !(image.kind === 'photo' && image.id === id))
        : [...images, { kind: 'photo', id, name }],
    );
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" asChild disabled={disabled}>
          <label htmlFor={inputId} className="cursor-pointer">
            <ImagePlus aria-hidden="true" />
            Choose images
          </label>
        </Button>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          data-testid="image-input"
          disabled={disabled}
          onChange={(event) => {
            addFiles(event.target.files);
            event.target.value = '';
          }}
        />
        <span className="text-sm text-muted-foreground" aria-live="polite">
          {images.length === 0
            ? 'No images chosen yet'
            : `${images.length} image${images.length === 1 ? '' : 's'} chosen`}
        </span>
      </div>
      {images.some((image) => image.kind === 'file') && (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen files">
          {images.map((image, index) =>
            image.kind === 'file' ? (
              <li
                key={`${imageName(image)}-${index}`}
                className="flex items-center gap-1 rounded-full bg-muted py-1 pr-1 pl-3 text-xs"
              >
                <span className="max-w-40 truncate">{imageName(image)}</span>
                <button
                  type="button"
                  className="rounded-full p-1 hover:bg-background"
                  aria-label={`Remove ${imageName(image)}`}
                  onClick={() => onChange(images.filter((_, at) => at !== index))}
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </li>
            ) : null,
          )}
        </ul>
      )}
      {offerPhotos && photos.data && photos.data.photos.length > 0 && (
        <div className="grid gap-2">
          <p className="text-sm font-medium">Or pick from My photos</p>
          <div className="grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-8">
            {photos.data.photos.map((photo) => {
              const chosen = chosenPhotos.has(photo.id);
              return (
                <button
                  key={photo.id}
                  type="button"
                  disabled={disabled}
                  aria-pressed={chosen}
                  aria-label={`Use ${photo.name}`}
                  onClick={() => togglePhoto(photo.id, photo.name)}
                  className={cn(
                    'relative aspect-square overflow-hidden rounded-lg border-2 bg-muted',
                    chosen ? 'border-brand' : 'border-transparent',
                  )}
                >
                  <img src={photo.thumbnailUrl} alt="" className="size-full object-cover" />
                  {chosen && (
                    <span className="absolute top-1 right-1 rounded-full bg-brand p-0.5 text-white">
                      <Check className="size-3" aria-hidden="true" />
                    </span>
                  )}
                </button>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
