import {
  AUDIOGRAM_NAME_MAX,
  AUDIOGRAM_TITLE_MAX,
  PODCAST_STYLE_DESCRIPTIONS,
  PODCAST_STYLE_LABELS,
  PODCAST_STYLES,
  WAVEFORM_STYLE_LABELS,
  WAVEFORM_STYLES,
  type PodcastStyle,
  type WaveformStyle,
} from '@shared/audiogram';
import { useId } from 'react';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { OptionGroup } from '../ui/option-group';

const STYLE_OPTIONS = PODCAST_STYLES.map((value) => ({
  value,
  label: PODCAST_STYLE_LABELS[value],
}));
const WAVEFORM_OPTIONS = WAVEFORM_STYLES.map((value) => ({
  value,
  label: WAVEFORM_STYLE_LABELS[value],
}));

/** The podcast clip's style: the talking portrait or an audiogram template, and what it is. */
export function PodcastStyleChoice({
  style,
  onChange,
}: {
  style: PodcastStyle;
  onChange: (style: PodcastStyle) => void;
}) {
  return (
    <div className="grid gap-1">
      <OptionGroup
        legend="Style"
        phone="two-columns"
        options={STYLE_OPTIONS}
        value={style}
        onChange={onChange}
      />
      <p className="text-xs text-muted-foreground">{PODCAST_STYLE_DESCRIPTIONS[style]}</p>
    </div>
  );
}

export interface AudiogramLetteringValue {
  title: string;
  showName: string;
  brandColor: string;
  waveform: WaveformStyle;
}

/**
 * An audiogram's lettering and colours (decision 059): episode title, guest or show name,
 * brand colour and waveform, as the studio and the episode page both ask for them.
 */
export function AudiogramLettering({
  value,
  onChange,
}: {
  value: AudiogramLetteringValue;
  onChange: (patch: Partial<AudiogramLetteringValue>) => void;
}) {
  const titleId = useId();
  const nameId = useId();
  const colourId = useId();
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={titleId}>Episode title</Label>
          <Input
            id={titleId}
            value={value.title}
            maxLength={AUDIOGRAM_TITLE_MAX}
            onChange={(event) => onChange({ title: event.target.value })}
            placeholder="From garage roaster to forty cafes"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={nameId}>Guest or show name</Label>
          <Input
            id={nameId}
            value={value.showName}
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
              value={value.brandColor}
              onChange={(event) => onChange({ brandColor: event.target.value })}
              className="h-8 w-10 cursor-pointer rounded border border-border bg-background"
            />
            <span className="font-mono text-xs text-muted-foreground">{value.brandColor}</span>
          </div>
        </div>
        <OptionGroup
          legend="Waveform"
          options={WAVEFORM_OPTIONS}
          value={value.waveform}
          onChange={(waveform) => onChange({ waveform })}
        />
      </div>
    </>
  );
}
