import { mailOutboxEndpoints } from '@shared/endpoints/mail-outbox';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The most the outbox route returns at once. */
export const OUTBOX_LIMIT = 200;

/** GET /api/admin/mail-outbox: the newest mails first. */
export function useMailOutbox() {
  return useQuery({
    queryKey: ['admin', 'mail-outbox'],
    queryFn: ({ signal }) =>
      api.call(mailOutboxEndpoints.list, {
        query: { limit: OUTBOX_LIMIT },
        fallbackMessage: 'Could not load the mail outbox',
        signal,
      }),
  });
}
