import { scriptEndpoints } from '@shared/endpoints/scripts';
import { DELETE_MESSAGES } from '@shared/deletes';
import type { Script } from '@shared/scripts';
import { PencilLine } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { DeleteItemButton } from '../../../components/item-actions/delete-item-button';
import { Button } from '../../../components/ui/button';
import { SCRIPTS_QUERY_KEY } from '../api/get-scripts';
import { voiceoversQueryKey } from '../api/get-voiceovers';
import { focusWasLost } from '../lib/focus';
import { ScriptEditor } from './script-editor';
import { ScriptEngineLabel } from './script-engine-label';
import { VoiceoverSection } from './voiceover-section';

const createdFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export interface ScriptCardProps {
  script: Script;
  /** The unsaved text while this card is in edit mode, else null. */
  draft: string | null;
  isSaving: boolean;
  onEdit: () => void;
  onChange: (draft: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

/**
 * One script in 'Your Scripts': title, topic, and the content (capped at 16rem, scrolling) with
 * the engine that wrote it; or, in edit mode, the editor. Leaving edit mode returns the focus
 * to Edit Script, so keyboard users carry on where they were.
 */
export function ScriptCard({
  script,
  draft,
  isSaving,
  onEdit,
  onChange,
  onSave,
  onCancel,
}: ScriptCardProps) {
  const titleId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const editing = draft !== null;

  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing && focusWasLost()) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const created = new Date(script.createdAt);
  return (
    <article
      aria-labelledby={titleId}
      data-testid="script-card"
      className="flex w-full min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-card sm:p-5"
    >
      <header className="grid gap-1">
        <h3 id={titleId} className="text-base leading-snug font-semibold break-words">
          {script.title}
        </h3>
        <p className="text-xs text-muted-foreground">
          <time dateTime={script.createdAt}>{createdFormat.format(created)}</time>
        </p>
      </header>
      <p
        data-testid="script-topic"
        className="line-clamp-3 text-sm break-words whitespace-pre-line text-muted-foreground"
      >
        <span className="font-medium text-foreground">Topic: </span>
        {script.topic}
      </p>
      {editing ? (
        <ScriptEditor
          title={script.title}
          draft={draft}
          isSaving={isSaving}
          onChange={onChange}
          onSave={onSave}
          onCancel={onCancel}
        />
      ) : (
        <>
          <div
            tabIndex={0}
            role="region"
            aria-label={`Script: ${script.title}`}
            data-testid="script-content"
            className="max-h-64 overflow-y-auto rounded-md bg-muted/60 p-3 text-sm leading-relaxed break-words whitespace-pre-wrap focus-visible:outline-2 focus-visible:outline-ring"
          >
            {script.content}
          </div>
          <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
            <ScriptEngineLabel engine={script.engine} />
            <div className="flex flex-wrap items-center gap-1">
              <DeleteItemButton
                kind="script"
                id={script.id}
                endpoint={scriptEndpoints.remove}
                name={script.title}
                queryKeys={[SCRIPTS_QUERY_KEY, voiceoversQueryKey(script.id)]}
                note={DELETE_MESSAGES.confirmScript}
                className="h-9"
              />
              <Button ref={editButton} variant="outline" size="sm" className="h-9" onClick={onEdit}>
                <PencilLine aria-hidden="true" />
                Edit Script
              </Button>
            </div>
          </div>
        </>
      )}
      {/* Outside edit mode's switch: a voiceover playing keeps playing while the text is edited. */}
      <VoiceoverSection script={script} />
    </article>
  );
}
