import { aspectRatioForImage, type VeoAspectRatio } from '@shared/videos';
import { ImagePlus } from 'lucide-react';
import { unreadableImageMessage } from '@shared/upload-formats';
import { useState } from 'react';
import { toast } from 'sonner';
import { FilePickButton, RemoveButton } from '../../../components/ui/file-pick';
import { cn } from '../../../lib/cn';
import {
  batchImageKey,
  batchImageName,
  isLibraryPhoto,
  isSavedBackground,
  type BatchImage,
  type LibraryPhoto,
  type SavedBackground,
} from '../lib/prompt-form';
import { BackgroundPicker } from './background-picker';
import { OptionGroup, type Option } from '../../../components/ui/option-group';
import { PhotoPickerDialog } from './photo-picker-dialog';

/**
 * One chosen image (a file, a library photo or a background): a preview of the video's frame,
 * i.e. the image cropped to the shape it will get (the detected one, or the user's choice), and
 * that shape, marked "auto" when detected.
 */
function ImageThumb({
  image,
  imageNumber,
  chosenRatio,
  onRemove,
}: {
  image: BatchImage;
  imageNumber: number;
  chosenRatio: VeoAspectRatio | 'auto';
  onRemove: (broken?: boolean) => void;
}) {
  const [detected, setDetected] = useState<VeoAspectRatio | null>(null);
  const ratio = chosenRatio === 'auto' ? detected : chosenRatio;
  return (
    <li
      className="relative flex h-24 w-24 shrink-0 items-center justify-center rounded-lg bg-muted"
      data-source={
        isLibraryPhoto(image) ? 'photo' : isSavedBackground(image) ? 'background' : 'file'
      }
    >
      {/* The crop preview: the frame's shape, the image covering it as the video does. */}
      <img
        src={image.previewUrl}
        alt={`Image ${imageNumber}: ${batchImageName(image)}`}
        data-testid="crop-preview"
        data-aspect-ratio={ratio ?? ''}
        onLoad={(event) =>
          setDetected(
            aspectRatioForImage(
              event.currentTarget.naturalWidth,
              event.currentTarget.naturalHeight,
            ),
          )
        }
        // Its bytes looked right but the browser cannot draw it: it cannot become a video.
        onError={() => onRemove(true)}
        className={cn(
          'rounded-md border border-border object-cover',
          ratio === '9:16'
            ? 'h-24 w-[3.375rem]'
            : ratio === '16:9'
              ? 'h-[3.375rem] w-24'
              : 'size-20',
        )}
      />
      <span className="absolute bottom-1 left-1 rounded bg-ink/80 px-1.5 py-0.5 text-[0.625rem] font-semibold text-ink-foreground tabular-nums">
        <span className="sr-only">Aspect ratio </span>
        {ratio ?? '…'}
        {chosenRatio === 'auto' && ratio && <span className="font-normal"> auto</span>}
      </span>
      <span className="absolute -top-2 -right-2 rounded-full bg-surface shadow-card">
        <RemoveButton label={`Remove image ${imageNumber}`} onClick={() => onRemove()} />
      </span>
    </li>
  );
}

const ASPECT_OPTIONS: readonly Option<VeoAspectRatio | 'auto'>[] = [
  { value: 'auto', label: 'Auto' },
  { value: '9:16', label: '9:16' },
  { value: '16:9', label: '16:9' },
];

interface ImageBatchFilesProps {
  images: readonly BatchImage[];
  /** The user's ready saved backgrounds, offered as images too. */
  backgrounds: readonly SavedBackground[];
  /** 'auto' (detected per image, the spec's rule) or the user's shape for the batch. */
  aspectRatio: VeoAspectRatio | 'auto';
  onAspectRatio: (aspectRatio: VeoAspectRatio | 'auto') => void;
  onAdd: (files: File[]) => void;
  onAddPhotos: (photos: (LibraryPhoto | SavedBackground)[]) => void;
  onRemove: (image: BatchImage) => void;
}

/**
 * Image to video: any number of images, new files, photos from My photos or saved backgrounds,
 * one video each, in the order shown, each previewed in the shape its video will have.
 */
export function ImageBatchFiles({
  images,
  backgrounds,
  aspectRatio,
  onAspectRatio,
  onAdd,
  onAddPhotos,
  onRemove,
}: ImageBatchFilesProps) {
  return (
    <div className="grid gap-2">
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
        <div className="flex shrink-0 flex-wrap gap-2">
          <FilePickButton
            label="Images"
            text={images.length > 0 ? 'Add more' : 'Add images'}
            accept="image/*"
            kind="image"
            multiple
            icon={ImagePlus}
            onFiles={onAdd}
          />
          <PhotoPickerDialog chosen={images} onChoose={onAddPhotos} />
          <BackgroundPicker
            backgrounds={backgrounds}
            label="Background image"
            text="Backgrounds"
            onChoose={(background) => onAddPhotos([background])}
          />
        </div>
        {images.length > 0 && (
          <ul
            aria-label="Chosen images"
            className="-my-1 flex min-w-0 gap-3 overflow-x-auto py-2 pr-2"
          >
            {images.map((image, index) => (
              <ImageThumb
                key={batchImageKey(image)}
                image={image}
                imageNumber={index + 1}
                chosenRatio={aspectRatio}
                onRemove={(broken) => {
                  if (broken) toast.error(unreadableImageMessage(batchImageName(image)));
                  onRemove(image);
                }}
              />
            ))}
          </ul>
        )}
      </div>
      {images.length > 0 && (
        <OptionGroup
          legend="Video shape"
          options={ASPECT_OPTIONS}
          value={aspectRatio}
          onChange={onAspectRatio}
        />
      )}
    </div>
  );
}
