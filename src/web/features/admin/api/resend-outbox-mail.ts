import { mailOutboxEndpoints } from '@shared/endpoints/mail-outbox';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * POST /api/admin/mail-outbox/:id/resend: a mail whose link is hidden gets a fresh link, sent
 * to its recipient only; any other mail is sent again as it was.
 */
export function useResendOutboxMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.call(mailOutboxEndpoints.resend, {
        params: { id },
        fallbackMessage: 'Could not send the mail again',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'mail-outbox'] }),
  });
}
