import { useId, useLayoutEffect, useRef } from 'react';
import type { ScriptDraft } from '../lib/script-generation';
import { ScriptEngineLabel } from './script-engine-label';

/** How close to the bottom (px) still counts as "following along". */
const FOLLOW_SLACK_PX = 24;

/**
 * The script as it is being written. The text box keeps the newest line in view, unless the
 * reader scrolled up to re-read something.
 */
export function ScriptPreview({ title, draft }: { title: string; draft: ScriptDraft }) {
  const headingId = useId();
  const box = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  useLayoutEffect(() => {
    const element = box.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [draft.text]);

  return (
    <section
      aria-labelledby={headingId}
      aria-busy="true"
      data-testid="script-preview"
      className="grid gap-3 rounded-xl border border-brand/30 bg-surface p-4 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="min-w-0 text-lg font-semibold tracking-tight">
          <span className="sr-only">Writing: </span>
          {title}
        </h2>
        <p role="status" className="inline-flex items-center gap-2 text-sm text-brand">
          <span className="size-2 animate-pulse rounded-full bg-brand" aria-hidden="true" />
          Writing your script…
        </p>
      </div>
      {draft.engine && <ScriptEngineLabel engine={draft.engine} />}
      <div
        ref={box}
        tabIndex={0}
        role="region"
        aria-label="Script so far"
        onScroll={(event) => {
          const element = event.currentTarget;
          following.current =
            element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_SLACK_PX;
        }}
        className="max-h-64 overflow-y-auto rounded-md bg-muted/60 p-3 text-sm leading-relaxed whitespace-pre-wrap focus-visible:outline-2 focus-visible:outline-ring"
      >
        {draft.text}
        <span
          className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-brand align-text-bottom"
          aria-hidden="true"
        />
      </div>
    </section>
  );
}
