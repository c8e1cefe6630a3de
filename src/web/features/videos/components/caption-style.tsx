import {
  CAPTION_POSITIONS,
  CAPTION_POSITION_LABELS,
  CAPTION_SIZES,
  CAPTION_SIZE_LABELS,
  CAPTION_STYLES,
  CAPTION_STYLE_HINTS,
  CAPTION_STYLE_LABELS,
  CAPTION_TEXT_MAX_LENGTH,
  captionTextOf,
  type CaptionLook,
} from '@shared/captions';
import { cuesBetween } from '@shared/voiceovers';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useVoiceover } from '../api/get-voiceover';
import { OptionGroup } from './option-group';

export interface CaptionChoices {
  look: CaptionLook;
  /** The words as the user edited them; null: the voiceover's own (nothing edited). */
  text: string | null;
}

interface CaptionStyleProps {
  voiceoverId: string;
  /** The clip's start and length as typed: the words shown are those spoken within them. */
  startSeconds: string;
  durationSeconds: string;
  value: CaptionChoices;
  onChange: (value: CaptionChoices) => void;
}

/**
 * How a voiceover clip's burned-in captions look (style, size, position) and their words,
 * editable before the render: the voiceover's cues within the clip's length, one per line.
 * Edited words keep the spoken words' times (decision 060).
 */
export function CaptionStyle(props: CaptionStyleProps) {
  const { voiceoverId, startSeconds, durationSeconds, value, onChange } = props;
  const textId = useId();
  const hintId = useId();
  const voiceover = useVoiceover(voiceoverId);
  const start = Number(startSeconds) || 0;
  const seconds = Number(durationSeconds);
  const cues = voiceover.data?.captions ?? [];
  const fromMs = Math.round(start * 1000);
  const spoken = captionTextOf(
    Number.isFinite(seconds) && seconds > 0
      ? cuesBetween(cues, fromMs, fromMs + Math.round(seconds * 1000))
      : cues,
  );
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
          <Label htmlFor={textId}>Caption text</Label>
          {value.text !== null && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => onChange({ ...value, text: null })}
            >
              Reset to script
            </Button>
          )}
        </div>
        <Textarea
          id={textId}
          aria-describedby={hintId}
          value={value.text ?? spoken}
          maxLength={CAPTION_TEXT_MAX_LENGTH}
          onChange={(event) => onChange({ ...value, text: event.target.value })}
          placeholder={voiceover.isPending ? 'Loading the captions…' : ''}
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
