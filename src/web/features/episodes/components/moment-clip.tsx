import type { TranscriptWord } from '@shared/transcripts';
import { useId } from 'react';
import { Label } from '../../../components/ui/label';
import type { ClipPick } from '../lib/clip-batch';
import type { Span } from '../lib/trim';
import { ClipTrimmer } from './clip-trimmer';

interface MomentClipProps {
  rank: number;
  pick: ClipPick | undefined;
  words: readonly TranscriptWord[] | null;
  durationSeconds: number;
  captions: boolean;
  onToggle: (on: boolean) => void;
  onChange: (pick: ClipPick) => void;
  onPlay: (span: Span) => void;
}

/** Under a moment: pick it for the batch, then trim it and edit its caption words. */
export function MomentClip({ rank, pick, onToggle, ...trimmer }: MomentClipProps) {
  const id = useId();
  return (
    <div className="grid gap-2 border-t border-border pt-2">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          checked={pick !== undefined}
          onChange={(event) => onToggle(event.target.checked)}
          className="size-4 shrink-0 accent-brand"
        />
        <Label htmlFor={id}>Make a clip of moment #{rank + 1}</Label>
      </div>
      {pick && <ClipTrimmer rank={rank} pick={pick} {...trimmer} />}
    </div>
  );
}
