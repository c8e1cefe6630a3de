import { CAPTION_TEXT_HINT, CAPTION_TEXT_MAX_LENGTH } from '@shared/captions';
import type { TranscriptWord } from '@shared/transcripts';
import { ChevronLeft, ChevronRight, Play } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import type { ClipPick } from '../lib/clip-batch';
import {
  captionLinesOf,
  formatEdge,
  setEdge,
  spanOf,
  spanPrice,
  spanProblem,
  stepEdge,
  wordWindow,
  type Span,
  type WordTrim,
} from '../lib/trim';

interface ClipTrimmerProps {
  /** The moment's place in the list (0 is #1). */
  rank: number;
  pick: ClipPick;
  words: readonly TranscriptWord[] | null;
  durationSeconds: number;
  /** Whether the batch burns captions in: then the clip's words are editable. */
  captions: boolean;
  onChange: (pick: ClipPick) => void;
  onPlay: (span: Span) => void;
}

const EDGE_NAMES = { first: 'Start', last: 'End' } as const;

/** One edge of a word trim: its word from a list, or a word earlier or later. */
function WordEdge({
  edge,
  trim,
  words,
  onTrim,
}: {
  edge: 'first' | 'last';
  trim: WordTrim;
  words: readonly TranscriptWord[];
  onTrim: (trim: WordTrim) => void;
}) {
  const id = useId();
  const { from, to } = wordWindow(trim, words.length);
  const name = EDGE_NAMES[edge];
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{edge === 'first' ? 'First word' : 'Last word'}</Label>
      <div className="flex items-center gap-1">
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-9 shrink-0"
          aria-label={`${name} a word earlier`}
          title={`${name} a word earlier`}
          onClick={() => onTrim(stepEdge(trim, edge, -1, words.length))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <select
          id={id}
          value={trim[edge]}
          onChange={(event) =>
            onTrim(setEdge(trim, edge, Number(event.target.value), words.length))
          }
          className="h-9 w-full min-w-0 flex-1 rounded-md border border-input bg-background px-2 text-sm"
        >
          {words.slice(from, to + 1).map((word, offset) => (
            <option key={from + offset} value={from + offset}>
              {word.text} ({formatEdge(word.start)})
            </option>
          ))}
        </select>
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-9 shrink-0"
          aria-label={`${name} a word later`}
          title={`${name} a word later`}
          onClick={() => onTrim(stepEdge(trim, edge, 1, words.length))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

/** Trimming by seconds, when the episode has no words (no transcription engine). */
function SecondsEdges({ pick, onChange }: Pick<ClipTrimmerProps, 'pick' | 'onChange'>) {
  const startId = useId();
  const endId = useId();
  if (pick.trim.kind !== 'seconds') return null;
  const trim = pick.trim;
  const set = (patch: Partial<typeof trim>) => onChange({ ...pick, trim: { ...trim, ...patch } });
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={startId}>Start (seconds)</Label>
        <Input
          id={startId}
          type="number"
          step="0.1"
          min={0}
          value={trim.start}
          onChange={(event) => set({ start: Number(event.target.value) })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={endId}>End (seconds)</Label>
        <Input
          id={endId}
          type="number"
          step="0.1"
          min={0}
          value={trim.end}
          onChange={(event) => set({ end: Number(event.target.value) })}
        />
      </div>
    </div>
  );
}

/**
 * A picked moment's clip: its edges (words, or seconds without a transcript), its length and
 * price, a play button for exactly that span, and its caption words to edit, one cue a line.
 */
export function ClipTrimmer(props: ClipTrimmerProps) {
  const { rank, pick, words, durationSeconds, captions, onChange, onPlay } = props;
  const textId = useId();
  const hintId = useId();
  const span = spanOf(pick.trim, words ?? [], durationSeconds);
  const problem = spanProblem(span, durationSeconds);
  const heard = words && captions ? captionLinesOf(words, span) : null;
  const length = Math.round((span.end - span.start) * 100) / 100;
  return (
    <div className="grid gap-3 rounded-lg border border-border p-3" data-testid="clip-trimmer">
      {pick.trim.kind === 'words' && words ? (
        <div className="grid gap-3">
          {(['first', 'last'] as const).map((edge) => (
            <WordEdge
              key={edge}
              edge={edge}
              trim={pick.trim as WordTrim}
              words={words}
              onTrim={(trim) => onChange({ ...pick, trim })}
            />
          ))}
        </div>
      ) : (
        <SecondsEdges pick={pick} onChange={onChange} />
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm tabular-nums" data-testid="clip-span">
          {formatEdge(span.start)}–{formatEdge(span.end)} · {length} s ·{' '}
          {problem ? '—' : `${spanPrice(span)} credits`}
        </p>
        <Button type="button" size="sm" variant="outline" onClick={() => onPlay(span)}>
          <Play aria-hidden="true" />
          Play clip #{rank + 1}
        </Button>
      </div>
      {problem && (
        <p className="text-sm text-destructive" role="alert">
          {problem}
        </p>
      )}
      {heard !== null && (
        <div className="grid gap-1.5">
          <div className="flex flex-wrap items-center justify-between gap-x-2">
            <Label htmlFor={textId}>Caption words of clip #{rank + 1}</Label>
            {pick.captionText !== null && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => onChange({ ...pick, captionText: null })}
              >
                Reset to the words heard
              </Button>
            )}
          </div>
          <Textarea
            id={textId}
            aria-describedby={hintId}
            value={pick.captionText ?? heard}
            maxLength={CAPTION_TEXT_MAX_LENGTH}
            onChange={(event) => onChange({ ...pick, captionText: event.target.value })}
            className="max-h-48 min-h-20 text-sm"
            data-testid="clip-caption-text"
          />
          <p id={hintId} className="text-xs text-muted-foreground">
            {CAPTION_TEXT_HINT}
          </p>
        </div>
      )}
    </div>
  );
}
