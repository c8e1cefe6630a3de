import { SCRIPT_MESSAGES } from '@shared/scripts';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useItemDeletions } from '../../../lib/item-deletions';
import { SCRIPTS_QUERY_KEY, useScripts } from '../api/get-scripts';
import { ScriptForm } from '../components/script-form';
import { ScriptList } from '../components/script-list';
import { ScriptPreview } from '../components/script-preview';
import { useScriptGeneration } from '../hooks/use-script-generation';

/**
 * /scripts, the Script Writer: give an episode title and topic, watch the script being written,
 * then keep and edit it under 'Your Scripts'.
 */
export function ScriptsPage() {
  const scripts = useScripts();
  const generation = useScriptGeneration();
  // A script or voiceover deleted in another tab leaves this one too (['voiceovers'] holds
  // every script's voiceover list).
  useItemDeletions({ script: [SCRIPTS_QUERY_KEY], voiceover: [['voiceovers']] });

  // Spec: a failed load is a toast too (once per failure; the list also offers a retry).
  const { isError, errorUpdatedAt } = scripts;
  useEffect(() => {
    if (isError) toast.error(SCRIPT_MESSAGES.failedToLoad);
  }, [isError, errorUpdatedAt]);

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          Script Writer
        </h1>
        <p className="max-w-2xl text-muted-foreground">
          Give your episode a title and a topic, and get a script ready to read aloud.
        </p>
      </div>
      <ScriptForm isGenerating={generation.isGenerating} onGenerate={generation.generate} />
      {generation.draft && generation.title !== null && (
        <ScriptPreview title={generation.title} draft={generation.draft} />
      )}
      <ScriptList
        scripts={scripts.data?.scripts}
        isPending={scripts.isPending}
        error={scripts.error}
        onRetry={() => void scripts.refetch()}
      />
    </div>
  );
}
