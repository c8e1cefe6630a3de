import {
  CAPTION_POSITIONS,
  CAPTION_POSITION_LABELS,
  CAPTION_SIZES,
  CAPTION_SIZE_LABELS,
  CAPTION_STYLES,
  CAPTION_STYLE_HINTS,
  CAPTION_STYLE_LABELS,
  CAPTION_TEXT_MAX_LENGTH,
  type CaptionLook,
} from '@shared/captions';
import type { CaptionCue } from '@shared/voiceovers';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useVoiceover } from '../api/get-voiceover';
import { spokenCaptionText } from '../lib/clip-words';
import { OptionGroup } from './option-group';

export interface CaptionChoices {
  look: CaptionLook;
  /** The words as the user edited them; null: the voiceover's own (nothing edited). */
  text: string | null;
}

interface ClipTimes {
  /** The clip's start and length as typed: the words shown are those spoken within them. */
  startSeconds: string;
  durationSeconds: string;
  value: CaptionChoices;
  onChange: (value: CaptionChoices) => void;
}

interface CaptionStyleProps extends ClipTimes {
  /** The speech's cues on its own clock (a voiceover's, or an uploaded file's heard words). */
  cues: readonly CaptionCue[];
  /** Shown in the empty box while the words are on their way. */
  placeholder: string;
  /** Where the words come from, or why there are none (beside "Caption text"). */
  source?: string | undefined;
  /** The button that drops the user's edits. */
  resetLabel: string;
}

/** A voiceover clip's captions: the voiceover's own cues (decision 060). */
export function VoiceoverCaptionStyle({
  voiceoverId,
  ...clip
}: ClipTimes & { voiceoverId: string }) {
  const voiceover = useVoiceover(voiceoverId);
  return (
    <CaptionStyle
      {...clip}
      cues={voiceover.data?.captions ?? []}
      placeholder={voiceover.isPending ? 'Loading the captions…' : ''}
      resetLabel="Reset to script"
    />
  );
}

/**
 * How a clip's burned-in captions look (style, size, position) and their words, editable
 * before the render: the speech's cues within the clip's length, one per line. Edited words
 * keep the spoken words' times (decision 060).
 */
export function CaptionStyle(props: CaptionStyleProps) {
  const { cues, startSeconds, durationSeconds, value, onChange } = props;
  const textId = useId();
  const hintId = useId();
  const spoken = spokenCaptionText(cues, startSeconds, durationSeconds);
  const look = (patch: Partial<CaptionLook>) =>
    onChange({ ...value, look: { ...value.look, ...patch } });
  return (
    <div className="grid gap-3 rounded-lg border border-border p-3" data-testid="caption-style">
      <OptionGroup
        legend="Caption style"
        options={CAPTION_STYLES.map((style) => ({
          value: style,
          label: CAPTION_STYLE_LABELS[style],
        }))}
        value={value.look.style}
        onChange={(style) => look({ style })}
        phone="fill"
      />
      <p className="-mt-1 text-xs text-muted-foreground">{CAPTION_STYLE_HINTS[value.look.style]}</p>
      <div className="flex flex-wrap gap-4">
        <OptionGroup
          legend="Caption size"
          options={CAPTION_SIZES.map((size) => ({ value: size, label: CAPTION_SIZE_LABELS[size] }))}
          value={value.look.size}
          onChange={(size) => look({ size })}
        />
        <OptionGroup
          legend="Caption position"
          options={CAPTION_POSITIONS.map((position) => ({
            value: position,
            label: CAPTION_POSITION_LABELS[position],
          }))}
          value={value.look.position}
          onChange={(position) => look({ position })}
        />
      </div>
      <div className="grid gap-1.5">
        <div className="flex items-center justify-between gap-2">
          <div className="flex min-w-0 flex-wrap items-baseline gap-x-2">
            <Label htmlFor={textId}>Caption text</Label>
            {props.source && (
              <span className="text-xs text-muted-foreground" data-testid="caption-source">
                {props.source}
              </span>
            )}
          </div>
          {value.text !== null && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => onChange({ ...value, text: null })}
            >
              {props.resetLabel}
            </Button>
          )}
        </div>
        <Textarea
          id={textId}
          aria-describedby={hintId}
          value={value.text ?? spoken}
          maxLength={CAPTION_TEXT_MAX_LENGTH}
          onChange={(event) => onChange({ ...value, text: event.target.value })}
          placeholder={props.placeholder}
          className="max-h-48 min-h-20 text-sm"
          data-testid="caption-text"
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          One caption per line. Fix a word and it keeps its timing; change the number of words and
          they share the line&apos;s time.
        </p>
      </div>
    </div>
  );
}
