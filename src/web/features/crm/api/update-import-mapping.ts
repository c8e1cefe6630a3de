import { crmImportEndpoints } from '@shared/endpoints/crm-import';
import { type ImportMapping } from '@shared/crm-import';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** PATCH /api/crm/imports/:id: a corrected column mapping; answers the new preview. */
export function useUpdateImportMapping(importId: string) {
  return useMutation({
    mutationFn: (mapping: ImportMapping) =>
      api.call(crmImportEndpoints.updateMapping, { params: { id: importId }, body: { mapping } }),
  });
}
