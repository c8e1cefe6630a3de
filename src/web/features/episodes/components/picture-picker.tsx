import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { photosQueryOptions } from '../../../lib/photos';
import { podcastCharactersQueryOptions } from '../../../lib/podcast-characters';
import type { ClipPicture } from '../lib/clip-batch';

interface PicturePickerProps {
  value: ClipPicture;
  onChange: (picture: ClipPicture) => void;
  /** An audiogram may go without one (its lettering is the cover). */
  optional: boolean;
}

interface Choice {
  kind: 'character' | 'photo';
  id: string;
  name: string;
  imageUrl: string;
}

/**
 * The clips' picture, one for the batch: a ready podcast character or one of My photos, as
 * thumbnails that toggle (a second click lets an audiogram go without). The lists are the
 * studio's own cache entries (lib/photos, lib/podcast-characters).
 */
export function PicturePicker({ value, onChange, optional }: PicturePickerProps) {
  const characters = useQuery(podcastCharactersQueryOptions);
  const photos = useQuery(photosQueryOptions);
  const choices: Choice[] = [
    ...(characters.data?.characters ?? []).flatMap((c) =>
      c.status === 'ready' && c.imageUrl
        ? [{ kind: 'character' as const, id: c.id, name: c.name, imageUrl: c.imageUrl }]
        : [],
    ),
    ...(photos.data?.photos ?? []).map((p) => ({
      kind: 'photo' as const,
      id: p.id,
      name: p.name,
      imageUrl: p.thumbnailUrl,
    })),
  ];
  const loading = characters.isPending || photos.isPending;
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-2 text-xs font-medium text-muted-foreground">
        Picture {optional ? '(optional for an audiogram)' : ''}
      </legend>
      {choices.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {loading ? (
            'Loading your characters and photos…'
          ) : (
            <>
              No picture yet: add one in{' '}
              <Link to="/photos" className="font-medium text-brand hover:underline">
                My photos
              </Link>{' '}
              or make a podcast character.
            </>
          )}
        </p>
      ) : (
        <ul className="grid grid-cols-4 gap-2 sm:grid-cols-6" aria-label="Pictures">
          {choices.map((choice) => {
            const chosen = value?.kind === choice.kind && value.id === choice.id;
            const label = `${choice.kind === 'character' ? 'Character' : 'Photo'}: ${choice.name}`;
            return (
              <li key={`${choice.kind}-${choice.id}`}>
                <button
                  type="button"
                  aria-pressed={chosen}
                  aria-label={label}
                  title={label}
                  onClick={() =>
                    onChange(
                      chosen
                        ? null
                        : { kind: choice.kind, id: choice.id, imageUrl: choice.imageUrl },
                    )
                  }
                  className={cn(
                    'relative block aspect-square w-full overflow-hidden rounded-lg border-2 bg-muted',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    chosen ? 'border-brand' : 'border-transparent hover:border-input',
                  )}
                >
                  <img src={choice.imageUrl} alt="" className="size-full object-cover" />
                  {chosen && (
                    <span className="absolute top-1 right-1 grid size-5 place-items-center rounded-full bg-brand text-brand-foreground">
                      <Check className="size-3" aria-hidden="true" />
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
