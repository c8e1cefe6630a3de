import {
  CAPTION_TEXT_HINT,
  CAPTION_TEXT_MAX_LENGTH,
  captionTextOf,
  type CaptionLook,
} from '@shared/captions';
import { cuesBetween } from '@shared/voiceovers';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { CaptionLookFields } from '../../../components/podcast-design/caption-look-fields';
import { useVoiceover } from '../api/get-voiceover';

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
  return (
    <div className="grid gap-3 rounded-lg border border-border p-3" data-testid="caption-style">
      <CaptionLookFields look={value.look} onChange={(look) => onChange({ ...value, look })} />
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
          {CAPTION_TEXT_HINT}
        </p>
      </div>
    </div>
  );
}
