import { SCRIPT_TITLE_MAX, SCRIPT_TOPIC_MAX, type GenerateScriptInput } from '@shared/scripts';
import { Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { focusWasLost } from '../lib/focus';
import { checkScriptForm, VALIDATION_TOAST_TITLE } from '../lib/script-generation';

interface ScriptFormProps {
  isGenerating: boolean;
  onGenerate: (body: GenerateScriptInput, onSuccess: () => void) => void;
}

/**
 * The Script Writer's form: Episode Title and Topic & Details (4 rows). Both must be non-blank;
 * while the script is written the whole form is disabled and the button says so.
 */
export function ScriptForm({ isGenerating, onGenerate }: ScriptFormProps) {
  const titleId = useId();
  const topicId = useId();
  const [title, setTitle] = useState('');
  const [topic, setTopic] = useState('');
  const titleInput = useRef<HTMLInputElement>(null);
  const topicInput = useRef<HTMLTextAreaElement>(null);

  // Disabling the form drops the focus: once it is usable again, put it back at the start.
  const wasGenerating = useRef(false);
  useEffect(() => {
    if (wasGenerating.current && !isGenerating && focusWasLost()) titleInput.current?.focus();
    wasGenerating.current = isGenerating;
  }, [isGenerating]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isGenerating) return;
    const checked = checkScriptForm({ title, topic });
    if (!checked.ok) {
      toast.error(VALIDATION_TOAST_TITLE, { description: checked.message });
      (title.trim() ? topicInput : titleInput).current?.focus();
      return;
    }
    onGenerate(checked.body, () => {
      setTitle('');
      setTopic('');
    });
  }

  return (
    <form
      noValidate
      aria-label="Generate a script"
      onSubmit={handleSubmit}
      className="rounded-xl border border-border bg-surface p-4 shadow-card sm:p-6"
    >
      <fieldset disabled={isGenerating} className="grid min-w-0 gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={titleId}>Episode Title</Label>
          <Input
            ref={titleInput}
            id={titleId}
            required
            maxLength={SCRIPT_TITLE_MAX}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            placeholder="e.g. The Future of Remote Work"
            autoComplete="off"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={topicId}>Topic & Details</Label>
          <Textarea
            ref={topicInput}
            id={topicId}
            required
            rows={4}
            maxLength={SCRIPT_TOPIC_MAX}
            value={topic}
            onChange={(event) => setTopic(event.target.value)}
            placeholder="What should the episode cover? Key points, guests, tone…"
          />
        </div>
        <Button
          type="submit"
          className="w-full sm:w-auto sm:justify-self-start"
          loading={isGenerating}
        >
          {!isGenerating && <Sparkles aria-hidden="true" />}
          {isGenerating ? 'Generating...' : 'Generate Script'}
        </Button>
      </fieldset>
    </form>
  );
}
