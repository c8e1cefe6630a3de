import {
  AUDIOGRAM_MESSAGES,
  AUDIOGRAM_NAME_MAX,
  AUDIOGRAM_TITLE_MAX,
  PODCAST_STYLE_DESCRIPTIONS,
  PODCAST_STYLE_LABELS,
  PODCAST_STYLES,
  WAVEFORM_STYLE_LABELS,
  WAVEFORM_STYLES,
} from '@shared/audiogram';
import { ImagePlus } from 'lucide-react';
import { useId } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { isAudiogram, type AudiogramOptions } from '../lib/audiogram-form';
import { Chip, FilePickButton, RemoveButton } from './file-pickers';
import { OptionGroup } from './option-group';

interface AudiogramDesignProps {
  design: AudiogramOptions;
  onChange: (patch: Partial<AudiogramOptions>) => void;
  /** The clip's Aspect ratio (set in the options), named here so the shape is never a surprise. */
  aspectRatio: string;
}

const STYLE_OPTIONS = PODCAST_STYLES.map((value) => ({
  value,
  label: PODCAST_STYLE_LABELS[value],
}));
const WAVEFORM_OPTIONS = WAVEFORM_STYLES.map((value) => ({
  value,
  label: WAVEFORM_STYLE_LABELS[value],
}));

/**
 * The podcast clip's style: the talking portrait, or an audiogram (Headliner's kind of clip):
 * episode title, guest or show name, cover art or logo, brand colour and waveform. Its shape is
 * the clip's own Aspect ratio (one control, in the options): the server has one field for both.
 */
export function AudiogramDesign({ design, onChange, aspectRatio }: AudiogramDesignProps) {
  const titleId = useId();
  const nameId = useId();
  const colourId = useId();
  return (
    <div className="mt-3 grid gap-3" data-testid="audiogram-design">
      <div className="grid gap-1">
        <OptionGroup
          legend="Style"
          phone="two-columns"
          options={STYLE_OPTIONS}
          value={design.style}
          onChange={(style) => onChange({ style })}
        />
        <p className="text-xs text-muted-foreground">{PODCAST_STYLE_DESCRIPTIONS[design.style]}</p>
      </div>
      {isAudiogram(design) && (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={titleId}>Episode title</Label>
              <Input
                id={titleId}
                value={design.title}
                maxLength={AUDIOGRAM_TITLE_MAX}
                onChange={(event) => onChange({ title: event.target.value })}
                placeholder="From garage roaster to forty cafes"
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={nameId}>Guest or show name</Label>
              <Input
                id={nameId}
                value={design.showName}
                maxLength={AUDIOGRAM_NAME_MAX}
                onChange={(event) => onChange({ showName: event.target.value })}
                placeholder="The Small Batch Podcast"
              />
            </div>
          </div>
          <div className="flex flex-wrap items-start gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor={colourId}>Brand colour</Label>
              <div className="flex items-center gap-2">
                <input
                  id={colourId}
                  type="color"
                  value={design.brandColor}
                  onChange={(event) => onChange({ brandColor: event.target.value })}
                  className="h-8 w-10 cursor-pointer rounded border border-border bg-background"
                />
                <span className="font-mono text-xs text-muted-foreground">{design.brandColor}</span>
              </div>
            </div>
            <OptionGroup
              legend="Waveform"
              options={WAVEFORM_OPTIONS}
              value={design.waveform}
              onChange={(waveform) => onChange({ waveform })}
            />
          </div>
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
