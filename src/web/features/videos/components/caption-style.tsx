import { CAPTION_TEXT_HINT, CAPTION_TEXT_MAX_LENGTH, type CaptionLook } from '@shared/captions';
import type { CaptionCue } from '@shared/voiceovers';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { CaptionLookFields } from '../../../components/podcast-design/caption-look-fields';
import { useVoiceover } from '../api/get-voiceover';
import { spokenCaptionText } from '../lib/clip-words';

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
  return (
    <div className="grid gap-3 rounded-lg border border-border p-3" data-testid="caption-style">
      <CaptionLookFields look={value.look} onChange={(look) => onChange({ ...value, look })} />
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
          {CAPTION_TEXT_HINT}
        </p>
      </div>
    </div>
  );
}
