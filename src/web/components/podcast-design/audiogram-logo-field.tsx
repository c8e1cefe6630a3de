import { ImagePlus } from 'lucide-react';
import { Chip, FilePickButton, RemoveButton } from '../ui/file-pick';

/** An audiogram's cover art or logo as picked: the file, and its preview while it is shown. */
export interface PickedLogo {
  file: File;
  previewUrl: string;
}

/**
 * An audiogram's cover art or logo (decision 059), as the studio and the episode page both ask
 * for it (decision 073): an image, checked by its first bytes before it counts, shown with its
 * name and a remove button. `fallback` says what stands in without one.
 */
export function AudiogramLogoField({
  logo,
  onChange,
  fallback,
}: {
  logo: PickedLogo | null;
  onChange: (logo: PickedLogo | null) => void;
  fallback: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {logo ? (
        <Chip>
          <img src={logo.previewUrl} alt="" className="size-6 shrink-0 rounded object-cover" />
          <span className="truncate">{logo.file.name}</span>
          <RemoveButton
            label="Remove the logo"
            onClick={() => {
              URL.revokeObjectURL(logo.previewUrl);
              onChange(null);
            }}
          />
        </Chip>
      ) : (
        <FilePickButton
          label="Cover art or logo"
          text="Add cover art or logo"
          accept="image/*"
          kind="image"
          icon={ImagePlus}
          onFiles={([file]) => {
            if (file) onChange({ file, previewUrl: URL.createObjectURL(file) });
          }}
        />
      )}
      <span className="text-xs text-muted-foreground">{fallback}</span>
    </div>
  );
}
