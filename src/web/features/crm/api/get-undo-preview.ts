import { crmImportEndpoints } from '@shared/endpoints/crm-import';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * GET /api/crm/imports/:id/undo: what undo would do now. Read afresh each time the
 * confirmation opens (`enabled`), since leads may have been edited in the meantime.
 */
export function useUndoPreview(importId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['crm', 'import-undo', importId] as const,
    queryFn: ({ signal }) =>
      api.call(crmImportEndpoints.undoPreview, {
        params: { id: importId },
        fallbackMessage: 'Could not check what undo would remove',
        signal,
      }),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
