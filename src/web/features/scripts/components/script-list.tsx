import { SCRIPT_MESSAGES, type Script } from '@shared/scripts';
import { FileText } from 'lucide-react';
import { useReducer } from 'react';
import { toast } from 'sonner';
import { AssetList } from '../../../components/assets/asset-list';
import { serverMessage, ApiError } from '../../../lib/api';
import { useUpdateScript } from '../api/update-script';
import { checkScriptContent, scriptEditingReducer } from '../lib/script-editing';
import { ScriptCard } from './script-card';

interface ScriptListProps {
  scripts: readonly Script[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
}

/** The server's reason under 'Failed to update script', when it gave one (e.g. not found). */
function updateFailureDescription(error: unknown): string | undefined {
  if (error instanceof ApiError) return serverMessage(error.body);
  return undefined;
}

/** 'Your Scripts', newest first; one of them at a time can be in edit mode. */
export function ScriptList({ scripts, isPending, error, onRetry }: ScriptListProps) {
  const [editing, dispatch] = useReducer(scriptEditingReducer, null);
  const updateScript = useUpdateScript();

  function save() {
    if (!editing) return;
    const checked = checkScriptContent(editing.draft);
    if (!checked.ok)
      return void toast.error(SCRIPT_MESSAGES.failedToUpdate, { description: checked.message });
    updateScript.mutate(
      { id: editing.id, content: checked.content },
      {
        onSuccess: () => {
          dispatch({ type: 'close' });
          toast.success(SCRIPT_MESSAGES.updated);
        },
        onError: (failure) =>
          toast.error(SCRIPT_MESSAGES.failedToUpdate, {
            description: updateFailureDescription(failure),
          }),
      },
    );
  }

  return (
    <AssetList
      title="Your Scripts"
      items={scripts}
      isPending={isPending}
      // The title says it; a second line only when it says more (the server was unreachable).
      error={error instanceof ApiError && error.status === 0 ? error : null}
      onRetry={onRetry}
      errorTitle={SCRIPT_MESSAGES.failedToLoad}
      emptyIcon={FileText}
      emptyText={SCRIPT_MESSAGES.emptyList}
      gridClassName="grid gap-4 xl:grid-cols-2"
      skeletonClassName="h-72"
      renderItem={(script) => (
        <ScriptCard
          script={script}
          draft={editing?.id === script.id ? editing.draft : null}
          isSaving={updateScript.isPending && updateScript.variables.id === script.id}
          onEdit={() => dispatch({ type: 'edit', id: script.id, content: script.content })}
          onChange={(draft) => dispatch({ type: 'change', draft })}
          onSave={save}
          onCancel={() => dispatch({ type: 'close' })}
        />
      )}
    />
  );
}
