import type { VideoMode } from '@shared/videos';
import { ChevronDown, ChevronUp, Sparkles } from 'lucide-react';
import { VIDEO_MODE_LABELS } from '../lib/modes';

/**
 * The folded panel on a phone: one bar that opens it again, saying which mode is chosen and
 * the prompt written so far, so a draft is not forgotten behind it. Shown below `sm` only.
 */
export function FoldedPanelBar({
  mode,
  prompt,
  bodyId,
  onOpen,
}: {
  mode: VideoMode;
  prompt: string;
  bodyId: string;
  onOpen: () => void;
}) {
  const draft = prompt.trim();
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-expanded="false"
      aria-controls={bodyId}
      className="flex w-full items-center gap-3 rounded-xl text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:hidden"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand text-brand-foreground">
        <Sparkles className="size-5" aria-hidden="true" />
      </span>
      <span className="grid min-w-0 flex-1">
        <span className="text-sm font-semibold">New video</span>
        <span className="truncate text-xs text-muted-foreground">
          {VIDEO_MODE_LABELS[mode]} · {draft || 'Tap to write a prompt'}
        </span>
      </span>
      <ChevronUp className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
    </button>
  );
}

/** The open panel's handle on a phone: folds it down to the bar, out of the cards' way. */
export function FoldHandle({ bodyId, onFold }: { bodyId: string; onFold: () => void }) {
  return (
    <button
      type="button"
      onClick={onFold}
      aria-expanded="true"
      aria-controls={bodyId}
      aria-label="Fold the prompt panel"
      title="Fold the prompt panel"
      className="-mt-1 mb-2 flex h-6 w-full items-center justify-center rounded-md text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring sm:hidden"
    >
      <span className="flex h-5 items-center gap-1 rounded-full bg-muted px-3">
        <ChevronDown className="size-4" aria-hidden="true" />
      </span>
    </button>
  );
}
