import { snapMoment, suggestMoment } from '@shared/moments';
import { Pause, Play, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useMomentAudio } from '../hooks/use-moment-audio';
import { useMomentPlayer } from '../hooks/use-moment-player';
import {
  clampRange,
  fieldsOf,
  formatMomentTime,
  rangeOf,
  suggestionLength,
  type MomentRange,
} from '../lib/moment-range';
import { MomentWaveform, type RangeChange } from './moment-waveform';

interface MomentPickerProps {
  /** The speech: an audio file, or a link to a voiceover's audio. */
  source: File | string;
  startSeconds: string;
  durationSeconds: string;
  onChange: (fields: { startSeconds: string; durationSeconds: string }) => void;
}

/** A seconds field that keeps what is typed until it is left or Enter is pressed. */
function SecondsInput({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: number;
  onCommit: (seconds: number) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    const seconds = Number(draft);
    if (draft !== null && draft.trim() !== '' && Number.isFinite(seconds)) onCommit(seconds);
    setDraft(null);
  };
  return (
    <div className="flex items-center gap-1.5">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        step="any"
        min={0}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        className="h-8 w-20 px-2 tabular-nums"
      />
      <span className="text-xs text-muted-foreground">s</span>
    </div>
  );
}

/**
 * The podcast clip's moment (decision 058): the speech's waveform, playback of all of it or of
 * the chosen stretch, the stretch's start and end (handles or typed seconds), and "Suggest a
 * moment". Edges are snapped to the nearest pause when a gesture ends; the server snaps again.
 */
export function MomentPicker({
  source,
  startSeconds,
  durationSeconds,
  onChange,
}: MomentPickerProps) {
  const audio = useMomentAudio(source);
  const player = useMomentPlayer(source);
  const total = audio?.status === 'ready' ? audio.durationSeconds : null;
  const range = rangeOf(startSeconds, durationSeconds) ?? { start: 0, end: total ?? 0 };
  // The suggestion's note belongs to the speech it was made for.
  const [suggestion, setSuggestion] = useState<{ source: File | string; text: string } | null>(
    null,
  );
  const note = suggestion?.source === source ? suggestion.text : null;
  const setNote = (text: string | null) => setSuggestion(text ? { source, text } : null);

  const apply = (next: MomentRange, moved: 'start' | 'end' | 'both', snap: boolean) => {
    if (total === null) return onChange(fieldsOf(next));
    let clamped = clampRange(next, total, moved);
    if (snap && audio?.status === 'ready') {
      const snapped = snapMoment(audio.analysis, {
        startSeconds: clamped.start,
        endSeconds: clamped.end,
      });
      clamped = clampRange({ start: snapped.startSeconds, end: snapped.endSeconds }, total, moved);
    }
    onChange(fieldsOf(clamped));
  };
  const onWaveform: RangeChange = (next, moved, done) => {
    setNote(null);
    apply(next, moved, done);
  };

  function suggest() {
    if (audio?.status !== 'ready') return;
    const moment = suggestMoment(audio.analysis, suggestionLength(range, audio.durationSeconds));
    apply({ start: moment.startSeconds, end: moment.endSeconds }, 'both', false);
    setNote(
      `Suggested: ${formatMomentTime(moment.startSeconds)} to ${formatMomentTime(moment.endSeconds)}, the liveliest stretch`,
    );
  }

  return (
    <div className="grid min-w-0 gap-2" data-testid="moment-picker">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <p className="text-sm font-medium">The moment</p>
        {total !== null && (
          <p className="text-xs text-muted-foreground tabular-nums" data-testid="moment-length">
            {formatMomentTime(range.start)} – {formatMomentTime(range.end)} ·{' '}
            {(range.end - range.start).toFixed(1)} s of {total.toFixed(1)} s
          </p>
        )}
      </div>
      {audio?.status === 'ready' ? (
        <MomentWaveform
          peaks={audio.peaks}
          durationSeconds={audio.durationSeconds}
          range={range}
          playhead={player.position}
          onChange={onWaveform}
        />
      ) : (
        <div
          className="flex h-20 items-center justify-center rounded-lg border border-dashed border-border text-xs text-muted-foreground"
          role="status"
        >
          {audio?.status === 'failed'
            ? 'The waveform could not be drawn for this audio: type the start and end instead'
            : 'Reading the audio…'}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="flex flex-wrap gap-1.5">
          <Button
            variant="outline"
            size="sm"
            onClick={() => player.toggle(null)}
            aria-pressed={player.playing === 'all'}
          >
            {player.playing === 'all' ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            {player.playing === 'all' ? 'Pause' : 'Play'}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => player.toggle(range)}
            aria-pressed={player.playing === 'selection'}
          >
            {player.playing === 'selection' ? (
              <Pause aria-hidden="true" />
            ) : (
              <Play aria-hidden="true" />
            )}
            Play moment
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={suggest}
            disabled={audio?.status !== 'ready'}
          >
            <Sparkles aria-hidden="true" />
            Suggest a moment
          </Button>
        </div>
        <div className="flex gap-3">
          <SecondsInput
            label="Start"
            value={range.start}
            onCommit={(start) => apply({ ...range, start }, 'start', true)}
          />
          <SecondsInput
            label="End"
            value={Math.round(range.end * 100) / 100}
            onCommit={(end) => apply({ ...range, end }, 'end', true)}
          />
        </div>
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite" data-testid="moment-note">
        {note ?? 'The clip starts and ends at a pause, with a short fade.'}
      </p>
    </div>
  );
}
