import { AUDIOGRAM_MESSAGES } from '@shared/audiogram';
import { ImagePlus } from 'lucide-react';
import {
  AudiogramLettering,
  PodcastStyleChoice,
} from '../../../components/podcast-design/audiogram-fields';
import { isAudiogram, type AudiogramOptions } from '../lib/audiogram-form';
import { Chip, FilePickButton, RemoveButton } from './file-pickers';

interface AudiogramDesignProps {
  design: AudiogramOptions;
  onChange: (patch: Partial<AudiogramOptions>) => void;
  /** The clip's Aspect ratio (set in the options), named here so the shape is never a surprise. */
  aspectRatio: string;
}

/**
 * The podcast clip's style: the talking portrait, or an audiogram (Headliner's kind of clip):
 * episode title, guest or show name, cover art or logo, brand colour and waveform. Its shape is
 * the clip's own Aspect ratio (one control, in the options): the server has one field for both.
 */
export function AudiogramDesign({ design, onChange, aspectRatio }: AudiogramDesignProps) {
  return (
    <div className="mt-3 grid gap-3" data-testid="audiogram-design">
      <PodcastStyleChoice style={design.style} onChange={(style) => onChange({ style })} />
      {isAudiogram(design) && (
        <>
          <AudiogramLettering value={design} onChange={onChange} />
          <div className="flex flex-wrap items-center gap-2">
            {design.logo ? (
              <Chip>
                <img
                  src={design.logo.previewUrl}
                  alt=""
                  className="size-6 shrink-0 rounded object-cover"
                />
                <span className="truncate">{design.logo.file.name}</span>
                <RemoveButton
                  label="Remove the logo"
                  onClick={() => {
                    URL.revokeObjectURL(design.logo!.previewUrl);
                    onChange({ logo: null });
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
                  if (file) onChange({ logo: { file, previewUrl: URL.createObjectURL(file) } });
                }}
              />
            )}
            <span className="text-xs text-muted-foreground">
              Without one, the portrait above (if any) or the show&apos;s initials are used.
            </span>
          </div>
          <p className="text-xs text-muted-foreground" data-testid="audiogram-shape">
            Made in {aspectRatio}: change the Aspect ratio under Expand.{' '}
            {AUDIOGRAM_MESSAGES.engineNote}
          </p>
        </>
      )}
    </div>
  );
}
