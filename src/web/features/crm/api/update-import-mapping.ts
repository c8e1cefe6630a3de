import { importPreviewSchema, type ImportMapping } from '@shared/crm-import';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** PATCH /api/crm/imports/:id: a corrected column mapping; answers the new preview. */
export function useUpdateImportMapping(importId: string) {
  return useMutation({
    mutationFn: (mapping: ImportMapping) =>
      api.patch(
        `/api/crm/imports/${encodeURIComponent(importId)}`,
        { mapping },
        {
          schema: importPreviewSchema,
        },
      ),
  });
}
