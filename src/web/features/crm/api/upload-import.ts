import { crmImportEndpoints } from '@shared/endpoints/crm-import';
import { CRM_MESSAGES } from '@shared/crm';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/crm/imports: the file goes up, its preview (a draft) comes back. */
export function useUploadImport() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('file', file, file.name);
      return api.call(crmImportEndpoints.upload, {
        body: form,
        fallbackMessage: CRM_MESSAGES.failedToImport,
      });
    },
  });
}
