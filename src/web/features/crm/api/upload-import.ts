import { CRM_MESSAGES } from '@shared/crm';
import { importPreviewSchema } from '@shared/crm-import';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/crm/imports: the file goes up, its preview (a draft) comes back. */
export function useUploadImport() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('file', file, file.name);
      return api.post('/api/crm/imports', form, {
        schema: importPreviewSchema,
        fallbackMessage: CRM_MESSAGES.failedToImport,
      });
    },
  });
}
