import { scriptEndpoints } from '@shared/endpoints/scripts';
import type { Script } from '@shared/scripts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SCRIPTS_QUERY_KEY } from './get-scripts';

export interface UpdateScriptInput {
  id: string;
  content: string;
}

/**
 * PATCH /api/scripts/:id with the new content. On success the card shows the new text at once,
 * and the list is re-read (spec: "list reloaded").
 */
export function useUpdateScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: UpdateScriptInput) =>
      api.call(scriptEndpoints.update, { params: { id }, body: { content } }),
    onSuccess: (_answer, { id, content }) => {
      queryClient.setQueryData<{ scripts: Script[] }>(SCRIPTS_QUERY_KEY, (list) =>
        list
          ? {
              scripts: list.scripts.map((script) =>
                script.id === id ? { ...script, content } : script,
              ),
            }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: SCRIPTS_QUERY_KEY });
    },
  });
}
