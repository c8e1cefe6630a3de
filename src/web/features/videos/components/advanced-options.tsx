import {
  HEDRA_ASPECT_RATIOS,
  HEDRA_MAX_DURATION,
  HEDRA_MIN_DURATION,
  podcastDurationSchema,
  HEDRA_RESOLUTIONS,
  VEO_ASPECT_RATIOS,
  VEO_DURATIONS,
  VEO_RESOLUTIONS,
} from '@shared/videos';
import { useId } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type {
  PodcastOptions,
  PromptFormState,
  TextToVideoOptions,
  ImageToVideoOptions,
} from '../lib/prompt-form';
import { OptionGroup, type Option } from '../../../components/ui/option-group';
import { MusicBedPicker } from './music-bed-picker';

const choices = <T extends string>(values: readonly T[]): Option<T>[] =>
  values.map((value) => ({ value, label: value }));

const durationChoices: Option<number>[] = VEO_DURATIONS.map((seconds) => ({
  value: seconds,
  label: `${seconds}s`,
}));

interface AdvancedOptionsProps {
  id: string;
  state: PromptFormState;
  onPodcastChange: (patch: Partial<PodcastOptions>) => void;
  onTextChange: (patch: Partial<TextToVideoOptions>) => void;
  onImageChange: (patch: Partial<ImageToVideoOptions>) => void;
}

function PodcastDuration({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const hintId = useId();
  // The shared rule the server applies: its message replaces the hint while it is broken.
  const checked = value.trim() ? podcastDurationSchema.safeParse(value) : null;
  const problem = checked && !checked.success ? checked.error.issues[0]?.message : undefined;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        Duration (seconds)
      </Label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={HEDRA_MIN_DURATION}
        max={HEDRA_MAX_DURATION}
        step={0.01}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hintId}
        aria-invalid={problem ? true : undefined}
        className="h-10 w-32"
      />
      {problem ? (
        <p id={hintId} role="alert" className="text-xs text-destructive">
          {problem}
        </p>
      ) : (
        <p id={hintId} className="text-xs text-muted-foreground">
          Filled in from the audio&apos;s length
        </p>
      )}
    </div>
  );
}

/** Each mode's advanced options (spec, section 9), shown under the "Expand" toggle. */
export function AdvancedOptions({
  id,
  state,
  onPodcastChange,
  onTextChange,
  onImageChange,
}: AdvancedOptionsProps) {
  return (
    <div
      id={id}
      role="group"
      aria-label="Advanced options"
      className="mt-3 flex flex-wrap gap-x-6 gap-y-4 rounded-xl border border-border bg-background/60 p-3 sm:p-4"
    >
      {state.mode === 'hedra' && (
        <>
          <OptionGroup
            legend="Aspect ratio"
            options={choices(HEDRA_ASPECT_RATIOS)}
            value={state.hedra.aspectRatio}
            onChange={(aspectRatio) => onPodcastChange({ aspectRatio })}
          />
          <OptionGroup
            legend="Resolution"
            options={choices(HEDRA_RESOLUTIONS)}
            value={state.hedra.resolution}
            onChange={(resolution) => onPodcastChange({ resolution })}
          />
          <PodcastDuration
            value={state.hedra.durationSeconds}
            onChange={(durationSeconds) => onPodcastChange({ durationSeconds })}
          />
        </>
      )}
      {state.mode === 'text-to-video' && (
        <>
          <OptionGroup
            legend="Duration"
            options={durationChoices}
            value={state.text.durationSeconds}
            onChange={(durationSeconds) => onTextChange({ durationSeconds })}
          />
          <OptionGroup
            legend="Resolution"
            options={choices(VEO_RESOLUTIONS)}
            value={state.text.resolution}
            onChange={(resolution) => onTextChange({ resolution })}
          />
          <OptionGroup
            legend="Aspect ratio"
            options={choices(VEO_ASPECT_RATIOS)}
            value={state.text.aspectRatio}
            onChange={(aspectRatio) => onTextChange({ aspectRatio })}
          />
          <MusicBedPicker
            value={state.text.musicBed ?? 'none'}
            onChange={(musicBed) => onTextChange({ musicBed })}
          />
        </>
      )}
      {state.mode === 'veo' && (
        <>
          <OptionGroup
            legend="Duration"
            options={durationChoices}
            value={state.veo.durationSeconds}
            onChange={(durationSeconds) => onImageChange({ durationSeconds })}
          />
          <OptionGroup
            legend="Resolution"
            options={choices(VEO_RESOLUTIONS)}
            value={state.veo.resolution}
            onChange={(resolution) => onImageChange({ resolution })}
          />
          <MusicBedPicker
            value={state.veo.musicBed ?? 'none'}
            onChange={(musicBed) => onImageChange({ musicBed })}
          />
          <p className="self-end pb-2 text-xs text-muted-foreground">
            Each video takes its aspect ratio from its image.
          </p>
        </>
      )}
    </div>
  );
}
