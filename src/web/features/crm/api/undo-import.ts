import { crmImportEndpoints } from '@shared/endpoints/crm-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { LEADS_QUERY_KEY } from './get-leads';

/** POST /api/crm/imports/:id/undo */
export function useUndoImport(importId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(crmImportEndpoints.undo, { params: { id: importId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY }),
  });
}
