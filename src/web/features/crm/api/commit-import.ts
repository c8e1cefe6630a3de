import { crmImportEndpoints } from '@shared/endpoints/crm-import';
import { CRM_MESSAGES } from '@shared/crm';
import { type DuplicateChoice } from '@shared/crm-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { LEADS_QUERY_KEY } from './get-leads';

/** POST /api/crm/imports/:id/commit */
export function useCommitImport(importId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (duplicates: DuplicateChoice) =>
      api.call(crmImportEndpoints.commit, {
        params: { id: importId },
        body: { duplicates },
        fallbackMessage: CRM_MESSAGES.failedToImport,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY }),
  });
}
