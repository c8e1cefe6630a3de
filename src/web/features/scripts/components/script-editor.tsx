import { SCRIPT_CONTENT_MAX } from '@shared/scripts';
import { Save } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { focusWasLost } from '../lib/focus';

interface ScriptEditorProps {
  title: string;
  draft: string;
  isSaving: boolean;
  onChange: (draft: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** Edit mode of a script card: the text in a 12-row box, Save Changes and Cancel. */
export function ScriptEditor({
  title,
  draft,
  isSaving,
  onChange,
  onSave,
  onCancel,
}: ScriptEditorProps) {
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);

  // Entering edit mode puts the caret in the text.
  useEffect(() => field.current?.focus(), []);
  // A failed save leaves edit mode open, but its button, disabled while saving, took the focus
  // with it: give it back to the text.
  const wasSaving = useRef(false);
  useEffect(() => {
    if (wasSaving.current && !isSaving && focusWasLost()) field.current?.focus();
    wasSaving.current = isSaving;
  }, [isSaving]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isSaving) onSave();
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label={`Edit ${title}`} className="grid gap-3">
      <Label htmlFor={fieldId}>Script</Label>
      <Textarea
        ref={field}
        id={fieldId}
        rows={12}
        maxLength={SCRIPT_CONTENT_MAX}
        value={draft}
        readOnly={isSaving}
        onChange={(event) => onChange(event.target.value)}
        className="font-[inherit]"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={isSaving} className="flex-1 sm:flex-none">
          {!isSaving && <Save aria-hidden="true" />}
          Save Changes
        </Button>
        <Button
          variant="outline"
          onClick={onCancel}
          disabled={isSaving}
          className="flex-1 sm:flex-none"
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
