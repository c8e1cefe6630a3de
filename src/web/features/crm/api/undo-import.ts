import { undoImportResponseSchema } from '@shared/crm-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { LEADS_QUERY_KEY } from './get-leads';

/** POST /api/crm/imports/:id/undo */
export function useUndoImport(importId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post(`/api/crm/imports/${encodeURIComponent(importId)}/undo`, undefined, {
        schema: undoImportResponseSchema,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY }),
  });
}
