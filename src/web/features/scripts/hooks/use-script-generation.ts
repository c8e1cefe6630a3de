import { SCRIPT_MESSAGES, type GenerateScriptInput, type Script } from '@shared/scripts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { upsertNewestFirst } from '../../../lib/image-assets';
import { generateScript } from '../api/generate-script';
import { SCRIPTS_QUERY_KEY } from '../api/get-scripts';
import {
  applyStreamEvent,
  EMPTY_DRAFT,
  generationFailureToast,
  isAbort,
  type ScriptDraft,
} from '../lib/script-generation';

/**
 * Writing a script: idle, then generating (the text streams into `draft`), then success (the
 * toast, the saved script first in the list, the list reloaded) or failure (a toast, the form
 * kept so the user can try again). Leaving the page mid-stream cancels the request.
 */
export function useScriptGeneration() {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ScriptDraft | null>(null);
  const request = useRef<AbortController | null>(null);
  useEffect(() => () => request.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: (body: GenerateScriptInput) => {
      const controller = new AbortController();
      request.current = controller;
      setDraft(EMPTY_DRAFT);
      return generateScript(body, {
        signal: controller.signal,
        onEvent: (event) => setDraft((current) => applyStreamEvent(current ?? EMPTY_DRAFT, event)),
      });
    },
    onSuccess: (script) => {
      // Shown first at once, so the preview can go without the list flashing the old state.
      queryClient.setQueryData<{ scripts: Script[] }>(SCRIPTS_QUERY_KEY, (list) => ({
        scripts: upsertNewestFirst(list?.scripts, script),
      }));
      void queryClient.invalidateQueries({ queryKey: SCRIPTS_QUERY_KEY });
      toast.success(SCRIPT_MESSAGES.generated);
    },
    onError: (error) => {
      if (isAbort(error)) return;
      const { title, description } = generationFailureToast(error);
      toast.error(title, { description });
    },
    onSettled: () => {
      request.current = null;
      setDraft(null);
    },
  });

  return {
    /** `onSuccess` runs once the script is saved (the form clears itself then). */
    generate: (body: GenerateScriptInput, onSuccess: () => void) =>
      mutation.mutate(body, { onSuccess }),
    isGenerating: mutation.isPending,
    /** The text so far while generating, else null. */
    draft,
    /** The title being written, for the preview. */
    title: mutation.isPending ? mutation.variables.title : null,
  };
}
