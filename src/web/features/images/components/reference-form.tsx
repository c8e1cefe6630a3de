import { IMAGE_MESSAGES, REFERENCE_MAX_IMAGES, REFERENCE_NAME_MAX_LENGTH } from '@shared/images';
import { ImagePlus, UserPlus, X } from 'lucide-react';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/error-messages';
import { keepFilesOfKind } from '../../../lib/picked-files';
import { useCreateCustomReference } from '../api/create-custom-reference';
import { checkReference } from '../lib/reference-form';

/**
 * "My Characters": a name and 1 to 100 photos of one person. The photos become a character the
 * image generator can follow (the server checks each file by its content).
 */
export function ReferenceForm() {
  const [name, setName] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const createReference = useCreateCustomReference();
  const nameId = useId();
  const photosHintId = useId();

  function choosePhotos(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    // Only images by content count; all files chosen in one go replace the earlier choice.
    // The spec's one message for this form, whichever files were refused.
    void keepFilesOfKind(files, 'image').then(({ kept, refused }) => {
      if (refused.length > 0) toast.error(IMAGE_MESSAGES.referenceOnlyImages);
      setImages(kept);
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (createReference.isPending) return;
    const checked = checkReference(name, images);
    if (!checked.ok) return void toast.error(checked.message);
    createReference.mutate(
      { name: checked.name, images: checked.images },
      {
        onSuccess: () => {
          toast.success(IMAGE_MESSAGES.referenceCreated);
          setName('');
          setImages([]);
        },
        onError: (error) =>
          toast.error(errorMessage(error, IMAGE_MESSAGES.failedToCreateReference)),
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-label="Create a character"
      className="grid gap-4 rounded-xl border border-border bg-surface p-4 shadow-card sm:p-5"
    >
      <fieldset disabled={createReference.isPending} className="grid min-w-0 gap-4">
        <legend className="mb-4 text-base font-semibold">Create a character</legend>
        <div className="grid gap-1.5">
          <Label htmlFor={nameId}>Character name</Label>
          <Input
            id={nameId}
            required
            maxLength={REFERENCE_NAME_MAX_LENGTH}
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="e.g. Maya"
            autoComplete="off"
          />
        </div>
        <div className="grid gap-1.5">
          <span className="text-sm leading-none font-medium">Photos</span>
          <label
            className={cn(
              buttonVariants({ variant: 'outline' }),
              'cursor-pointer justify-self-start has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
            )}
          >
            <input
              type="file"
              accept="image/*"
              multiple
              onChange={choosePhotos}
              className="sr-only"
              aria-label="Character photos"
              aria-describedby={photosHintId}
            />
            <ImagePlus aria-hidden="true" />
            Choose photos
          </label>
          <p id={photosHintId} className="text-xs text-muted-foreground">
            1 to {REFERENCE_MAX_IMAGES} clear photos of the same person.
          </p>
          {images.length > 0 && (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span data-testid="reference-photo-count" className="font-medium">
                {images.length} {images.length === 1 ? 'photo' : 'photos'} selected
              </span>
              <Button variant="ghost" size="sm" onClick={() => setImages([])}>
                <X aria-hidden="true" />
                Clear
              </Button>
            </div>
          )}
        </div>
        <Button type="submit" className="justify-self-start" loading={createReference.isPending}>
          {!createReference.isPending && <UserPlus aria-hidden="true" />}
          Create Character
        </Button>
      </fieldset>
    </form>
  );
}
